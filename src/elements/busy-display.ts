import type { ReactiveControllerHost } from 'lit';

/**
 * How long a wait runs before a form shows it. An answer within 100 ms feels instant to the payer;
 * showing it would flash a spinner and greyed fields, and make the payer's device restyle and repaint
 * the form while the request is in flight.
 */
export const busyShownAfterMs = 100;

/**
 * Whether a form shows its wait. `follow()` gets the form's busy state on every change; `shown` turns
 * true once a wait has lasted `busyShownAfterMs` (counted again when a second wait joins one not shown
 * yet), and false as soon as none is left.
 */
export class BusyDisplay {
  shown = false;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: ReactiveControllerHost) {}

  follow(busy: boolean): void {
    clearTimeout(this.#timer);
    if (busy) {
      this.#timer = setTimeout(() => {
        this.shown = true;
        this.host.requestUpdate();
      }, busyShownAfterMs);
    } else {
      this.shown = false;
    }
  }
}
