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
 * In-page hosting: the form in the merchant's page, encrypting there with the session's key. Card
 * digits leave the element only inside the JWE; the encryptor chunk loads right after the form mounts.
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
  // A task after mount: the form's first render runs before jose is fetched and evaluated (21 KB the
  // main thread would otherwise parse while the payer waits for the inputs); tokenize() is seconds away.
  return new CardElementHandle(form, 'in-page', () => setTimeout(() => sink.preload()));
}
