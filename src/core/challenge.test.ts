import { afterEach, describe, expect, it } from 'vitest';
import { completeChallengeByKeyboard } from '../../test/challenge-frame';
import { createTestSession } from '../../test/sandbox-client';
import { postAsSession } from '../../test/sandbox-control';
import type { ReturnInfo } from './types';
import { encryptJwe } from '../crypto/jwe';
import { openChallengeDialog, type ChallengeDialog } from './challenge';
import { decodeConfig } from './config';

// The 3-D Secure dialog with the sandbox's real challenge page in its frame: a challenge the authorize
// said is framed by this page ends in that frame, on the platform's page, which tells this page.

const dialogs: ChallengeDialog[] = [];
afterEach(() => {
  for (const dialog of dialogs.splice(0)) dialog.close();
});

/** Authorizes a 3-D Secure card as the SDK does for its dialog, with the shop's returnInfo given too. */
async function framedChallenge(returnInfo: ReturnInfo): Promise<string> {
  const config = decodeConfig(await createTestSession({ workflowCode: 'checkout' }));
  const card = {
    cardNumber: '4000000000003220',
    expiryMonth: '03',
    expiryYear: '30',
    securityCode: '737',
    holderName: 'Ada Lovelace',
    holderReference: config.holderReference!,
  };
  const encryptedData = await encryptJwe(card, config.vault.encryptionPublicKey, config.vault.keyId);
  const response = await postAsSession(config, config.execution.links.authorize!.href, {
    amount: config.amount,
    returnInfo,
    paymentComposition: [
      {
        paymentMethodCode: 'card',
        integrationType: 'api',
        amount: config.amount,
        encryptedData,
        threeDSecure: { challenge: 'frame', parentOrigin: location.origin },
      },
    ],
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { links: { consumerWait: string } }).links.consumerWait;
}

/** The dialog's frame's address when this page may read it (same origin), else null (the platform's). */
function readableAddress(frame: HTMLIFrameElement): string | null {
  try {
    return frame.contentWindow!.location.href;
  } catch {
    return null;
  }
}

function open(url: string): { dialog: ChallengeDialog; frame: HTMLIFrameElement } {
  const dialog = openChallengeDialog(url, {}, null);
  dialogs.push(dialog);
  const frame = document.querySelector('rk-challenge')!.shadowRoot!.querySelector('iframe')!;
  return { dialog, frame };
}

function settledWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
}

describe('the challenge in the dialog', () => {
  it('ends in its own frame: the platform page says so to this page, and the shop never loads there', async () => {
    // A return page on this very origin: had the frame gone there, this page could read its address.
    const shop = `${location.origin}/shop-return`;
    const url = await framedChallenge({ success: `${shop}?paid`, error: `${shop}?failed` });
    const { dialog, frame } = open(url);
    const loaded: (string | null)[] = [];
    frame.addEventListener('load', () => loaded.push(readableAddress(frame)));
    await expect.poll(() => loaded.length).toBe(1);

    // By keyboard, as a payer may: from the dialog's heading past its Cancel button to the issuer's
    // Complete (a pointer click into a cross-origin frame in the test runner's own frame misses).
    await completeChallengeByKeyboard();
    // Generous: the frame loads the platform's closing page first, and on a busy machine (the node tests
    // run beside these) that took more than 5 s once. A dialog that never ends still fails here.
    expect(await settledWithin(dialog.ended, 10_000)).toBe(true);
    // The challenge page, then the platform's closing page: both the platform's, never the shop's.
    await expect.poll(() => loaded).toEqual([null, null]);
  });

  it('hears no one but its own frame: a message from elsewhere does not end it', async () => {
    const url = await framedChallenge({ success: `${location.origin}/shop-return` });
    const { dialog } = open(url);
    window.postMessage({ type: 'railkit:3ds-challenge-ended', outcome: 'completed' }, location.origin);
    expect(await settledWithin(dialog.ended, 500)).toBe(false);
  });
});
