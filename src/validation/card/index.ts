/**
 * Card brand and number rules, pure (no DOM): brand detection by IIN range, lengths, grouping,
 * Luhn, co-badged schemes, expiry and security code. Shared by the in-page card form and the
 * secure-fields frame; only card bundles import it.
 */
export type { CardBrand, CardNetwork } from './brands';
export { cardDigits, reformatKeepingCaret } from './digits';
export {
  cardBrand,
  cardBrands,
  cardSchemes,
  checkCardNumber,
  checkSecurityCode,
  formatCardNumber,
} from './number';
export type { CardNumberProblem, SecurityCodeProblem } from './number';
export { checkExpiry, formatExpiry } from './expiry';
export type { ExpiryProblem } from './expiry';
