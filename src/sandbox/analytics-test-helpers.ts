import { expect } from 'vitest';
import type { ErrorResponse } from '../api/schemas/error';
import type { PageLinks } from '../api/schemas/paging';
import type { Sandbox } from './index';
import { call, merchant, type JsonResponse } from './node-test-helpers';

/**
 * Helpers of the node tests of the paged lists, report runs and fraud checks (of the sandbox and of the
 * server client): scoped tokens, walking a list through its links, reading error paths, a fraud check.
 */

/** A merchant bearer token that holds only `scope`. */
export async function tokenWithScope(sandbox: Sandbox, scope: string): Promise<string> {
  const response = await fetch(`${sandbox.apiUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: sandbox.credentials.clientId,
      client_secret: sandbox.credentials.clientSecret,
      scope,
    }),
  });
  if (response.status !== 200) throw new Error(`token request failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface Page<T> {
  links: PageLinks;
  results: T[];
}

/** GET of one page with the merchant's API key; fails the test on anything but 200. */
export async function getPage<T>(sandbox: Sandbox, url: string): Promise<Page<T>> {
  const response = await call<Page<T>>(url, { headers: merchant(sandbox) });
  if (response.status !== 200)
    throw new Error(`GET ${url}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Every page from `url` following `direction` links until it is null (at most `limit` pages). */
export async function walk<T>(
  sandbox: Sandbox,
  url: string,
  direction: 'next' | 'prev',
  limit = 50,
): Promise<Page<T>[]> {
  const pages: Page<T>[] = [];
  let current: string | null = url;
  while (current && pages.length < limit) {
    const page: Page<T> = await getPage<T>(sandbox, current);
    pages.push(page);
    current = page.links[direction];
  }
  return pages;
}

/** `reason.path` of each error: the query key or body path a 400 names. */
export function errorPaths(response: JsonResponse): string[] {
  return (response.body as ErrorResponse).errors.map((error) => String(error.reason?.path));
}

/** The query of an absolute link as a plain record. */
export function queryOf(link: string): Record<string, string> {
  return Object.fromEntries(new URL(link).searchParams);
}

/**
 * Body of `POST /sandbox/frauds`: a fraud check of two operations, a scored review with known
 * latencies and a notification whose provider could not be reached.
 */
export const twoFraudOperations = {
  operations: [
    {
      type: 'FraudScore',
      result: 'Success',
      decision: 'Review',
      providerLatencyMs: 120,
      totalLatencyMs: 135,
    },
    { type: 'FraudScoreNotification', result: 'ProviderConnectionError', decision: 'NoDecision' },
  ],
};

/** Fails when an operation carries latency or logs, which come only when asked for (spec 4.6). */
export function expectWithoutLatencyOrLogs(operations: readonly object[]): void {
  for (const operation of operations) {
    for (const field of ['providerLatency', 'totalLatency', 'logs'])
      expect(operation).not.toHaveProperty(field);
  }
}
