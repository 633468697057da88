import type { DynamicElementEvents } from '../core/dynamic-element';
import type { RailkitClient } from '../core/types';
import type { MountedForm, RailkitHost } from './host';

// How a binding's component puts its form on the page: it renders an empty container (the same on the
// server and in the browser, so hydration matches), and once mounted in the browser asks the client for
// the form and mounts it there. Each kind's module is loaded on demand, so an app that never renders a
// card form or a drop-in downloads no card or checkout code.

/** Every event of every form, by one name each binding spells its own way (`onWalletUnavailable`, `@wallet-unavailable`). */
export type FormEventName =
  | 'ready'
  | 'change'
  | 'focus'
  | 'blur'
  | 'submit'
  | 'result'
  | 'choice'
  | 'walletUnavailable'
  | 'savedRemoved'
  | 'error';

export type EmitFormEvent = (name: FormEventName, detail?: unknown) => void;

/** A form to make: its kind and the options `dynamicElement()` (or `dropIn()`) takes besides events. */
export interface FormRecipe {
  kind: MountedForm['kind'];
  options: Record<string, unknown>;
}

/** The props of a component that are not its form's options (the container's, React's, v-model's). */
const notOptions = ['className', 'id', 'children', 'modelValue'];

/**
 * The recipe of a component's form: every option its props set (a method form's code among them),
 * which `dynamicElement()` or `dropIn()` checks; an unset one is the SDK's default.
 */
export function recipeOf(kind: MountedForm['kind'], props: object): FormRecipe {
  const given = Object.entries(props).filter(
    ([key, value]) => value !== undefined && typeof value !== 'function' && !notOptions.includes(key),
  );
  return { kind, options: Object.fromEntries(given) };
}

/** The drop-in's DOM events, by the name the bindings give them. */
const dropInEvents: Record<string, FormEventName> = {
  'rk-result': 'result',
  'rk-choice': 'choice',
  'rk-wallet-unavailable': 'walletUnavailable',
  'rk-saved-removed': 'savedRemoved',
  'rk-error': 'error',
};

/** A key that changes when a recipe does: the component makes its form again then. */
export function recipeKey(recipe: FormRecipe): string {
  return JSON.stringify(recipe);
}

/**
 * Makes the form of `recipe` with `client`, mounts it into `container` and registers it with `host`.
 * Returns the function that takes it away again; a failure to make it is emitted as `error`.
 */
export function mountForm(
  host: RailkitHost,
  client: RailkitClient,
  recipe: FormRecipe,
  container: Element,
  emit: EmitFormEvent,
): () => void {
  let removed = false;
  let form: MountedForm | undefined;
  const markReady = () => {
    if (form) form.ready = true;
    host.changed();
    emit('ready');
  };
  makeForm(client, recipe, emit, markReady)
    .then((made) => {
      if (removed) return made.handle.unmount();
      form = made;
      made.handle.mount(container);
      host.add(made);
      if (made.kind === 'dropIn') markReady();
    })
    .catch((error: unknown) => removed || emit('error', error));
  return () => {
    removed = true;
    if (!form) return;
    host.remove(form);
    form.handle.unmount();
  };
}

async function makeForm(
  client: RailkitClient,
  { kind, options }: FormRecipe,
  emit: EmitFormEvent,
  onReady: () => void,
): Promise<MountedForm> {
  if (kind === 'dropIn') {
    const { dropIn } = await import('../checkout');
    const handle = await dropIn(client, options);
    for (const [type, name] of Object.entries(dropInEvents)) {
      handle.element.addEventListener(type, (event) => emit(name, (event as CustomEvent).detail));
    }
    return { kind, handle, ready: false };
  }
  // The card form registers with railkit/card, the methods' forms with railkit/checkout.
  if (kind !== 'bankAccount') await (kind === 'card' ? import('../card') : import('../checkout'));
  const { paymentMethodCode = kind, ...elementOptions } = options;
  const events = {
    onReady,
    onChange: (change: unknown) => emit('change', change),
    onFocus: (focus: unknown) => emit('focus', focus),
    onBlur: (blur: unknown) => emit('blur', blur),
    onSubmit: () => emit('submit'),
  };
  const handle = await client.dynamicElement({
    ...elementOptions,
    paymentMethod: { paymentMethodCode: String(paymentMethodCode) },
    events: events as DynamicElementEvents,
  });
  return { kind, handle, ready: false } as MountedForm;
}
