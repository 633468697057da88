import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { ClientConfig } from '../api/schemas/client-config';
import type { Instrument } from '../api/schemas/instrument';
import type { CardChange, CardElement } from '../core/card';
import { ValidationError } from '../api/errors';
import { recordConsole } from '../../test/browser-console';
import { entersFrames, readsDevToolsConsole } from '../../test/engine-abilities';
import { rejectionOf } from '../../test/rejections';
import {
  cardContext,
  checkoutConfig,
  decryptWithSandboxKey,
  sessionWithStoredCard,
} from '../../test/card-sessions';
import { createCardElement } from '../elements/card/index';
import type { RkSecureCard } from '../elements/card/secure-fields-host';
import { connectType, helloMessage, isConnectMessage, isFrameMessage, protocolVersion } from './protocol';
import { declaredParentOrigin, listenForConnect, preloadTexts } from './secure-fields';
import { cardFormTexts } from '../i18n/card';

/* The frame's guards as units, then the host element with the real vault frame: the sandbox's vault
 * host serves the page (another origin than this test page), the host handshakes with it, and the
 * form inside is driven through Playwright's frame locator. */

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function fakeLocation(search: string, ancestors?: string[]): Location {
  return { search, ancestorOrigins: ancestors as unknown as DOMStringList } as Location;
}

/** Moves the form elsewhere in the page: its iframe reloads and handshakes anew. Resolves once it is ready. */
async function remount(
  handle: { unmount(): void; mount(target: Element): unknown },
  host: Element,
): Promise<void> {
  const ready = new Promise((resolve) => host.addEventListener('rk-ready', resolve, { once: true }));
  handle.unmount();
  const container = document.createElement('div');
  document.body.append(container);
  cleanups.push(() => container.remove());
  handle.mount(container);
  await ready;
}

