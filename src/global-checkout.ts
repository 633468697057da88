// The script-tag checkout entry: `<script src="railkit-checkout.iife.js">` then `Railkit.init(config, options)`.
// Built from the module entries a bundler user imports (railkit/card and railkit/checkout), so whatever
// those register (the card form in both hostings, the schema-driven, redirect and wallet methods, the
// drop-in) comes along. The payout-only script (railkit.iife.js) carries none of it.
import './card';
import { dropIn, resume } from './checkout';
import { RailkitError, init, isRailkitError, version } from './index';
import type { RailkitGlobal } from './global';
import { rememberScriptUrl } from './i18n/script-url';

// While the script runs its top level: its languages are fetched from beside it.
rememberScriptUrl();

/** What the checkout script tag puts on `window.Railkit`: the payout script's members, the drop-in and resume. */
export interface RailkitCheckoutGlobal extends RailkitGlobal {
  dropIn: typeof dropIn;
  resume: typeof resume;
}

export type { RailkitGlobal };
export { RailkitError, dropIn, init, isRailkitError, resume, version };

const railkit: RailkitCheckoutGlobal = { init, version, isRailkitError, RailkitError, dropIn, resume };
globalThis.Railkit = railkit;
