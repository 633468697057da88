// The script-tag (IIFE) entry: `<script src="railkit.iife.js">` then `Railkit.init(config, options)`.
// It carries the bank-account form, which its init() registers.
import { RailkitError, init, isRailkitError, version } from './index';
import { rememberScriptUrl } from './i18n/script-url';

// While the script runs its top level: its languages are fetched from beside it.
rememberScriptUrl();

/** What the script-tag build puts on `window.Railkit`. */
export interface RailkitGlobal {
  init: typeof init;
  version: string;
  isRailkitError: typeof isRailkitError;
  RailkitError: typeof RailkitError;
}

declare global {
  // `var` is what makes a property of globalThis in a declaration.
  var Railkit: RailkitGlobal;
}

// The IIFE build assigns this module's exports to `var Railkit` (vite.config.ts `name`), so the exports
// and the explicit global below are the same four members; the explicit one serves module-script loading.
export { RailkitError, init, isRailkitError, version };

globalThis.Railkit = { init, version, isRailkitError, RailkitError };
