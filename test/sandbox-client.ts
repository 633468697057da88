import { inject } from 'vitest';
import type { ClientInitResponse } from '../src/api/schemas/client-config';
import { withConfig } from './config-fixtures';
import './sandbox-info';

/** The sandbox's default workspace; any UUID works, the sandbox creates workspaces on first use. */
export const testWorkspaceId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

export interface TestSessionOptions {
  workflowCode?: 'payout' | 'checkout';
  country?: string;
  amount?: { value: string; currency: string };
  holderReference?: string;
  /**
   * The payout form's schema in the lookup: `prepared`, as the sandbox publishes it (no `$ref`), or
   * `written`, the country's schema as written, with `$ref`s to its `$defs` and to holder.json (contract 5).
   */
  schema?: 'prepared' | 'written';
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
  const session = (await response.json()) as ClientInitResponse;
  return options.schema === 'written' ? withWrittenSchema(session, options.country ?? 'DE') : session;
}

/** The URL of `country`'s bank-account schema as written (`$ref`s) or prepared, in the test sandbox. */
export function bankAccountSchemaUrl(country: string, form: 'prepared' | 'written'): string {
  const prefix = form === 'prepared' ? 'prepared/' : '';
  return `${inject('sandbox').apiUrl}/schemas/v1/${prefix}bank-account/${country}.json`;
}

/** `session` with its bank-account option's schema replaced by `country`'s schema as written. */
async function withWrittenSchema(session: ClientInitResponse, country: string): Promise<ClientInitResponse> {
  const written = await (await fetch(bankAccountSchemaUrl(country, 'written'))).json();
  return withConfig(session, (config) => {
    const { data } = config.lookup as { data: { payoutCompositionOptions: { clientConfig: object }[] } };
    for (const option of data.payoutCompositionOptions) {
      option.clientConfig = { ...option.clientConfig, instrumentDataSchema: written };
    }
  });
}
