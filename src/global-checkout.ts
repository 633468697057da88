// The script-tag checkout entry: `<script src="railkit-checkout.iife.js">` then `Railkit.init(config, options)`.
// Built from the module entries a bundler user imports (railkit/card and railkit/checkout), so whatever
// those register (the card form in both hostings, the schema-driven, redirect and wallet methods, the
// drop-in) comes along. The payout-only script (railkit.iife.js) carries none of it.
import './card';
import './checkout';
import { RailkitError, init, isRailkitError, version } from './index';
import type { RailkitGlobal } from './global';

export type { RailkitGlobal };
export { RailkitError, init, isRailkitError, version };

globalThis.Railkit = { init, version, isRailkitError, RailkitError };
