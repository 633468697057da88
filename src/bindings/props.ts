import type { Instrument } from '../api/schemas/instrument';
import type { CardChange, CardField, CardHosting } from '../core/card';
import type { ElementStyles } from '../core/dynamic-element';
import type { Translations } from '../i18n/translations';
import type { SchemaMethodCode } from '../core/method';
import type { AuthorizeResult } from '../core/types';
import type {
  DropInChoiceDetail,
  SavedRemovedDetail,
  WalletUnavailableDetail,
} from '../elements/drop-in/rk-checkout';

// The options and events of the bindings' components, shared by React (`onChange` props) and Vue
// (`@change` emits): the same names and types as `dynamicElement()`'s and `dropIn()`'s.

/** What every form takes, as `dynamicElement()` does. */
export interface FormOptions {
  styles?: ElementStyles;
  translations?: Translations;
  /** BCP 47 tag; defaults to the provider's `init()` option, then the browser's languages. */
  locale?: string;
}

/** What the bank-account and method forms report. */
export interface FormChange {
  /** Whether `tokenize()` would pass validation now. */
  valid: boolean;
  values: Record<string, unknown>;
}

/** The bank-account and method forms' events, as React props (Vue emits them as `ready`, `change`, ...). */
export interface BankAccountEvents {
  /** The form has rendered and takes input. */
  onReady?: () => void;
  /** Every edit. */
  onChange?: (change: FormChange) => void;
  /** Enter pressed in the form. */
  onSubmit?: () => void;
  /** The form could not be made (its schema unreachable, an option refused). Without it, it is thrown. */
  onError?: (error: unknown) => void;
}

/** The card form's options as a component's props: its hosting, a stored card, the holder's name. */
export interface CardFormOptions extends FormOptions {
  /** `secure-fields` (default: the card is typed in the vault's frame) or `in-page`. */
  hosting?: CardHosting;
  /** A stored card from the lookup: the form asks only its security code. */
  instrument?: Instrument;
  /** Whether the name-on-card field is shown (default true). */
  holderName?: boolean;
}

/** The card form's events as a component's callbacks (React `on…` props; Vue emits of the same names). */
export interface CardFormEvents {
  onReady?: () => void;
  /** Every edit; never a card digit. */
  onChange?: (change: CardChange) => void;
  onFocus?: (event: { field: CardField }) => void;
  onBlur?: (event: { field: CardField }) => void;
  onSubmit?: () => void;
  onError?: (error: unknown) => void;
}

/** A schema-driven method's form options as a component's props: which method, and the form's options. */
export interface PaymentMethodFormOptions extends FormOptions {
  /** The schema-driven method the session offers: `sepaDirectDebit`, `ach`, `pix`, `upi` or `boleto`. */
  paymentMethodCode: SchemaMethodCode;
}

/** The drop-in's events as a component's callbacks (React `on…` props; Vue emits of the same names). */
export interface DropInEvents {
  /** The drop-in is on the page. */
  onReady?: () => void;
  /** A payment's result (`rk-result`): also a cancel or a decline, after which the payer may choose again. */
  onResult?: (result: AuthorizeResult) => void;
  /** What the payer chose (`rk-choice`), for your own Pay button with `payButton: false`. */
  onChoice?: (choice: DropInChoiceDetail) => void;
  /** A wallet the session offers, hidden because this browser cannot pay with it. */
  onWalletUnavailable?: (detail: WalletUnavailableDetail) => void;
  /** The payer removed a saved method from the list (`rk-saved-removed`). */
  onSavedRemoved?: (detail: SavedRemovedDetail) => void;
  /** A failure other than a result (`rk-error`), or the drop-in could not be made. */
  onError?: (error: unknown) => void;
}

export type {
  CardChange,
  CardField,
  CardHosting,
  DropInChoiceDetail,
  SavedRemovedDetail,
  SchemaMethodCode,
  WalletUnavailableDetail,
};
