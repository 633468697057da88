import { inject } from 'vitest';
import type { ClientInitResponse } from '../src/api/schemas/client-config';
import './sandbox-info';

/** The sandbox's default workspace; any UUID works, the sandbox creates workspaces on first use. */
export const testWorkspaceId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

export interface TestSessionOptions {
  workflowCode?: 'payout' | 'checkout';
  country?: string;
  amount?: { value: string; currency: string };
  holderReference?: string;
}

/**
 * Does what a merchant server does before the page loads: client init with the merchant's API key.
 * Tests may call it from the browser because the sandbox's merchant key is a test value.
 */
export async function createTestSession(options: TestSessionOptions = {}): Promise<ClientInitResponse> {
  const sandbox = inject('sandbox');
  const workflowCode = options.workflowCode ?? 'payout';
  const response = await fetch(`${sandbox.apiUrl}/merchant/client/init`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': sandbox.apiKey,
      'x-idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      type: 'dropIn',
      workflowCode,
      holderReference: options.holderReference ?? `holder-${crypto.randomUUID()}`,
      merchantReference: `order-${crypto.randomUUID()}`,
      workspaceId: testWorkspaceId,
      amount: options.amount ?? { value: '125.50', currency: 'EUR' },
      meta: { order: { placement: { country: { code: options.country ?? 'DE' } } } },
    }),
  });
  if (!response.ok) throw new Error(`client init failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as ClientInitResponse;
}
