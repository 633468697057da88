import { describe, expect, it } from 'vitest';
import { maxBodyBytes } from '../sandbox/http/responses';
import { clientInitBody, useTestSandbox } from '../sandbox/node-test-helpers';
import { createServerClient, maxRequestBodyBytes, RequestBodyTooLargeError } from './index';

const sandbox = useTestSandbox();

describe('a request body over the platform limit', () => {
  it('is the limit the sandbox enforces', () => {
    expect(maxRequestBodyBytes).toBe(maxBodyBytes);
  });

  it('is refused before it is sent, once, with a typed error', async () => {
    let sent = 0;
    const client = createServerClient({
      baseUrl: sandbox.apiUrl,
      vaultUrl: sandbox.vaultUrl,
      credentials: { apiKey: sandbox.credentials.apiKey },
      // Counts the calls that reach the network; the real fetch sends them.
      fetch: (input, init) => {
        sent += 1;
        return fetch(input, init);
      },
    });
    const body = { ...clientInitBody(), meta: { note: 'x'.repeat(maxRequestBodyBytes) } };
    const refused = await client.clientInit(body).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RequestBodyTooLargeError);
    expect(refused).toMatchObject({ code: 'request.entity-too-large', limitBytes: maxRequestBodyBytes });
    expect((refused as Error).message).toContain(`over the platform's limit of ${maxRequestBodyBytes} bytes`);
    expect(sent).toBe(0);
    // Just under the limit still goes.
    await client.clientInit(clientInitBody());
    expect(sent).toBe(1);
  });
});
