import type { CardElement } from '../../core/card';
import { cardFormTexts } from '../../i18n/card';
import { defineCardFormElement, type RkCardForm } from './card-form';
import { CardElementHandle } from './handle';
import type { CardSetup } from './card-setup';
import { encryptingSink } from './sink';

/** A `<rk-card-form>` configured from the setup; the caller gives it a sink. */
export function createCardForm(setup: Omit<CardSetup, 'vault' | 'holderReference' | 'hosting'>): RkCardForm {
  defineCardFormElement();
  const form = document.createElement('rk-card-form');
  form.locale = setup.locale;
  form.translations = setup.translations;
  form.withHolderName = setup.withHolderName;
  form.instrument = setup.instrument;
  form.networks = setup.networks;
  form.events = setup.events;
  if (setup.stylesText) form.setMerchantStyles(setup.stylesText);
  return form;
}

/**
 * Runs `task` once the page is idle after the next paint: a frame callback runs just before that paint,
 * and the idle callback it asks for comes after it (a task where the browser has no idle callbacks).
 * The timeout lets a page that is never idle still run it, a few seconds late.
 */
export function whenIdleAfterPaint(task: () => void): void {
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task);
  });
}

/**
 * In-page hosting: the form in the merchant's page, encrypting there with the session's key. Card
 * digits leave the element only inside the JWE; the encryptor chunk loads once the page is idle after
 * the form's first paint.
 */
export async function createInPageCardElement(setup: CardSetup): Promise<CardElement> {
  // The locale's texts load first, so the form renders translated from its first frame.
  await cardFormTexts.load(setup.locale);
  const form = createCardForm(setup);
  const sink = encryptingSink(() => {
    const vault = setup.vault();
    return { publicKey: vault.encryptionPublicKey, keyId: vault.keyId };
  }, setup.holderReference);
  form.sink = sink;
  // After the first paint, when idle: neither the request nor jose's evaluation (21 KB the main thread
  // would otherwise parse) comes before the payer sees the inputs; tokenize() is seconds away, and one
  // that comes sooner loads the encryptor itself and waits for it.
  return new CardElementHandle(form, 'in-page', () => whenIdleAfterPaint(() => sink.preload()));
}
