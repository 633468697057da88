import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../api/schemas/notification';
import { createServerClient, decodeClientConfig, verifyNotification, type ServerClient } from '../../server';
import type { Sandbox, SandboxOptions, StorageOption } from '../index';
import {
  authorizeBody,
  clientInitBody,
  createInstrument,
  encryptedCard,
  payoutBody,
  startTestSandbox,
  until,
} from '../node-test-helpers';
import { useBackends } from './durable-test-helpers';

const backends = useBackends();

/**
 * The merchant's notification endpoint: records every delivery; at `/refuse-first` it answers 500 to
 * the first delivery of each event, so that event needs a retry.
 */
const receiver = { url: '', received: [] as { rawBody: string; signature: string | undefined }[] };
const endpoint = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const firstOfEvent = !receiver.received.some((delivery) => delivery.rawBody === rawBody);
    receiver.received.push({ rawBody, signature: req.headers['x-signature'] as string | undefined });
    res.writeHead(req.url === '/refuse-first' && firstOfEvent ? 500 : 204).end();
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
});
afterAll(async () => {
  endpoint.closeAllConnections();
  await new Promise((resolve) => endpoint.close(resolve));
});

/**
 * Every domain changes its records through the unit of work (`get`, `set`, `touch`): a stop that
 * finds one changed without being noted says so on stderr (see the last test).
 */
const errors = vi.spyOn(console, 'error');
afterAll(() => errors.mockRestore());

function clientOf(sandbox: Sandbox): ServerClient {
  const { clientId, clientSecret } = sandbox.credentials;
  return createServerClient({
    baseUrl: sandbox.apiUrl,
    vaultUrl: sandbox.vaultUrl,
    credentials: { clientId, clientSecret },
  });
}

/** The same sandbox again: same storage, same ports (links and URLs it handed out stay valid). */
function restart(before: Sandbox, storage: StorageOption, options: SandboxOptions = {}): Promise<Sandbox> {
  return startTestSandbox({
    storage,
    port: Number(new URL(before.apiUrl).port),
    vaultPort: Number(new URL(before.vaultUrl).port),
    ...options,
  });
}

/** Client init, a stored bank account and the payout on it, as a merchant server and a browser do. */
async function payOut(sandbox: Sandbox, client: ServerClient, idempotencyKey = randomUUID()) {
  const config = decodeClientConfig(await client.clientInit(clientInitBody()));
  const created = await createInstrument(config);
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const instrumentId = (created.body as { id: string }).id;
  const result = await client.payout(config.execution.id, payoutBody(config, instrumentId), {
    idempotencyKey,
  });
  return { config, instrumentId, result, idempotencyKey, body: payoutBody(config, instrumentId) };
}

function notificationsOf(executionId: string): Notification[] {
  return receiver.received
    .map((delivery) => JSON.parse(delivery.rawBody) as Notification)
    .filter((event) => event.details.execution.id === executionId);
}

