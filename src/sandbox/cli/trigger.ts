import { randomUUID } from 'node:crypto';
import { encryptJwe } from '../../crypto/jwe';
import type { ClientConfig } from '../../api/schemas/client-config';
import { decodeClientConfig, type ServerClient } from '../../server/index';
import { cardTestValues, sampleBankAccounts, sampleCardNumber } from '../platform/shared/test-values';
import { CliError, SandboxConnection, connectionUsage, readFlags } from './connection';

/**
 * `railkit-sandbox trigger <event>`: makes the platform send one notification of a kind, by doing what
 * causes it as a merchant and a payer would (client init, an instrument or a card, the action), so the
 * notification goes out as usual, signed, to the sandbox's notification URL.
 */

/** What a trigger made, printed for the person to find it (the console, `logs`). */
interface Made {
  executionId: string;
  merchantReference: string;
  status: string;
  [id: string]: string;
}

interface TriggerEvent {
  /** The action whose `executionActionCompleted` notification it makes, and whether it succeeds. */
  action: string;
  success: boolean;
  description: string;
  run(client: ServerClient): Promise<Made>;
}

const workspaceId = '0b7f5c1e-2f7a-4d5e-9c1b-7a6e5d4c3b2a';
const declinedCard = cardTestValues.find((test) => test.outcome.status === 'authorizeFailed')!.cardNumber;

/** A payout of `value` EUR to a German sample account, to its final state. */
async function payout(client: ServerClient, value: string): Promise<Made> {
  const merchantReference = `trigger-payout-${randomUUID().slice(0, 8)}`;
  const amount = { value, currency: 'EUR' };
  const config = await session(client, 'payout', merchantReference, amount);
  const instrument = await client.createInstrument(
    {
      holderReference: config.holderReference ?? '',
      paymentMethodCode: 'bankAccount',
      data: sampleBankAccounts.DE!,
      storeInstrument: false,
    },
    { clientToken: config.token },
  );
  const action = await client.payout(config.execution.id, {
    amount,
    payoutComposition: [
      {
        paymentInstrumentId: instrument.id,
        paymentMethodCode: 'bankAccount',
        integrationType: 'api',
        amount,
      },
    ],
  });
  return finished(client, 'payout', config, { instrumentId: instrument.id, actionId: action.actionId });
}

/** A card authorization of 25.00 EUR, to its final state. */
async function authorize(
  client: ServerClient,
  cardNumber: string,
): Promise<{ config: ClientConfig; made: Made }> {
  const merchantReference = `trigger-order-${randomUUID().slice(0, 8)}`;
  const amount = { value: '25.00', currency: 'EUR' };
  const config = await session(client, 'checkout', merchantReference, amount);
  // Encrypted as the SDK encrypts it (contract 7), with the SDK's own encryptor.
  const card = {
    cardNumber,
    expiryMonth: '03',
    expiryYear: String((new Date().getFullYear() + 3) % 100),
    securityCode: '737',
    holderName: 'Jane Doe',
    holderReference: config.holderReference ?? '',
  };
  const action = await client.authorize('checkout', config.execution.id, {
    amount,
    paymentComposition: [
      {
        paymentMethodCode: 'card',
        integrationType: 'api',
        amount,
        encryptedData: await encryptJwe(card, config.vault.encryptionPublicKey, config.vault.keyId),
      },
    ],
  });
  return { config, made: await finished(client, 'checkout', config, { authorizeActionId: action.actionId }) };
}

/** An authorized payment followed by `steps` (capture, cancel, refund), each announced. */
async function followUps(client: ServerClient, steps: ('capture' | 'cancel' | 'refund')[]): Promise<Made> {
  const { config, made } = await authorize(client, sampleCardNumber);
  const ids: Record<string, string> = { authorizeActionId: made.authorizeActionId! };
  for (const step of steps)
    ids[`${step}ActionId`] = (await client[step]('checkout', config.execution.id)).actionId;
  return finished(client, 'checkout', config, ids);
}

