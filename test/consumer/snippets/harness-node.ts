// What a server-side snippet takes from the merchant's back end, as the consumer test gives it: the
// packaged sandbox's URLs and credentials, a delivered notification, and a check that fails the program.
import { strict as assert } from 'node:assert';
import { signNotification } from 'railkit/sandbox';

const { RAILKIT_API_URL, RAILKIT_VAULT_URL, RAILKIT_CONSUMER_URL } = process.env;

/** The packaged sandbox's hosts and its seeded merchant (docs/sandbox-api.md). */
export const sandbox = {
  baseUrl: RAILKIT_API_URL!,
  vaultUrl: RAILKIT_VAULT_URL!,
  clientId: 'demo-merchant',
  clientSecret: 'demo-secret',
  workspaceId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  webhookSecrets: ['whsec_test_demo'],
};

export const check: (value: unknown, message: string) => asserts value = assert.ok;

/** The merchant's order store of docs/webhooks.md, recording what the handler reconciled. */
export function recordingOrders() {
  const reconciled: { id: string; action: string }[] = [];
  return {
    reconciled,
    async reconcileOnce(id: string, details: { action: string }) {
      reconciled.push({ id, action: details.action });
    },
  };
}

interface Delivery {
  rawBody: string;
  signature: string;
}

/** The latest notification the sandbox delivered to the consumer app's server, as it arrived. */
export async function deliveredNotification(): Promise<Delivery> {
  const response = await fetch(`${RAILKIT_CONSUMER_URL}/api/notifications/latest`);
  check(response.ok, 'the consumer app has received a notification from the sandbox');
  return (await response.json()) as Delivery;
}

/**
 * Posts the delivered notification to a handler, then the same with a changed body and a signed body
 * that is no notification, and checks the handler's answers (204, 401, 400) and what it reconciled.
 */
export async function checkWebhookHandler(
  post: (rawBody: string, signature: string) => Promise<Response>,
  orders: ReturnType<typeof recordingOrders>,
): Promise<void> {
  const delivery = await deliveredNotification();
  const accepted = await post(delivery.rawBody, delivery.signature);
  check(accepted.status === 204, `a signed notification is answered 204, not ${accepted.status}`);
  const { id } = JSON.parse(delivery.rawBody) as { id: string };
  check(orders.reconciled.length === 1 && orders.reconciled[0]!.id === id, 'the order is reconciled once');

  const tampered = await post(
    delivery.rawBody.replace('"success":true', '"success":false'),
    delivery.signature,
  );
  check(tampered.status === 401, `a changed body is answered 401, not ${tampered.status}`);
  const unknown = '{"hello":"world"}';
  const invalid = await post(unknown, signNotification(unknown, sandbox.webhookSecrets));
  check(
    invalid.status === 400,
    `a signed body that is no notification is answered 400, not ${invalid.status}`,
  );
  check(orders.reconciled.length === 1, 'nothing else is reconciled');
}
