import type { RailkitClient } from '../src/core/types';
import { dropIn, type DropIn } from '../src/elements/drop-in/index';

/** The detail of the next `type` event `target` fires. */
export function nextEvent<T>(target: EventTarget, type: string): Promise<T> {
  return new Promise((resolve) =>
    target.addEventListener(type, (event) => resolve((event as CustomEvent<T>).detail), { once: true }),
  );
}

/** The client's drop-in, in English unless `options` say otherwise, mounted in a container of its own. */
export async function mountedDropIn(client: RailkitClient, options = {}): Promise<DropIn> {
  const container = document.createElement('div');
  document.body.append(container);
  return (await dropIn(client, { locale: 'en', ...options })).mount(container);
}

/** The focused element inside the drop-in (the document sees its host). */
export function focusedIn(handle: DropIn): Element | null {
  return handle.element.shadowRoot!.activeElement;
}
