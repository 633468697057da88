import { RailkitError } from '../api/errors';
import type { Instrument } from '../api/schemas/instrument';
import type { CardElement, CardToken } from '../core/card';
import type { DynamicElement } from '../core/dynamic-element';
import type { MethodElement, MethodToken } from '../core/method';
import type {
  AuthorizeResult,
  CardAuthorizeRequest,
  MethodAuthorizeRequest,
  PayoutResult,
  RailkitClient,
} from '../core/types';
import type { DropIn } from '../elements/drop-in/types';

// What a provider (React's <RailkitProvider>, Vue's) holds: its client, the forms mounted under it, and
// the actions its hook or composable offers, which act on those forms as the core's own calls would.

/** A form a component mounted, by kind: the handle `dynamicElement()` or `dropIn()` gave. */
export type MountedForm =
  | { kind: 'bankAccount'; handle: DynamicElement; ready: boolean }
  | { kind: 'card'; handle: CardElement; ready: boolean }
  | { kind: 'method'; handle: MethodElement; ready: boolean }
  | { kind: 'dropIn'; handle: DropIn; ready: boolean };

/** What `authorize()` takes besides the form: as `api({ operation: 'authorize' })` takes it. */
export type AuthorizeOptions = Omit<CardAuthorizeRequest, 'operation' | 'card'> &
  Omit<MethodAuthorizeRequest, 'operation' | 'method'>;

/** The actions of `useRailkit()`, with the core's results and errors. */
export interface RailkitActions {
  /**
   * Tokenizes the payout form, sets its instrument and pays out: `api({ operation: 'payout' })`'s result.
   * A second call while one runs joins it, so a double press is one payout.
   */
  payout(): Promise<PayoutResult>;
  /**
   * Pays with the mounted card form, method form or drop-in (`pay()`, which resolves `undefined` when
   * nothing was sent), or with `options.paymentMethod` (a redirect method or a wallet's token).
   */
  authorize(options?: AuthorizeOptions): Promise<AuthorizeResult | undefined>;
  /** The mounted form's `tokenize()`: an instrument (bank account), a card token or a method token. */
  tokenize(): Promise<Instrument | CardToken | MethodToken>;
}

export class RailkitHost implements RailkitActions {
  client: RailkitClient | undefined;
  readonly #forms = new Set<MountedForm>();
  readonly #listeners = new Set<() => void>();
  #payout: Promise<PayoutResult> | undefined;

  /** True once the client is made and every mounted form has rendered. */
  get ready(): boolean {
    return this.client !== undefined && [...this.#forms].every((form) => form.ready);
  }

  /** Calls `listener` whenever `ready` or the client may have changed; returns the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  changed(): void {
    for (const listener of this.#listeners) listener();
  }

  add(form: MountedForm): void {
    this.#forms.add(form);
    this.changed();
  }

  remove(form: MountedForm): void {
    if (this.#forms.delete(form)) this.changed();
  }

  readonly payout = (): Promise<PayoutResult> => {
    this.#payout ??= this.#runPayout().finally(() => (this.#payout = undefined));
    return this.#payout;
  };

  async #runPayout(): Promise<PayoutResult> {
    const instrument = await this.#form('payout()', ['bankAccount']).handle.tokenize();
    const client = this.#client('payout()');
    client.setState({ instrument });
    return client.api({ operation: 'payout' });
  }

  readonly authorize = async (options: AuthorizeOptions = {}): Promise<AuthorizeResult | undefined> => {
    if (options.paymentMethod) return this.#client('authorize()').api({ operation: 'authorize', ...options });
    const form = this.#form('authorize()', ['card', 'method', 'dropIn']);
    if (form.kind === 'dropIn') return form.handle.pay();
    const client = this.#client('authorize()');
    return form.kind === 'card'
      ? client.api({ ...options, operation: 'authorize', card: form.handle })
      : client.api({ ...options, operation: 'authorize', method: form.handle });
  };

  readonly tokenize = async (): Promise<Instrument | CardToken | MethodToken> =>
    this.#form('tokenize()', ['bankAccount', 'card', 'method']).handle.tokenize();

  #client(call: string): RailkitClient {
    if (this.client) return this.client;
    throw new RailkitError(
      'element.not-mounted',
      `${call}: the RailkitProvider has no client yet.` +
        (import.meta.env.DEV ? ' Call it once `ready` is true (after the provider has mounted).' : ''),
    );
  }

  /** The last mounted form of the kinds a call works with (the client must be there too). */
  #form<Kind extends MountedForm['kind']>(call: string, kinds: Kind[]): Extract<MountedForm, { kind: Kind }> {
    this.#client(call);
    const form = [...this.#forms].reverse().find((candidate) => kinds.includes(candidate.kind as Kind));
    if (form) return form as Extract<MountedForm, { kind: Kind }>;
    throw new RailkitError(
      'element.not-mounted',
      `${call}: no form it works with is mounted under the RailkitProvider (it needs ${kinds.join(' or ')}).` +
        (import.meta.env.DEV ? ' Render the form inside the provider and wait until `ready` is true.' : ''),
    );
  }
}
