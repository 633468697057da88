// `railkit/vue`: Railkit in a Vue 3 app (or Nuxt). A provider that makes one client per session, a
// component per form with its options as props and its events as typed emits (`@change`, `@result`,
// `@wallet-unavailable`), `v-model` on a form's last change, `useRailkit()` for the client and its
// actions, and `app.use(railkit)` to register the components globally. Importing it, or installing the
// plugin on a server, touches no browser global: the components render empty containers there, which
// the browser fills once hydrated.
import {
  defineComponent,
  getCurrentInstance,
  h,
  inject,
  onBeforeUnmount,
  onMounted,
  provide,
  ref,
  shallowRef,
  watch,
  type InjectionKey,
  type Plugin,
  type PropType,
  type Ref,
  type ShallowRef,
  type SlotsType,
  type VNode,
} from 'vue';
import { ConfigurationError } from '../api/errors';
import type { ClientInitResponse } from '../api/schemas/client-config';
import type { Instrument } from '../api/schemas/instrument';
import type { CardChange, CardField, CardHosting } from '../core/card';
import type { ElementStyles } from '../core/dynamic-element';
import type { Translations } from '../i18n/translations';
import type { SchemaMethodCode } from '../core/method';
import type { InitOptions } from '../core/options';
import type { AuthorizeResult, RailkitClient, ReturnInfo } from '../core/types';
import type {
  DropInChoiceDetail,
  SavedRemovedDetail,
  WalletUnavailableDetail,
} from '../elements/drop-in/rk-checkout';
import { sessionKey, takeClient } from '../bindings/client-store';
import { mountForm, recipeKey, recipeOf, type FormEventName } from '../bindings/forms';
import { RailkitHost, type MountedForm, type RailkitActions } from '../bindings/host';
import type { FormChange } from '../bindings/props';

export type * from '../bindings/props';
export type { AuthorizeOptions, RailkitActions } from '../bindings/host';

interface RailkitContext {
  host: RailkitHost;
  client: ShallowRef<RailkitClient | undefined>;
  ready: Ref<boolean>;
}

const railkitKey: InjectionKey<RailkitContext> = Symbol('railkit');

/** What the provider's default slot receives, and what `useRailkit()` returns (there as refs). */
export interface RailkitSlotProps extends RailkitActions {
  client: RailkitClient | undefined;
  ready: boolean;
}

/**
 * Makes the session's client with `init(config, options)` once mounted, destroys it once unmounted, and
 * gives its default slot `{ client, ready, payout, authorize, tokenize }`.
 *
 * @example
 * ```vue
 * <RailkitProvider :config="config" v-slot="{ payout, ready }">
 *   <BankAccount />
 *   <button :disabled="!ready" @click="payout()">Pay out</button>
 * </RailkitProvider>
 * ```
 */
export const RailkitProvider = /* @__PURE__ */ defineComponent({
  name: 'RailkitProvider',
  props: {
    /** The client-init answer your server got, unchanged (an object or its JSON text). */
    config: { type: [Object, String] as PropType<ClientInitResponse | string>, required: true },
    /** `init()`'s options; read when the session's client is made. */
    options: { type: Object as PropType<InitOptions>, default: undefined },
  },
  slots: Object as SlotsType<{ default: (scope: RailkitSlotProps) => VNode[] }>,
  setup(props, { slots }) {
    const host = new RailkitHost();
    const client = shallowRef<RailkitClient>();
    const ready = ref(false);
    const unsubscribe = host.subscribe(() => (ready.value = host.ready));
    let giveBack: (() => void) | undefined;
    const take = () => {
      giveBack?.();
      const taken = takeClient(props.config, props.options);
      giveBack = taken.giveBack;
      host.client = client.value = taken.client;
      host.changed();
    };
    onMounted(() => {
      take();
      watch(() => sessionKey(props.config), take);
    });
    onBeforeUnmount(() => {
      unsubscribe();
      giveBack?.();
    });
    provide(railkitKey, { host, client, ready });
    const { payout, authorize, tokenize } = host;
    return () => slots.default?.({ client: client.value, ready: ready.value, payout, authorize, tokenize });
  },
});

function railkitContext(caller: string): RailkitContext {
  const context = inject(railkitKey, null);
  if (context) return context;
  throw new ConfigurationError('options.invalid', `${caller} must be used inside a <RailkitProvider>.`);
}

/**
 * The provider's client and `ready` (refs), and its actions: `payout()`, `authorize()`, `tokenize()`.
 *
 * @example
 * ```ts
 * import { useRailkit } from 'railkit/vue';
 *
 * const { ready, authorize } = useRailkit(); // in a component under <RailkitProvider>
 * const pay = () => authorize().then(showResult, showProblem);
 * ```
 */
export function useRailkit(): RailkitActions & {
  client: Readonly<ShallowRef<RailkitClient | undefined>>;
  ready: Readonly<Ref<boolean>>;
} {
  const { host, client, ready } = railkitContext('useRailkit()');
  return { client, ready, payout: host.payout, authorize: host.authorize, tokenize: host.tokenize };
}

/** Vue's name of an event: `walletUnavailable` -> `wallet-unavailable`. */
const emitName = (name: FormEventName) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The form's part of a component's setup: once mounted in the browser, the form of `kind` its props
 * describe goes into the component's container, made again when the client or those props change.
 */