describe('the frame trusts one declared page origin', () => {
  it('reads ?origin= only when it is exactly an http(s) origin the browser does not contradict', () => {
    expect(declaredParentOrigin(fakeLocation('?origin=https%3A%2F%2Fshop.example'))).toBe(
      'https://shop.example',
    );
    expect(declaredParentOrigin(fakeLocation('?origin=https://shop.example', ['https://shop.example']))).toBe(
      'https://shop.example',
    );
    for (const search of ['', '?origin=', '?origin=https://shop.example/', '?origin=javascript:alert(1)']) {
      expect(declaredParentOrigin(fakeLocation(search)), search).toBeUndefined();
    }
    // The browser says another page embeds the frame: nobody is answered.
    expect(
      declaredParentOrigin(fakeLocation('?origin=https://shop.example', ['https://evil.example'])),
    ).toBeUndefined();
  });

  it('starts loading the texts of the locale its URL names, before any handshake', async () => {
    expect(cardFormTexts.cached('sv')).toBeUndefined();
    preloadTexts(fakeLocation('?origin=https%3A%2F%2Fshop.example&locale=sv'));
    await expect.poll(() => cardFormTexts.cached('sv')?.['card.number.label']).toBe('Kortnummer');
  });

  it('ignores a connect from another origin, another window or of another shape', async () => {
    const connects: unknown[] = [];
    const stop = listenForConnect('https://shop.example', (_port, settings) => connects.push(settings));
    cleanups.push(stop);
    const channel = new MessageChannel();
    const settings = {
      locale: 'en',
      translations: {},
      styles: {},
      withHolderName: true,
      instrument: undefined,
      networks: undefined,
      encryptionPublicKey: 'key',
      keyId: 'kid',
      holderReference: 'holder',
    };
    const good = { type: connectType, version: protocolVersion, settings };
    // This window posts to itself: the origin is this test page's, and the source is not the parent.
    window.postMessage(good, '*', [channel.port2]);
    window.dispatchEvent(new MessageEvent('message', { data: good, origin: 'https://evil.example' }));
    window.dispatchEvent(
      new MessageEvent('message', { data: { ...good, version: 2 }, origin: 'https://shop.example' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(connects).toEqual([]);
    expect(isConnectMessage(good)).toBe(true);
    expect(isConnectMessage({ ...good, settings: { ...settings, styles: { '--rk-x': 1 } } })).toBe(false);
  });

  it('the host reads only messages of the protocol', () => {
    expect(isFrameMessage({ type: 'change', change: { complete: true, brand: 'visa', errors: {} } })).toBe(
      true,
    );
    expect(isFrameMessage({ type: 'change', change: { complete: true, errors: { pin: 'x' } } })).toBe(false);
    expect(isFrameMessage({ type: 'resize', height: -1 })).toBe(false);
    expect(
      isFrameMessage({
        type: 'result',
        id: 1,
        ok: true,
        value: { encryptedData: 'x', brand: 'visa', last4: '42424' },
      }),
    ).toBe(false);
    expect(isFrameMessage({ type: 'eval', code: 'alert(1)' })).toBe(false);
  });
});

async function mountSecureCard(
  changes: CardChange[] = [],
  session?: ClientConfig,
  instrument?: Instrument,
): Promise<{ handle: CardElement; host: RkSecureCard; config: ClientConfig }> {
  const config = session ?? (await checkoutConfig());
  let ready!: () => void;
  const readyOnce = new Promise<void>((resolve) => (ready = resolve));
  const handle = await createCardElement(
    cardContext(config, {
      elementOptions: { paymentMethod: { paymentMethodCode: 'card' }, instrument },
      events: { onReady: () => ready(), onChange: (change: CardChange) => changes.push(change) },
    }),
  );
  // Inside a shadow root of the merchant's own: secure fields must work there too.
  const outer = document.createElement('div');
  const shadow = outer.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  document.body.append(outer);
  cleanups.push(() => outer.remove());
  handle.mount(container);
  await readyOnce;
  return { handle, host: handle.element as RkSecureCard, config };
}

describe('a secure-fields page prints nothing on the console', () => {
  // First of the tests that mount a frame: Chromium warns about an iframe's `allow` once per page.
  it.runIf(readsDevToolsConsole)(
    'no warning or error from the page or the frame while it loads, handshakes and reloads',
    async () => {
      const recorded = await recordConsole();
      cleanups.push(() => void recorded.stop());
      const { handle, host } = await mountSecureCard();
      // Moved in the DOM, the iframe reloads: a second load and handshake, with the frame's fields in use.
      await remount(handle, host);
      expect(await rejectionOf(handle.tokenize())).toBeInstanceOf(ValidationError);
      // What the browser writes about a frame it loaded (a policy it cannot read, a message it refused)
      // reaches the protocol's log right after; a little time lets it arrive before the check.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(recorded.lines).toEqual([]);
    },
  );
});

describe('<rk-secure-card> with the vault frame', () => {
  it('loads the frame from the vault, titled, delegated no feature, sized to the form', async () => {
    const { handle, host, config } = await mountSecureCard();
    expect(handle.hosting).toBe('secure-fields');
    const iframe = host.shadowRoot!.querySelector('iframe')!;
    expect(new URL(iframe.src).origin).toBe(new URL(config.vault.secureFieldsUrl).origin);
    expect(new URL(iframe.src).searchParams.get('origin')).toBe(location.origin);
    expect(iframe.title).toBe('Secure card details');
    // The card form needs no feature delegated (and `allow="autofill"` named one no browser knows).
    expect(iframe.hasAttribute('allow')).toBe(false);
    expect(iframe.hasAttribute('style')).toBe(false);
    expect(host.shadowRoot!.querySelector<HTMLElement>('[role="alert"]')!.hidden).toBe(true);
    const before = iframe.getBoundingClientRect().height;
    expect(before).toBeGreaterThan(150);

    // A submit attempt shows the errors; in a narrow column they wrap, the frame reports its new height
    // and the iframe follows (the error lines keep their height when empty, so only wrapping grows it).
    const error = await rejectionOf(handle.tokenize());
    expect(error).toBeInstanceOf(ValidationError);
    expect(Object.keys((error as ValidationError).fieldErrors)).toEqual([
      'cardNumber',
      'expiry',
      'securityCode',
      'holderName',
    ]);
    expect(await handle.validate()).toBe(false);
    host.style.width = '180px';
    await expect.poll(() => iframe.getBoundingClientRect().height).toBeGreaterThan(before);
  });

  it.runIf(entersFrames)(
    'the form typed in the frame tokenizes; the page gets the JWE, brand and last four only',
    async () => {
      const changes: CardChange[] = [];
      const { handle, host, config } = await mountSecureCard(changes);
      const frame = page.frameLocator(page.elementLocator(host.shadowRoot!.querySelector('iframe')!));
      await frame.getByLabelText('Card number').fill('4242 4242 4242 4242');
      await frame.getByLabelText('Expiry date').fill('12 / 30');
      await frame.getByLabelText('Security code').fill('737');
      await frame.getByLabelText('Name on card').fill('Jane Doe');
      await expect.poll(() => changes.at(-1)).toEqual({ complete: true, brand: 'visa', errors: {} });
      const token = await handle.tokenize();
      expect(token).toMatchObject({ brand: 'visa', last4: '4242', expiryMonth: '12', expiryYear: '30' });
      const { plaintext } = await decryptWithSandboxKey(token.encryptedData);
      expect(plaintext).toEqual({
        cardNumber: '4242424242424242',
        expiryMonth: '12',
        expiryYear: '30',
        securityCode: '737',
        holderName: 'Jane Doe',
        holderReference: config.holderReference,
      });
      expect(JSON.stringify(changes)).not.toContain('4242');

      // clear() empties the frame's form: a new tokenize() finds every field empty.
      handle.clear();
      const error = await rejectionOf(handle.tokenize());
      expect((error as ValidationError).fieldErrors).toMatchObject({ cardNumber: 'Enter the card number.' });
    },
  );

  it.runIf(entersFrames)('a stored card in the frame: only its security code, encrypted there', async () => {
    const first = await mountSecureCard();
    const frame = page.frameLocator(page.elementLocator(first.host.shadowRoot!.querySelector('iframe')!));
    await frame.getByLabelText('Card number').fill('5555 5555 5555 4444');
    await frame.getByLabelText('Expiry date').fill('12 / 30');
    await frame.getByLabelText('Security code').fill('123');
    await frame.getByLabelText('Name on card').fill('Jane Doe');
    const stored = await sessionWithStoredCard(first.config, (await first.handle.tokenize()).encryptedData);

    const { handle, host } = await mountSecureCard([], stored.config, stored.instrument);
    const storedFrame = page.frameLocator(page.elementLocator(host.shadowRoot!.querySelector('iframe')!));
    await storedFrame.getByLabelText('Security code of Mastercard •••• 4444').fill('321');
    const token = await handle.tokenize();
    expect(token).toMatchObject({ last4: '4444', paymentInstrumentId: stored.instrument.id });
    const { plaintext } = await decryptWithSandboxKey(token.encryptedData);
    expect(plaintext).toEqual({ securityCode: '321', holderReference: stored.config.holderReference });
  });

  it.runIf(entersFrames)(
    'in another language: the frame goes in at once, named the locale, and both sides speak it',
    async () => {
      const config = await checkoutConfig();
      let ready!: () => void;
      const readyOnce = new Promise<void>((resolve) => (ready = resolve));
      const handle = await createCardElement(
        cardContext(config, {
          locale: 'fi',
          elementOptions: { paymentMethod: { paymentMethodCode: 'card' } },
          events: { onReady: () => ready() },
        }),
      );
      // The page's own texts (the iframe's title) are not waited for: the frame loads its own meanwhile.
      expect(cardFormTexts.cached('fi')).toBeUndefined();
      const host = handle.element as RkSecureCard;
      const iframe = host.shadowRoot!.querySelector('iframe')!;
      // Its source is set before it is inserted, and names the locale (no secret) for the frame's texts.
      expect(new URL(iframe.src).searchParams.get('locale')).toBe('fi');
      const container = document.createElement('div');
      document.body.append(container);
      cleanups.push(() => container.remove());
      handle.mount(container);
      await readyOnce;
      const finnish = await cardFormTexts.load('fi');
      expect(finnish['card.frame.title']).not.toBe('Secure card details');
      await expect.poll(() => iframe.title).toBe(finnish['card.frame.title']);
      const frame = page.frameLocator(page.elementLocator(iframe));
      // Inside, the form is labelled in Finnish: found (and typed in) by its Finnish label.
      await frame.getByLabelText(finnish['card.number.label']).fill('4242');
    },
  );

  it('unmounted and mounted again, the frame handshakes anew and answers calls', async () => {
    const { handle, host } = await mountSecureCard();
    await remount(handle, host);
    const error = await rejectionOf(handle.tokenize());
    expect(error).toBeInstanceOf(ValidationError);
  });

  it("a hello from any window but its frame's, or not from the vault, leaves the channel as it is", async () => {
    const { handle, host, config } = await mountSecureCard();
    const iframe = host.shadowRoot!.querySelector('iframe')!;
    const hello = helloMessage;
    const call = handle.validate();
    // From this page (its origin, its window), and claiming the vault's origin from another window:
    // answered, either would drop the channel and fail the call in flight with `element.not-mounted`.
    window.postMessage(hello, '*');
    window.dispatchEvent(
      new MessageEvent('message', { data: hello, origin: new URL(config.vault.url).origin, source: window }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: hello, origin: location.origin, source: iframe.contentWindow }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await call).toBe(false);
  });

  it('a frame that never answers: the page says so, and tokenize() rejects instead of hanging', async () => {
    const config = await checkoutConfig();
    const vault = { ...config.vault, secureFieldsUrl: `${config.vault.url}/secure-fields/v1/missing/` };
    const handle = await createCardElement(
      cardContext(config, { vault, elementOptions: { paymentMethod: { paymentMethodCode: 'card' } } }),
    );
    const host = handle.element as RkSecureCard;
    host.connectTimeoutMs = 300;
    const container = document.createElement('div');
    document.body.append(container);
    cleanups.push(() => container.remove());
    handle.mount(container);
    const error = await rejectionOf(handle.tokenize());
    expect(error.code).toBe('network.failed');
    const alert = host.shadowRoot!.querySelector<HTMLElement>('[role="alert"]')!;
    expect(alert.hidden).toBe(false);
    expect(alert.textContent).toBe(
      'The card form could not be loaded. Check your connection and reload the page.',
    );
  });
});