async function session(
  client: ServerClient,
  workflowCode: 'payout' | 'checkout',
  merchantReference: string,
  amount: { value: string; currency: string },
): Promise<ClientConfig> {
  const answer = await client.clientInit({
    type: 'dropIn',
    workflowCode,
    holderReference: 'trigger-customer',
    merchantReference,
    workspaceId,
    amount,
    meta: { order: { placement: { country: { code: 'DE' } } } },
  });
  return decodeClientConfig(answer);
}

/** Waits (up to 10 s) for the final status, whose notification the platform sends with it. */
async function finished(
  client: ServerClient,
  workflowCode: string,
  config: ClientConfig,
  ids: Record<string, string>,
): Promise<Made> {
  const execution = await client.getExecution(workflowCode, config.execution.id, { wait: 10 });
  return {
    executionId: execution.id,
    merchantReference: execution.merchantReference,
    status: execution.status.at(-1)!.code,
    ...ids,
  };
}

/**
 * The name of the notification of `action` with `success`: payout.success or authorize.failure, as
 * `trigger` takes them and `listen` prints them.
 */
export function eventName(action: string, success: boolean): string {
  return `${action}.${success ? 'success' : 'failure'}`;
}

const nameOf = (event: TriggerEvent) => eventName(event.action, event.success);

/**
 * One event per notification the platform sends: `executionActionCompleted` of each action, with
 * `success` true or false, named `<action>.success` / `<action>.failure` as `listen` prints them.
 */
export const triggerEvents: readonly TriggerEvent[] = [
  {
    action: 'payout',
    success: true,
    description: 'a payout of 10.00 EUR to a German account, paid out',
    run: (client) => payout(client, '10.00'),
  },
  {
    action: 'payout',
    success: false,
    description: 'a payout of 10.13 EUR, rejected by the bank (payout.rejected)',
    run: (client) => payout(client, '10.13'),
  },
  {
    action: 'authorize',
    success: true,
    description: 'a card payment of 25.00 EUR, authorized',
    run: async (client) => (await authorize(client, sampleCardNumber)).made,
  },
  {
    action: 'authorize',
    success: false,
    description: `a card payment declined by the issuer (card ${declinedCard}, card.declined)`,
    run: async (client) => (await authorize(client, declinedCard)).made,
  },
  {
    action: 'capture',
    success: true,
    description: 'an authorized card payment, captured (authorize.success first)',
    run: (client) => followUps(client, ['capture']),
  },
  {
    action: 'cancel',
    success: true,
    description: 'an authorized card payment, cancelled (authorize.success first)',
    run: (client) => followUps(client, ['cancel']),
  },
  {
    action: 'refund',
    success: true,
    description: 'a captured card payment, refunded (authorize.success and capture.success first)',
    run: (client) => followUps(client, ['capture', 'refund']),
  },
];

export const triggerUsage = `Usage: railkit-sandbox trigger <event>
       railkit-sandbox trigger --list

Makes the sandbox send one notification of a kind: it creates what the event needs (a session, an
account or a card), runs the action as a merchant and a payer would, waits for its final status, and
prints the ids. The notification goes out as usual, signed, to the sandbox's notification URL (see
railkit-sandbox listen).

  --list                 names every event

${connectionUsage}`;

export async function trigger(args: string[]): Promise<void> {
  const { values, positionals } = readFlags(args, { list: { type: 'boolean' } }, true);
  if (values.help) return console.log(triggerUsage);
  if (values.list) {
    for (const event of triggerEvents) console.log(`${nameOf(event).padEnd(18)} ${event.description}`);
    return;
  }
  const [name, ...extra] = positionals;
  const event = triggerEvents.find((candidate) => nameOf(candidate) === name);
  if (!name || extra.length > 0 || !event) {
    const what = name ? `Unknown event ${JSON.stringify(positionals.join(' '))}` : 'Name an event';
    throw new CliError(`${what}; the events are: ${triggerEvents.map(nameOf).join(', ')}.`);
  }
  const connection = new SandboxConnection(values);
  const made = await connection.run((client) => event.run(client));
  console.log(`Triggered ${name}: ${event.description}.`);
  for (const [key, value] of Object.entries(made)) console.log(`  ${key.padEnd(18)} ${value}`);
}