describe.each(backends)('a durable sandbox on $name', (backend) => {
  it('still has the payout, the vault record, the tokens and the stored answers after a restart', async () => {
    const storage = await backend.fresh();
    const first = await startTestSandbox({ storage, payoutSettleMs: 50 });
    const client = clientOf(first);
    const { config, result, idempotencyKey, body } = await payOut(first, client);
    const settled = await client.getExecution('payout', config.execution.id, { wait: 5 });
    const [record] = (
      await client.tokenize([{ type: 'card', fields: { cardNumber: { value: '4111111111111111' } } }])
    ).records;
    const recordId = (record as { id: string }).id;
    const token = await client.accessToken();
    await first.close();

    const second = await restart(first, storage);
    try {
      const again = clientOf(second);
      expect(await again.getExecution('payout', config.execution.id)).toEqual(settled);
      expect((await again.getRecord(recordId)).id).toBe(recordId);
      // The retry of the same user action replays the stored answer: nothing is paid twice.
      expect(await again.payout(config.execution.id, body, { idempotencyKey })).toEqual(result);
      const withOldToken = await fetch(
        `${second.apiUrl}/merchant/workflows/payout/executions/${config.execution.id}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      expect(withOldToken.status).toBe(200);
      expect(second.encryptionPrivateKeyPem).toBe(first.encryptionPrivateKeyPem);
    } finally {
      await second.close();
    }
  });

  it('settles a payout accepted before the stop after the restart, and announces it once', async () => {
    const storage = await backend.fresh();
    const options = { storage, payoutSettleMs: 400, webhookUrl: `${receiver.url}/`, webhookRetryBaseMs: 50 };
    const first = await startTestSandbox(options);
    const { config } = await payOut(first, clientOf(first));
    await first.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(notificationsOf(config.execution.id)).toEqual([]);

    const second = await restart(first, storage, options);
    try {
      const execution = await clientOf(second).getExecution('payout', config.execution.id, { wait: 5 });
      expect(execution.status.map((status) => status.code)).toEqual([
        'created',
        'payoutRequested',
        'payoutPending',
        'payoutSuccessful',
      ]);
      await until(() => notificationsOf(config.execution.id).length > 0, 3_000);
      // Long enough for a second delivery, were there one.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const delivered = notificationsOf(config.execution.id);
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.details).toMatchObject({ action: 'payout', success: true });
    } finally {
      await second.close();
    }
  });

  it('retries an undelivered notification after a restart with the same event id and body', async () => {
    const storage = await backend.fresh();
    // Retries come late, so the first (refused or not) attempt happens before the stop and the retry after.
    const failingReceiver = {
      storage,
      payoutSettleMs: 20,
      webhookUrl: `${receiver.url}/refuse-first`,
      webhookRetryBaseMs: 600,
    };
    const first = await startTestSandbox(failingReceiver);
    const { config } = await payOut(first, clientOf(first));
    await until(() => notificationsOf(config.execution.id).length === 1, 3_000);
    await first.close();
    const [refused] = receiver.received.filter((delivery) => delivery.rawBody.includes(config.execution.id));

    const second = await restart(first, storage, failingReceiver);
    try {
      await until(() => notificationsOf(config.execution.id).length === 2, 5_000);
      const [, retried] = receiver.received.filter((delivery) =>
        delivery.rawBody.includes(config.execution.id),
      );
      expect(retried!.rawBody).toBe(refused!.rawBody);
      // Each attempt is signed afresh (its own `t`), with the default secret.
      expect(() => verifyNotification(retried!.rawBody, retried!.signature, 'whsec_test_demo')).not.toThrow();
    } finally {
      await second.close();
    }
  });

  it('keeps an authorization and its captured amount across restarts', async () => {
    const storage = await backend.fresh();
    const first = await startTestSandbox({ storage, paymentSettleMs: 400 });
    const client = clientOf(first);
    const config = decodeClientConfig(await client.clientInit(clientInitBody({ workflowCode: 'checkout' })));
    const executionId = config.execution.id;
    await client.authorize('checkout', executionId, authorizeBody(config, await encryptedCard(config)));
    await first.close();

    const second = await restart(first, storage);
    try {
      const authorized = await clientOf(second).getExecution('checkout', executionId, { wait: 5 });
      expect(authorized.status.at(-1)!.code).toBe('authorizeSuccessful');
      await clientOf(second).capture('checkout', executionId, {
        amount: { value: '100.25', currency: 'EUR' },
      });
    } finally {
      await second.close();
    }
    const third = await restart(first, storage);
    try {
      const client = clientOf(third);
      await client.capture('checkout', executionId);
      await expect(client.capture('checkout', executionId)).rejects.toThrow(
        /nothing is left to capture \(125\.50 EUR captured, 0\.00 EUR cancelled\)/,
      );
    } finally {
      await third.close();
    }
  });

  it('starts empty with fresh storage, and keeps nothing in memory mode', async () => {
    const storage = await backend.fresh();
    const sandbox = await startTestSandbox({ storage });
    const { config } = await payOut(sandbox, clientOf(sandbox));
    await sandbox.close();
    const inMemory = await restart(sandbox, 'memory');
    try {
      await expect(clientOf(inMemory).getExecution('payout', config.execution.id)).rejects.toMatchObject({
        status: 404,
      });
    } finally {
      await inMemory.close();
    }
  });
});

describe('the domains of every test above', () => {
  it('changed no record in place without noting it', () => {
    const unnoted = errors.mock.calls.flat().filter((line) => String(line).includes('without being noted'));
    expect(unnoted).toEqual([]);
  });
});
