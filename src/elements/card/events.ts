import type { CardChange, CardField } from '../../core/card';

// The card element's DOM events, shared by the form (in page, and inside the secure-fields frame) and the
// secure-fields host element on the merchant's page, which re-dispatches what the frame reports.

/** Fired on every edit, and when the errors shown change (blur, validate). Never carries a digit. */
export class RkCardChangeEvent extends Event {
  constructor(readonly change: CardChange) {
    super('rk-change', { bubbles: true, composed: true });
  }
}

/** Fired when a field of the card form gains or loses focus. */
export class RkCardFocusEvent extends Event {
  constructor(
    type: 'rk-focus' | 'rk-blur',
    readonly field: CardField,
  ) {
    super(type, { bubbles: true, composed: true });
  }
}

/** Fired once the form has rendered and takes input (`rk-ready`), or when Enter is pressed (`rk-submit`). */
export class RkCardSignalEvent extends Event {
  constructor(type: 'rk-ready' | 'rk-submit') {
    super(type, { bubbles: true, composed: true });
  }
}

// `rk-change` and `rk-submit` are typed by the bank-account form (another detail); the card's own are here.
declare global {
  interface GlobalEventHandlersEventMap {
    'rk-ready': RkCardSignalEvent;
    'rk-focus': RkCardFocusEvent;
    'rk-blur': RkCardFocusEvent;
  }
}
