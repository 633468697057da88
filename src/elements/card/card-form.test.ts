import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ClientConfig } from '../../api/schemas/client-config';
import type { CardChange, CardElement, CardElementEvents } from '../../core/card';
import { dynamicElementFactory } from '../../core/dynamic-element';
import { ValidationError } from '../../api/errors';
import { init } from '../../core/init';
import { expectWaitShownOnceItLasts } from '../../../test/busy-display';
import { rejectionOf } from '../../../test/rejections';
import { runnerFocusSettled, screenshotsElements } from '../../../test/engine-abilities';
import { leftOf } from '../../../test/text-position';
import { createTestSession } from '../../../test/sandbox-client';
import type { RkCardForm } from './card-form';
import {
  cardContext,
  type CardContextOverrides,
  checkoutConfig,
  decryptWithSandboxKey,
  sessionWithStoredCard,
} from '../../../test/card-sessions';
import { cardAr } from '../../i18n/card-ar';
import { cardSchemes } from '../../validation/card/index';
import { createCardElement } from './index';
import { whenIdleAfterPaint } from './in-page';
import '../../card';

/* The in-page card form against the real sandbox: a checkout session's key and vault, tokens decrypted
 * in Node by node-jose with the sandbox's private key, and a stored card made by a real authorize. */

interface Harness {
  handle: CardElement;
  form: RkCardForm;
  root: ShadowRoot;
  config: ClientConfig;
  /** Everything the form reported through callbacks and DOM events, for the "no digit" checks. */
  seen: unknown[];
  changes: CardChange[];
}

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

const visa = '4242424242424242';

/** Public test numbers of co-badged cards: Visa/Dankort, Maestro/Bancontact, Cartes Bancaires/Visa. */
const coBadgedCandidates = ['4571000000000001', '6703444444444449', '4035501000000008', '5017670000006700'];

/** A test card the brand rules know as co-badged (two networks), with those networks in order. */
function coBadgedNumber(): { digits: string; schemes: string[] } {
  for (const digits of coBadgedCandidates) {
    const schemes = cardSchemes(digits);
    if (schemes.length > 1) return { digits, schemes };
  }
  throw new Error('no co-badged test number among the candidates');
}

async function mountCard(overrides: CardContextOverrides = {}, config?: ClientConfig): Promise<Harness> {
  const session = config ?? (await checkoutConfig());
  const seen: unknown[] = [];
  const changes: CardChange[] = [];
  const events: CardElementEvents = {
    onChange: (change) => (changes.push(change), seen.push(change)),
    onFocus: (event) => seen.push(event),
    onBlur: (event) => seen.push(event),
    ...overrides.events,
  };
  const handle = await createCardElement(cardContext(session, { ...overrides, events }));
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  for (const type of ['rk-change', 'rk-focus', 'rk-blur', 'rk-ready', 'rk-submit']) {
    container.addEventListener(type, (event) => seen.push({ ...event, type }));
  }
  handle.mount(container);
  const form = handle.element as RkCardForm;
  await form.updateComplete;
  return { handle, form, root: form.shadowRoot!, config: session, seen, changes };
}

