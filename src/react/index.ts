// `railkit/react`: Railkit in a React 18 or 19 app. A provider that makes one client per session (also
// under StrictMode's double mount), a component per form with its options as props and its events as
// `on…` props, and `useRailkit()` for the client and its actions. Importing it touches no browser global,
// so a server renders the components as empty containers that the browser fills once hydrated. The
// build puts `'use client'` at the top of the file, for React Server Components (Next.js App Router).
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { ConfigurationError } from '../api/errors';
import type { ClientInitResponse } from '../api/schemas/client-config';
import type { InitOptions } from '../core/options';
import type { RailkitClient } from '../core/types';
import { keeper, sessionKey, takeClient, type Keeper } from '../bindings/client-store';
import { mountForm, recipeKey, recipeOf, type FormEventName } from '../bindings/forms';
import { RailkitHost, type MountedForm, type RailkitActions } from '../bindings/host';
import type {
  BankAccountEvents,
  CardFormEvents,
  CardFormOptions,
  DropInEvents,
  FormOptions,
  PaymentMethodFormOptions,
} from '../bindings/props';
import type { DropInOptions } from '../elements/drop-in/types';

export type * from '../bindings/props';
export type { AuthorizeOptions, RailkitActions } from '../bindings/host';

interface RailkitContextValue {
  host: RailkitHost;
  client: RailkitClient | undefined;
}

const RailkitContext = /* @__PURE__ */ createContext<RailkitContextValue | null>(null);

/** `<RailkitProvider>`'s props: the session's config, `init()`'s options, and the forms under it. */
export interface RailkitProviderProps {
  /** The client-init answer your server got, unchanged (an object or its JSON text). */
  config: ClientInitResponse | string;
  /** `init()`'s options; read when the session's client is made, not on later renders. */
  options?: InitOptions;
  children?: ReactNode;
}

/**
 * Makes the session's client with `init(config, options)` once mounted, and destroys it once unmounted
 * (a remount within the same task, as StrictMode's, takes the same client over). A config `init()`
 * refuses is thrown from the effect, where an error boundary catches it.
 *
 * @example
 * ```tsx
 * import { BankAccount, RailkitProvider } from 'railkit/react';
 *
 * export const PayoutPage = ({ config }: { config: ClientInitResponse }) => (
 *   <RailkitProvider config={config} options={{ locale: 'de' }}>
 *     <BankAccount />
 *   </RailkitProvider>
 * );
 * ```
 */
export function RailkitProvider({ config, options, children }: RailkitProviderProps): ReactElement {
  const [host] = useState(() => new RailkitHost());
  const [client, setClient] = useState<RailkitClient>();
  const latest = useRef({ config, options });
  latest.current = { config, options };
  const session = sessionKey(config);
  useEffect(() => {
    // A config init() refuses throws here, where an error boundary catches it.
    const taken = takeClient(latest.current.config, latest.current.options);
    host.client = taken.client;
    setClient(taken.client);
    host.changed();
    return () => taken.giveBack();
  }, [host, session]);
  const value = useMemo(() => ({ host, client }), [host, client]);
  return createElement(RailkitContext.Provider, { value }, children);
}

function useRailkitContext(caller: string): RailkitContextValue {
  const context = useContext(RailkitContext);
  if (context) return context;
  throw new ConfigurationError('options.invalid', `${caller} must be rendered inside a <RailkitProvider>.`);
}

/** What `useRailkit()` returns. */
export interface UseRailkit extends RailkitActions {
  /** The session's client, once the provider has mounted (`undefined` on the server and before). */
  client: RailkitClient | undefined;
  /** The client is made and every form under the provider has rendered: enable your Pay button. */
  ready: boolean;
}

/**
 * The provider's client and its actions: `payout()`, `authorize()`, `tokenize()`.
 *
 * @example
 * ```tsx
 * import { useRailkit } from 'railkit/react';
 *
 * function PayOutButton() {
 *   const { payout, ready } = useRailkit();
 *   return <button disabled={!ready} onClick={() => payout().then(showResult, showProblem)}>Pay out</button>;
 * }
 * ```
 */
export function useRailkit(): UseRailkit {
  const { host, client } = useRailkitContext('useRailkit()');
  const ready = useSyncExternalStore(
    host.subscribe,
    () => host.ready,
    () => false,
  );
  return useMemo(
    () => ({ client, ready, payout: host.payout, authorize: host.authorize, tokenize: host.tokenize }),
    [host, client, ready],
  );
}