function useForm(
  name: string,
  kind: MountedForm['kind'],
  props: object,
  emit: (event: string, detail?: unknown) => void,
) {
  const { host, client } = railkitContext(`<${name}>`);
  const container = ref<HTMLElement>();
  const instance = getCurrentInstance();
  let remove: (() => void) | undefined;
  const forward = (event: FormEventName, detail?: unknown) => {
    emit(emitName(event), detail);
    if (event === 'change') emit('update:modelValue', detail);
    // An error nobody listens to is not swallowed: it reaches the page's error reporting.
    if (event === 'error' && !instance?.vnode.props?.onError) {
      queueMicrotask(() => {
        throw detail;
      });
    }
  };
  const make = () => {
    remove?.();
    remove = undefined;
    if (client.value && container.value) {
      remove = mountForm(host, client.value, recipeOf(kind, props), container.value, forward);
    }
  };
  // Getters, not the shallow ref itself: a watch of a shallow ref fires on every run of its sources.
  onMounted(() =>
    watch([() => client.value, () => recipeKey(recipeOf(kind, props))], make, { immediate: true }),
  );
  onBeforeUnmount(() => remove?.());
  return () => h('div', { ref: container, 'data-railkit': name });
}

/** Every form's props (its options as `dynamicElement()` takes them), with the form's own. */
/* @__NO_SIDE_EFFECTS__ */
function formProps<Own extends object>(own: Own) {
  return {
    styles: { type: Object as PropType<ElementStyles>, default: undefined },
    translations: { type: Object as PropType<Translations>, default: undefined },
    /** BCP 47 tag; defaults to the provider's `init()` option, then the browser's languages. */
    locale: { type: String, default: undefined },
    ...own,
  };
}

const formEmits = {
  ready: () => true,
  change: (_change: FormChange) => true,
  'update:modelValue': (_change: FormChange) => true,
  submit: () => true,
  error: (_error: unknown) => true,
};

/**
 * The payout form (`<rk-bank-account>`); `v-model` holds its last change (`{ valid, values }`).
 *
 * @example
 * ```vue
 * <BankAccount v-model="change" locale="de" @submit="payOut" />
 * ```
 */
export const BankAccount = /* @__PURE__ */ defineComponent({
  name: 'BankAccount',
  props: formProps({ modelValue: { type: Object as PropType<FormChange>, default: undefined } }),
  emits: formEmits,
  setup: (props, { emit }) => useForm('BankAccount', 'bankAccount', props, emit as never),
});

/**
 * A schema-driven checkout method's form (SEPA, ACH, Pix, UPI, boleto); loads railkit/checkout on demand.
 *
 * @example
 * ```vue
 * <PaymentMethodForm payment-method-code="sepaDirectDebit" @submit="pay" />
 * ```
 */
export const PaymentMethodForm = /* @__PURE__ */ defineComponent({
  name: 'PaymentMethodForm',
  props: formProps({
    paymentMethodCode: { type: String as PropType<SchemaMethodCode>, required: true },
    modelValue: { type: Object as PropType<FormChange>, default: undefined },
  }),
  emits: formEmits,
  setup: (props, { emit }) => useForm('PaymentMethodForm', 'method', props, emit as never),
});

/**
 * The card form in either hosting (`hosting`, default `secure-fields`); loads railkit/card on demand.
 *
 * @example
 * ```vue
 * <CardForm hosting="in-page" @change="(change) => (complete = change.complete)" />
 * ```
 */
export const CardForm = /* @__PURE__ */ defineComponent({
  name: 'CardForm',
  props: formProps({
    hosting: { type: String as PropType<CardHosting>, default: undefined },
    instrument: { type: Object as PropType<Instrument>, default: undefined },
    holderName: { type: Boolean, default: undefined },
    modelValue: { type: Object as PropType<CardChange>, default: undefined },
  }),
  emits: {
    ready: () => true,
    change: (_change: CardChange) => true,
    'update:modelValue': (_change: CardChange) => true,
    focus: (_event: { field: CardField }) => true,
    blur: (_event: { field: CardField }) => true,
    submit: () => true,
    error: (_error: unknown) => true,
  },
  setup: (props, { emit }) => useForm('CardForm', 'card', props, emit as never),
});

/**
 * Every method of the session in one element, `dropIn()` of railkit/checkout (loaded on demand).
 *
 * @example
 * ```vue
 * <DropIn :return-info="returnInfo" @result="showResult" />
 * ```
 */
export const DropIn = /* @__PURE__ */ defineComponent({
  name: 'DropIn',
  props: formProps({
    payButton: { type: Boolean, default: undefined },
    cardHosting: { type: String as PropType<CardHosting>, default: undefined },
    returnInfo: { type: Object as PropType<ReturnInfo>, default: undefined },
    resume: { type: Boolean, default: undefined },
  }),
  emits: {
    ready: () => true,
    result: (_result: AuthorizeResult) => true,
    choice: (_choice: DropInChoiceDetail) => true,
    'wallet-unavailable': (_detail: WalletUnavailableDetail) => true,
    'saved-removed': (_detail: SavedRemovedDetail) => true,
    error: (_error: unknown) => true,
  },
  setup: (props, { emit }) => useForm('DropIn', 'dropIn', props, emit as never),
});

/**
 * `app.use(railkit)`: registers the components globally (`<RailkitProvider>`, `<BankAccount>`, ...).
 * It touches nothing of the browser, so a Nuxt plugin may install it on the server too.
 */
export const railkit: Plugin = {
  install(app) {
    for (const component of [RailkitProvider, BankAccount, CardForm, PaymentMethodForm, DropIn]) {
      app.component(component.name!, component);
    }
  },
};

declare module 'vue' {
  interface GlobalComponents {
    RailkitProvider: typeof RailkitProvider;
    BankAccount: typeof BankAccount;
    CardForm: typeof CardForm;
    PaymentMethodForm: typeof PaymentMethodForm;
    DropIn: typeof DropIn;
  }
}