function field(harness: Harness, name: string): HTMLInputElement {
  const found = harness.root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no input ${name}`);
  return found;
}

function errorOf(harness: Harness, name: string): string {
  return harness.root.getElementById(`${field(harness, name).id}-error`)?.textContent?.trim() ?? '';
}

/** A card tokenized once, then a session offering it stored, and its form (only a security code) mounted. */
async function mountStoredCard(locale?: string) {
  const first = await mountCard();
  await fillValidCard();
  const token = await first.handle.tokenize();
  const { config, instrument } = await sessionWithStoredCard(first.config, token.encryptedData);
  first.handle.unmount();
  const elementOptions = { paymentMethod: { paymentMethodCode: 'card' }, hosting: 'in-page', instrument };
  const card = await mountCard({ ...(locale ? { locale } : {}), elementOptions }, config);
  return { card, config, instrument };
}

/** Where the caret is, counted in digits: the formatter may put it either side of a group's space. */
function digitsBeforeCaret(input: HTMLInputElement): number {
  return input.value.slice(0, input.selectionStart ?? 0).replace(/\D/g, '').length;
}

/** The element's pixels, as a screenshot shows them. */
async function pixelsOf(element: Element): Promise<Uint8ClampedArray> {
  const png = await page.screenshot({ element, save: false });
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
}

const samePixels = (a: Uint8ClampedArray, b: Uint8ClampedArray) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Whether the input shows its text (its value, else its placeholder) in the order it was typed: its
 * pixels are those of the same text forced left to right (`bidi-override`), and not those of `reversed`
 * forced so (which proves the comparison sees the order).
 */
async function readsAsTyped(root: ShadowRoot, input: HTMLInputElement, reversed: string): Promise<boolean> {
  const shown = await pixelsOf(input);
  const forced = new CSSStyleSheet();
  forced.replaceSync(
    'input, input::placeholder { direction: ltr !important; unicode-bidi: bidi-override !important; }',
  );
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, forced];
  const property = input.value ? 'value' : 'placeholder';
  const typed = input[property];
  try {
    const inOrder = await pixelsOf(input);
    input[property] = reversed;
    const otherWay = await pixelsOf(input);
    return samePixels(shown, inOrder) && !samePixels(shown, otherWay);
  } finally {
    input[property] = typed;
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== forced);
  }
}

async function fillValidCard(number = '4242 4242 4242 4242'): Promise<void> {
  await userEvent.type(page.getByLabelText('Card number'), number);
  await userEvent.type(page.getByLabelText('Expiry date'), '1230');
  await userEvent.type(page.getByLabelText('Security code'), '737');
  await userEvent.type(page.getByLabelText('Name on card'), 'Jane Doe');
}

describe('<rk-card-form> fields', () => {
  it('labels, autocomplete and numeric keyboards for every field', async () => {
    await mountCard();
    const expected = [
      ['Card number', 'cc-number', 'numeric'],
      ['Expiry date', 'cc-exp', 'numeric'],
      ['Security code', 'cc-csc', 'numeric'],
      ['Name on card', 'cc-name', null],
    ] as const;
    for (const [label, autocomplete, inputmode] of expected) {
      const input = page.getByLabelText(label);
      await expect.element(input).toHaveAttribute('autocomplete', autocomplete);
      if (inputmode) await expect.element(input).toHaveAttribute('inputmode', inputmode);
      else await expect.element(input).not.toHaveAttribute('inputmode');
    }
  });

  it('formats the number in the brand groups while typing and keeps the caret on an edit in the middle', async () => {
    const card = await mountCard();
    const number = field(card, 'cardNumber');
    await userEvent.type(page.getByLabelText('Card number'), visa);
    expect(number.value).toBe('4242 4242 4242 4242');
    // Delete the 5th digit (after "4242 4"), then type it again: the caret stays where the person types.
    number.setSelectionRange(6, 6);
    await userEvent.keyboard('{Backspace}');
    expect(number.value).toBe('4242 2424 2424 242');
    expect(digitsBeforeCaret(number)).toBe(4);
    await userEvent.keyboard('4');
    expect(number.value).toBe('4242 4242 4242 4242');
    expect(digitsBeforeCaret(number)).toBe(5);

    await userEvent.clear(page.getByLabelText('Card number'));
    await userEvent.type(page.getByLabelText('Card number'), '378282246310005');
    expect(number.value).toBe('3782 822463 10005');
  });

  it('takes a pasted number with spaces or dashes, and an expiry such as 1/29', async () => {
    const card = await mountCard();
    await userEvent.fill(page.getByLabelText('Card number'), '5555-5555 5555-4444');
    expect(field(card, 'cardNumber').value).toBe('5555 5555 5555 4444');
    await userEvent.type(page.getByLabelText('Expiry date'), '1/39');
    await userEvent.tab();
    expect(field(card, 'expiry').value).toBe('01 / 39');
    expect(errorOf(card, 'expiry')).toBe('');
    expect(card.changes.at(-1)?.brand).toBe('mastercard');
  });

  it('shows the brand badge and names it to screen readers', async () => {
    const card = await mountCard();
    await userEvent.type(page.getByLabelText('Card number'), '3782');
    await card.form.updateComplete;
    expect(card.root.querySelector('[part="brand"]')?.textContent).toContain('American Express');
    expect(field(card, 'cardNumber').getAttribute('aria-describedby')).toContain('rk-card-brand');
    expect(card.root.getElementById('rk-card-brand')?.textContent).toContain('American Express');
    // The security code of an Amex card has 4 digits: the hint says so.
    await expect.element(page.getByText('4 digits (CID)')).toBeVisible();
  });
});

describe('errors', () => {
  it.runIf(runnerFocusSettled)(
    'appear after the field is left, not while typing, and are announced',
    async () => {
      const card = await mountCard();
      await userEvent.type(page.getByLabelText('Card number'), '4242 4242');
      await card.form.updateComplete;
      expect(errorOf(card, 'cardNumber')).toBe('');
      expect(field(card, 'cardNumber').getAttribute('aria-invalid')).toBe('false');
      await userEvent.tab();
      await card.form.updateComplete;
      expect(errorOf(card, 'cardNumber')).toBe('The card number is incomplete.');
      const number = field(card, 'cardNumber');
      expect(number.getAttribute('aria-invalid')).toBe('true');
      expect(number.getAttribute('aria-describedby')).toContain(`${number.id}-error`);
      expect(card.root.getElementById(`${number.id}-error`)?.getAttribute('aria-live')).toBe('polite');
      // Untouched fields show nothing yet; the change event carries the shown error only.
      expect(errorOf(card, 'expiry')).toBe('');
      expect(card.changes.at(-1)).toEqual({
        complete: false,
        brand: 'visa',
        errors: { cardNumber: 'The card number is incomplete.' },
      });
    },
  );

  it('a wrong checksum, a past expiry and a short code: field errors, and tokenize sends nothing', async () => {
    const card = await mountCard();
    await userEvent.type(page.getByLabelText('Card number'), '4242424242424241');
    await userEvent.type(page.getByLabelText('Expiry date'), '0120');
    await userEvent.type(page.getByLabelText('Security code'), '12');
    const error = await rejectionOf(card.handle.tokenize());
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({
      cardNumber: 'This card number is not valid: check it for typos.',
      expiry: 'This card has expired.',
      securityCode: 'The security code has 3 digits.',
      holderName: 'Enter the name on the card.',
    });
    await card.form.updateComplete;
    await expect
      .poll(() => card.root.querySelector('[part="summary"]')?.textContent)
      .toBe('Check 4 fields: Card number, Expiry date, Security code, Name on card.');
    expect(card.root.activeElement?.getAttribute('name')).toBe('cardNumber');
    expect(await card.handle.validate()).toBe(false);
  });

  it('the translations option renames fields and rewords errors', async () => {
    const card = await mountCard({
      translations: { 'card.number.label': 'Long number', 'card.number.error.empty': 'We need it.' },
    });
    await expect.element(page.getByLabelText('Long number')).toBeVisible();
    const error = await rejectionOf(card.handle.tokenize());
    expect((error as ValidationError).fieldErrors.cardNumber).toBe('We need it.');
  });
});

describe('networks', () => {
  /** The session's card option as if it listed the networks it accepts. */
  async function acceptingOnly(networks: string[]): Promise<Harness> {
    const config = await checkoutConfig();
    const option = config.lookup.data.paymentCompositionOptions!.find((o) => o.paymentMethodCode === 'card')!;
    return mountCard(
      { option: { ...option, clientConfig: { ...option.clientConfig, networks } } as typeof option },
      config,
    );
  }

  it.runIf(runnerFocusSettled)('a brand the session does not accept is a field error', async () => {
    const card = await acceptingOnly(['mastercard']);
    await userEvent.type(page.getByLabelText('Card number'), visa);
    await userEvent.tab();
    await card.form.updateComplete;
    expect(errorOf(card, 'cardNumber')).toBe('Visa cards are not accepted here.');
  });

  it('a co-badged card offers its networks as a radio group, and the choice goes with the token', async () => {
    const card = await mountCard();
    const number = coBadgedNumber();
    await userEvent.type(page.getByLabelText('Card number'), number.digits);
    const group = page.getByRole('radiogroup', { name: 'Card network to use' });
    await expect.element(group).toBeVisible();
    const radios = [...card.root.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => radio.value)).toEqual(number.schemes);
    expect(radios[0]!.checked).toBe(true);
    await userEvent.click(radios[1]!);
    await userEvent.type(page.getByLabelText('Expiry date'), '1230');
    await userEvent.type(page.getByLabelText('Security code'), '123');
    await userEvent.type(page.getByLabelText('Name on card'), 'Jane Doe');
    const token = await card.handle.tokenize();
    expect(token.preferredScheme).toBe(number.schemes[1]);
  });

  it('limits the choice to the networks the session accepts', async () => {
    const number = coBadgedNumber();
    const card = await acceptingOnly(number.schemes.slice(1));
    await userEvent.type(page.getByLabelText('Card number'), number.digits);
    await card.form.updateComplete;
    expect(card.root.querySelector('[role="radiogroup"]')).toBeNull();
  });
});

describe('keyboard', () => {
  it('Tab walks number, expiry, security code, name; Enter asks the page to submit', async () => {
    let submits = 0;
    const card = await mountCard({ events: { onSubmit: () => submits++ } });
    card.handle.focus();
    const order = [card.root.activeElement?.getAttribute('name')];
    for (let step = 0; step < 3; step++) {
      await userEvent.tab();
      order.push(card.root.activeElement?.getAttribute('name'));
    }
    expect(order).toEqual(['cardNumber', 'expiry', 'securityCode', 'holderName']);
    await userEvent.keyboard('Jane{Enter}');
    expect(submits).toBe(1);
    expect(card.seen).toContainEqual(expect.objectContaining({ type: 'rk-submit' }));
  });
});

describe('busy', () => {
  it('shows a wait only once it lasts busyShownAfterMs: a shorter one never greys the form', async () => {
    const card = await mountCard();
    await expectWaitShownOnceItLasts(
      card.root,
      () => field(card, 'cardNumber'),
      (busy) => card.handle.setBusy(busy),
    );
  });
});

describe('locale and styles', () => {
  it('renders right to left in Arabic, with the digits still left to right', async () => {
    const card = await mountCard({ locale: 'ar' });
    expect(card.root.querySelector('form')!.getAttribute('dir')).toBe('rtl');
    await expect.element(page.getByLabelText('رقم البطاقة')).toBeVisible();
    const number = field(card, 'cardNumber');
    expect(number.getAttribute('dir')).toBe('ltr');
    expect(getComputedStyle(number).textAlign).toBe('right');
    expect(getComputedStyle(field(card, 'holderName')).direction).toBe('rtl');
    await rejectionOf(card.handle.tokenize());
    await card.form.updateComplete;
    expect(errorOf(card, 'cardNumber')).toBe('أدخل رقم البطاقة.');
  });

  it.runIf(screenshotsElements)(
    'in Arabic the expiry and its placeholder read left to right, month first, on the right side',
    async () => {
      const card = await mountCard({ locale: 'ar' });
      const expiry = field(card, 'expiry');
      expect(expiry.placeholder).toBe(cardAr['card.expiry.placeholder']);
      for (const style of [getComputedStyle(expiry), getComputedStyle(expiry, '::placeholder')]) {
        expect(style.direction).toBe('ltr');
        expect(style.unicodeBidi).toBe('isolate');
      }
      expect(getComputedStyle(expiry).textAlign).toBe('right');
      // What the payer sees, pixel for pixel: the placeholder, then the typed date, each against the same
      // text forced into left-to-right order, and against it the other way round.
      expect(await readsAsTyped(card.root, expiry, 'YY / MM')).toBe(true);
      await userEvent.type(page.getByLabelText(cardAr['card.expiry.label']), '1230');
      expiry.blur();
      expect(expiry.value).toBe('12 / 30');
      expect(await readsAsTyped(card.root, expiry, '30 / 12')).toBe(true);
    },
  );

  it('in Arabic a stored card keeps its name in order inside the security code label', async () => {
    const { card, instrument } = await mountStoredCard('ar');
    const label = card.root.querySelector(`label[for="${field(card, 'securityCode').id}"]`)!;
    // A name as a platform may write it, with no brand before its digits: unisolated, the Arabic
    // sentence would carry `4242` to the left of the dots.
    card.form.instrument = { ...instrument, displayName: '•••• 4242' };
    await card.form.updateComplete;
    expect(label.textContent).toBe(cardAr['card.securityCode.storedLabel'].replace('{card}', '•••• 4242'));
    expect(label.querySelector('bdi')?.textContent).toBe('•••• 4242');
    expect(leftOf(label, '••••')).toBeLessThan(leftOf(label, '4242'));
    await expect.element(page.getByLabelText(label.textContent!)).toHaveAttribute('autocomplete', 'cc-csc');
  });

  it('applies the styles option through an adopted style sheet, never a style attribute', async () => {
    const card = await mountCard({ styles: { '--rk-color-error': 'rgb(1, 2, 3)', '--rk-radius': '0px' } });
    await rejectionOf(card.handle.tokenize());
    await card.form.updateComplete;
    expect(getComputedStyle(card.root.getElementById('rk-card-number-error')!).color).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(field(card, 'cardNumber')).borderTopLeftRadius).toBe('0px');
    expect(card.root.querySelectorAll('[style]')).toHaveLength(0);
  });
});

describe('tokenize', () => {
  it('encrypts contract 7 for the sandbox key; events and token never carry the number', async () => {
    const card = await mountCard();
    await fillValidCard();
    await userEvent.tab();
    expect(card.changes.at(-1)).toEqual({ complete: true, brand: 'visa', errors: {} });
    const token = await card.handle.tokenize();
    expect(token).toEqual({
      encryptedData: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/),
      brand: 'visa',
      last4: '4242',
      expiryMonth: '12',
      expiryYear: '30',
    });
    const { plaintext, header } = await decryptWithSandboxKey(token.encryptedData);
    expect(header).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256CBC-HS512', kid: card.config.vault.keyId });
    expect(plaintext).toEqual({
      cardNumber: visa,
      expiryMonth: '12',
      expiryYear: '30',
      securityCode: '737',
      holderName: 'Jane Doe',
      holderReference: card.config.holderReference,
    });
    const { encryptedData: _jwe, ...rest } = token;
    const outside = JSON.stringify([card.seen, rest]);
    for (const secret of [visa, '4242 4242', '42424242', '737', '12 / 30']) {
      expect(outside).not.toContain(secret);
    }
    expect(card.seen.filter((event) => (event as { type?: string }).type === 'rk-focus')).not.toHaveLength(0);
  });

  it('a double click encrypts once', async () => {
    const card = await mountCard();
    await fillValidCard();
    const first = card.handle.tokenize();
    const second = card.handle.tokenize();
    expect(second).toBe(first);
    await first;
  });

  it('right after mount, before the page is idle, tokenize() loads the encryptor itself and waits for it', async () => {
    const card = await mountCard();
    // Asked for after mount, so it runs after the form's own idle task (the encryptor's preload).
    let idle = false;
    whenIdleAfterPaint(() => (idle = true));
    const typed = { cardNumber: visa, expiry: '12 / 30', securityCode: '737', holderName: 'Jane Doe' };
    for (const [name, value] of Object.entries(typed)) {
      const input = field(card, name);
      input.value = value;
      input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    }
    const tokenized = card.handle.tokenize();
    expect(idle).toBe(false);
    const { plaintext } = await decryptWithSandboxKey((await tokenized).encryptedData);
    expect(plaintext).toMatchObject({ cardNumber: visa, expiryMonth: '12', expiryYear: '30' });
  });

  it('the preload of the encryptor (whenIdleAfterPaint) runs after the next frame, not in a task before it', async () => {
    const order: string[] = [];
    whenIdleAfterPaint(() => order.push('idle'));
    requestAnimationFrame(() => order.push('frame'));
    await new Promise<void>((resolve) => whenIdleAfterPaint(resolve));
    // A task after mount (what it was) usually runs before the frame, inside the measured first paint.
    expect(order).toEqual(['frame', 'idle']);
  });

  it('clear() empties the fields and their errors', async () => {
    const card = await mountCard();
    await userEvent.type(page.getByLabelText('Card number'), '4242');
    await card.handle.validate();
    card.handle.clear();
    await card.form.updateComplete;
    expect(field(card, 'cardNumber').value).toBe('');
    expect(errorOf(card, 'cardNumber')).toBe('');
  });

  it('a stored card asks only its security code, labelled with the card, and encrypts only that', async () => {
    const { card, config, instrument } = await mountStoredCard();
    expect([...card.root.querySelectorAll('input')].map((input) => input.name)).toEqual(['securityCode']);
    const code = page.getByLabelText('Security code of Visa •••• 4242');
    await expect.element(code).toHaveAttribute('autocomplete', 'cc-csc');
    await userEvent.type(code, '123');
    const stored = await card.handle.tokenize();
    expect(stored).toMatchObject({ brand: 'visa', last4: '4242', paymentInstrumentId: instrument.id });
    const { plaintext } = await decryptWithSandboxKey(stored.encryptedData);
    expect(plaintext).toEqual({ securityCode: '123', holderReference: config.holderReference });
  });

  it('refuses a stored card the session does not offer, and an unknown hosting', async () => {
    const config = await checkoutConfig();
    const foreign = { id: crypto.randomUUID(), displayName: 'Visa •••• 1111', data: {} };
    for (const options of [{ instrument: foreign }, { hosting: 'iframe' }, { holderName: 'yes' }]) {
      const context = cardContext(config, {
        elementOptions: { paymentMethod: { paymentMethodCode: 'card' }, ...options },
      });
      const error = await rejectionOf(createCardElement(context));
      expect(error.code, JSON.stringify(options)).toBe('options.invalid');
    }
  });
});

describe('through init()', () => {
  it('is registered as card by the railkit/card entry; dynamicElement() gives the in-page form that tokenizes', async () => {
    expect(dynamicElementFactory('card')).toBe(createCardElement);
    const client = init(await createTestSession({ workflowCode: 'checkout' }));
    try {
      const element = await client.dynamicElement({
        paymentMethod: { paymentMethodCode: 'card' },
        hosting: 'in-page',
        holderName: false,
      });
      expect(element.hosting).toBe('in-page');
      const container = document.createElement('div');
      document.body.append(container);
      containers.push(container);
      element.mount(container);
      await expect.element(page.getByLabelText('Card number')).toBeVisible();
      await expect.element(page.getByLabelText('Name on card')).not.toBeInTheDocument();
      await userEvent.type(page.getByLabelText('Card number'), visa);
      await userEvent.type(page.getByLabelText('Expiry date'), '0331');
      await userEvent.type(page.getByLabelText('Security code'), '123');
      const token = await element.tokenize();
      const { plaintext } = await decryptWithSandboxKey(token.encryptedData);
      expect(plaintext).toEqual({
        cardNumber: visa,
        expiryMonth: '03',
        expiryYear: '31',
        securityCode: '123',
        holderReference: client.config.holderReference,
      });
    } finally {
      client.destroy();
    }
  });
});