/** What every form component takes besides its options and events. */
export interface ContainerProps {
  /** Class and id of the container the form is mounted in. */
  className?: string;
  id?: string;
}

/** React's name of an event: `walletUnavailable` -> `onWalletUnavailable`. */
const handlerName = (name: FormEventName) => `on${name[0]!.toUpperCase()}${name.slice(1)}`;

/**
 * A component that renders an empty container and, in the browser, mounts the form of `kind` its props
 * describe there. Its handlers are read when an event fires, so new ones need no new form.
 */
/* @__NO_SIDE_EFFECTS__ */
function formComponent<Props extends ContainerProps>(
  name: string,
  kind: MountedForm['kind'],
): (props: Props) => ReactElement {
  const component = (props: Props): ReactElement => {
    const { host, client } = useRailkitContext(`<${name}>`);
    const container = useRef<HTMLDivElement>(null);
    const latest = useRef(props);
    latest.current = props;
    const [failure, setFailure] = useState<{ error: unknown }>();
    if (failure) throw failure.error;
    const recipe = recipeOf(kind, props);
    const key = recipeKey(recipe);
    const kept = useRef<{ key: string; client: RailkitClient; form: Keeper<() => void> }>(undefined);
    useEffect(() => {
      const element = container.current;
      if (!client || !element) return;
      const emit = (event: FormEventName, detail?: unknown) => {
        const handler = (latest.current as Record<string, unknown>)[handlerName(event)];
        if (typeof handler === 'function') handler(detail);
        else if (event === 'error') setFailure({ error: detail });
      };
      // StrictMode's second mount (or a remount in the same task) takes the form of the first over.
      if (kept.current?.key !== key || kept.current.client !== client) {
        kept.current = {
          key,
          client,
          form: keeper(
            () => mountForm(host, client, recipe, element, emit),
            (remove) => remove(),
          ),
        };
      }
      const { form } = kept.current;
      form.take();
      return () => form.giveBack();
      // The recipe is read through its key: a new object with the same options is the same form.
    }, [host, client, key]);
    return createElement('div', {
      ref: container,
      className: props.className,
      id: props.id,
      'data-railkit': name,
    });
  };
  component.displayName = name;
  return component;
}

/** `<BankAccount>`'s props: the form's options, its events as `on…` props, and its container's. */
export type BankAccountProps = ContainerProps & FormOptions & BankAccountEvents;
/**
 * The payout form, `<rk-bank-account>` with the session's bank-account schema.
 *
 * @example
 * ```tsx
 * <BankAccount locale="de" onChange={({ valid }) => setValid(valid)} onSubmit={payOut} />
 * ```
 */
export const BankAccount = formComponent<BankAccountProps>('BankAccount', 'bankAccount');

/** `<CardForm>`'s props: hosting, a stored card, the form's options and its events as `on…` props. */
export type CardFormProps = ContainerProps & CardFormOptions & CardFormEvents;
/**
 * The card form in either hosting (`hosting`, default `secure-fields`); loads railkit/card on demand.
 *
 * @example
 * ```tsx
 * <CardForm hosting="secure-fields" onChange={({ complete }) => setComplete(complete)} />
 * ```
 */
export const CardForm = formComponent<CardFormProps>('CardForm', 'card');

/** `<PaymentMethodForm>`'s props: the method's code, the form's options and its events as `on…` props. */
export type PaymentMethodFormProps = ContainerProps & PaymentMethodFormOptions & BankAccountEvents;
/**
 * A schema-driven checkout method's form (SEPA, ACH, Pix, UPI, boleto); loads railkit/checkout on demand.
 *
 * @example
 * ```tsx
 * <PaymentMethodForm paymentMethodCode="sepaDirectDebit" onSubmit={pay} />
 * ```
 */
export const PaymentMethodForm = formComponent<PaymentMethodFormProps>('PaymentMethodForm', 'method');

/** `<DropIn>`'s props: `dropIn()`'s options and the drop-in's events as `on…` props. */
export type DropInProps = ContainerProps & DropInOptions & DropInEvents;
/**
 * Every method of the session in one element, `dropIn()` of railkit/checkout (loaded on demand).
 *
 * @example
 * ```tsx
 * <DropIn returnInfo={returnInfo} onResult={(result) => showResult(result)} />
 * ```
 */
export const DropIn = formComponent<DropInProps>('DropIn', 'dropIn');
