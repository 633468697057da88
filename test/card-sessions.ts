import { inject } from 'vitest';
import { commands } from 'vitest/browser';
import type { ClientConfig } from '../src/api/schemas/client-config';
import type { Instrument } from '../src/api/schemas/instrument';
import type { CardElementEvents } from '../src/core/card';
import { decodeConfig } from '../src/core/config';
import type { DynamicElementContext } from '../src/core/dynamic-element';
import { createTestSession } from './sandbox-client';
import { postAsSession } from './sandbox-control';

/* Shared by the card element's browser tests: real checkout sessions of the test sandbox, the context
 * the core would hand the card factory, and a second JWE library (node-jose, in Node) to read tokens. */

export async function checkoutConfig(holderReference?: string): Promise<ClientConfig> {
  return decodeConfig(await createTestSession({ workflowCode: 'checkout', holderReference }));
}

export type CardContextOverrides = Omit<Partial<DynamicElementContext>, 'events'> & {
  events?: CardElementEvents;
};

export function cardContext(
  config: ClientConfig,
  overrides: CardContextOverrides = {},
): DynamicElementContext {
  const option = config.lookup.data.paymentCompositionOptions!.find((o) => o.paymentMethodCode === 'card')!;
  return {
    option,
    holderReference: config.holderReference!,
    locale: 'en',
    translations: {},
    styles: {},
    events: {},
    createInstrument: () => Promise.reject(new Error('the card element creates no instrument')),
    fetchJson: () => Promise.reject(new Error('the card element fetches no schema')),
    elementOptions: { paymentMethod: { paymentMethodCode: 'card' }, hosting: 'in-page' },
    vault: config.vault,
    ...(overrides as Partial<DynamicElementContext>),
  };
}

/** The JWE's plaintext and header as node-jose reads them with the sandbox's private key. */
export async function decryptWithSandboxKey(
  jwe: string,
): Promise<{ plaintext: Record<string, unknown>; header: Record<string, unknown> }> {
  const { plaintext, protectedHeader } = await commands.decryptWithNodeJose(
    jwe,
    inject('sandbox').encryptionPrivateKeyPem,
  );
  return { plaintext: JSON.parse(plaintext) as Record<string, unknown>, header: protectedHeader };
}

/**
 * Pays once with `encryptedData` and `storeInstrument: true`, as a checkout would, then opens a new
 * session of the same holder: its lookup offers the stored card. Returns that session and the card.
 */
export async function sessionWithStoredCard(
  config: ClientConfig,
  encryptedData: string,
): Promise<{ config: ClientConfig; instrument: Instrument }> {
  const response = await postAsSession(config, config.execution.links.authorize!.href, {
    amount: config.amount,
    paymentComposition: [
      {
        paymentMethodCode: 'card',
        integrationType: 'api',
        amount: config.amount,
        encryptedData,
        storeInstrument: true,
      },
    ],
  });
  if (!response.ok) throw new Error(`authorize failed: ${response.status} ${await response.text()}`);
  const next = await checkoutConfig(config.holderReference);
  const card = next.lookup.data.paymentCompositionOptions!.find((o) => o.paymentMethodCode === 'card')!;
  const instrument = card.paymentInstruments?.[0];
  if (!instrument) throw new Error('the new session offers no stored card');
  return { config: next, instrument };
}
