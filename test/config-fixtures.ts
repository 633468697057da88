import type { ClientInitResponse } from '../src/api/schemas/client-config';
import { decodeBase64, encodeBase64Utf8 } from '../src/crypto/base64';

/** The client-init envelope for any decoded config (valid or not): what the platform would send. */
export function encodeConfig(data: unknown): ClientInitResponse {
  return { version: '1', data: encodeBase64Utf8(JSON.stringify(data)) };
}

/** The decoded JSON of an envelope, without validation. */
export function rawConfigOf(response: ClientInitResponse): Record<string, unknown> {
  const bytes = decodeBase64(response.data);
  if (!bytes) throw new Error('not base64');
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

/** A copy of a real envelope with its decoded config changed by `change`. */
export function withConfig(
  response: ClientInitResponse,
  change: (config: Record<string, unknown>) => void,
): ClientInitResponse {
  const config = rawConfigOf(response);
  change(config);
  return encodeConfig(config);
}

const future = () => new Date(Date.now() + 10 * 60_000).toISOString();

/** A valid config that needs no sandbox (its URLs point nowhere), for pure decoding and option tests. */
export function sampleConfig(): Record<string, unknown> {
  const api = 'http://127.0.0.1:9';
  const executionId = '0b4f6c2e-7f1a-4c3b-9d8e-1a2b3c4d5e6f';
  return {
    token: 'header.payload.signature',
    expiresAt: future(),
    holderReference: 'customer-42',
    merchantReference: 'order-1001',
    workspaceId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    amount: { value: '125.50', currency: 'EUR' },
    execution: {
      id: executionId,
      workflowCode: 'payout',
      merchantReference: 'order-1001',
      status: [{ code: 'created', time: new Date().toISOString() }],
      links: {
        self: `${api}/merchant/workflows/payout/executions/${executionId}`,
        payout: { method: 'POST', href: `${api}/merchant/workflows/payout/executions/${executionId}/payout` },
      },
    },
    lookup: {
      name: 'lookup',
      actionId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      executedAt: new Date().toISOString(),
      data: {
        payoutCompositionOptions: [
          {
            id: 'opt-1',
            paymentMethodCode: 'bankAccount',
            integrationType: 'api',
            clientConfig: { displayName: 'Bank account', flow: 'direct' },
          },
        ],
      },
    },
    vault: {
      url: 'http://127.0.0.1:9',
      providerConfigId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
      encryptionPublicKey: 'MIIBIjANBgkq',
      keyId: 'sandbox-key-1',
      secureFieldsUrl: 'http://127.0.0.1:9/secure-fields/v1/',
      links: { saveInstrument: { method: 'POST', href: `${api}/payment/instruments` } },
    },
  };
}
