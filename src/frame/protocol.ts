import type { Instrument } from '../api/schemas/instrument';
import type { CardChange, CardField, CardToken } from '../core/card';
import type { ElementStyles } from '../core/dynamic-element';
import type { Translations } from '../i18n/translations';

/**
 * The messages between the secure-fields host (merchant page) and the frame (vault origin).
 *
 * 1. The host loads `<secureFieldsUrl>?origin=<page origin>&locale=<locale>`; the vault serves the page
 *    with `frame-ancestors <page origin>`, so the browser renders it nowhere else. The locale (no secret)
 *    lets the frame fetch its texts while the handshake runs; the handshake's settings still decide.
 * 2. Once it listens, the frame posts `hello` to its parent, to the declared page origin only.
 * 3. The host takes a `hello` whose source is its own iframe's window and whose `event.origin` is the
 *    vault's, and answers with `connect` to that window, to the vault's origin only, transferring one end
 *    of a MessageChannel. So it never posts to a document the vault did not serve: the `about:blank` an
 *    iframe starts with (which fires a `load` of its own) or a network error page would each refuse a
 *    message for the vault's origin, and Chromium says so on the console.
 * 4. The frame takes the first `connect` whose `event.origin` is the declared page origin and whose
 *    source is its parent; every later or other message on `window` is ignored. (It listens from its first
 *    line, so a host that posts `connect` on the iframe's `load` without waiting for `hello`, as earlier
 *    releases of the SDK did, still connects.)
 * 5. Everything else travels over the port, where nothing but these two ends can write. Each side still
 *    checks the shape of what it reads and drops anything else.
 *
 * What the frame sends never holds a card digit beyond the token's last four.
 */
export const protocolVersion = 1;
export const connectType = 'railkit:secure-fields:connect';

/** What the page tells the frame in the handshake: how to look, what to ask, how to encrypt. */
export interface FrameSettings {
  locale: string;
  translations: Translations;
  styles: ElementStyles;
  withHolderName: boolean;
  instrument: Instrument | undefined;
  networks: readonly string[] | undefined;
  encryptionPublicKey: string;
  keyId: string;
  holderReference: string;
}

/**
 * Frame to page, on `window`, this string and nothing else: the frame's document is the vault's and
 * listens for `connect` (which carries the protocol's version).
 */
export const helloMessage = 'railkit:secure-fields:hello';

export interface ConnectMessage {
  type: typeof connectType;
  version: typeof protocolVersion;
  settings: FrameSettings;
}

export type FrameMethod = 'validate' | 'tokenize' | 'clear' | 'focus';

/** Page to frame, over the port. */
export type HostMessage = { type: 'call'; id: number; method: FrameMethod } | { type: 'busy'; busy: boolean };

/** A failure the frame reports for a call: a RailkitError's code, message and field errors. */
export interface FrameError {
  code: string;
  message: string;
  fieldErrors?: Partial<Record<CardField, string>>;
}

/** Frame to page, over the port. */
export type FrameMessage =
  | { type: 'ready'; height: number }
  | { type: 'resize'; height: number }
  | { type: 'change'; change: CardChange }
  | { type: 'focus' | 'blur'; field: CardField }
  | { type: 'submit' }
  | { type: 'result'; id: number; ok: true; value: CardToken | Partial<Record<CardField, string>> | null }
  | { type: 'result'; id: number; ok: false; error: FrameError };

const cardFields: readonly string[] = ['cardNumber', 'expiry', 'securityCode', 'holderName'];
const frameMethods: readonly string[] = ['validate', 'tokenize', 'clear', 'focus'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

function isFieldErrors(value: unknown): value is Partial<Record<CardField, string>> {
  return isStringRecord(value) && Object.keys(value).every((key) => cardFields.includes(key));
}

function isHeight(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 10_000;
}

export function isConnectMessage(value: unknown): value is ConnectMessage {
  if (!isRecord(value) || value.type !== connectType || value.version !== protocolVersion) return false;
  const settings = value.settings;
  return (
    isRecord(settings) &&
    typeof settings.locale === 'string' &&
    isStringRecord(settings.translations) &&
    isStringRecord(settings.styles) &&
    typeof settings.withHolderName === 'boolean' &&
    (settings.instrument === undefined || isRecord(settings.instrument)) &&
    (settings.networks === undefined ||
      (Array.isArray(settings.networks) && settings.networks.every((n) => typeof n === 'string'))) &&
    typeof settings.encryptionPublicKey === 'string' &&
    typeof settings.keyId === 'string' &&
    typeof settings.holderReference === 'string'
  );
}

export function isHostMessage(value: unknown): value is HostMessage {
  if (!isRecord(value)) return false;
  if (value.type === 'busy') return typeof value.busy === 'boolean';
  return (
    value.type === 'call' &&
    Number.isInteger(value.id) &&
    typeof value.method === 'string' &&
    frameMethods.includes(value.method)
  );
}

function isCardChange(value: unknown): value is CardChange {
  return (
    isRecord(value) &&
    typeof value.complete === 'boolean' &&
    (value.brand === undefined || typeof value.brand === 'string') &&
    isFieldErrors(value.errors)
  );
}

function isCardToken(value: unknown): value is CardToken {
  return (
    isRecord(value) &&
    typeof value.encryptedData === 'string' &&
    typeof value.brand === 'string' &&
    typeof value.last4 === 'string' &&
    /^\d{0,4}$/.test(value.last4)
  );
}

export function isFrameMessage(value: unknown): value is FrameMessage {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case 'ready':
    case 'resize':
      return isHeight(value.height);
    case 'change':
      return isCardChange(value.change);
    case 'focus':
    case 'blur':
      return typeof value.field === 'string' && cardFields.includes(value.field);
    case 'submit':
      return true;
    case 'result':
      if (!Number.isInteger(value.id)) return false;
      if (value.ok === true)
        return value.value === null || isCardToken(value.value) || isFieldErrors(value.value);
      return (
        value.ok === false &&
        isRecord(value.error) &&
        typeof value.error.code === 'string' &&
        typeof value.error.message === 'string' &&
        (value.error.fieldErrors === undefined || isFieldErrors(value.error.fieldErrors))
      );
    default:
      return false;
  }
}
