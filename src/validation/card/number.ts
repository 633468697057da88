import { isValidLuhn } from '../luhn';
import {
  BRAND_ENTRIES,
  GROUPS_OF_FOUR,
  type BrandEntry,
  type CardBrand,
  type CardNetwork,
  type IinRange,
} from './brands';
import { cardDigits, onlyDigitsAndSeparators } from './digits';

// Annotated pure, so bundlers drop it where the card rules go unused.
const BY_NETWORK = /* @__PURE__ */ new Map(
  /* @__PURE__ */ BRAND_ENTRIES.map((entry) => [entry.brand.network, entry]),
);

/**
 * How sure a range is of `digits`: its prefix length when the number already has all of the prefix's
 * digits inside the range, 0 when the number is too short to tell but could still fall inside it, and
 * -1 when it cannot.
 */
function rangeScore(digits: string, [low, high]: IinRange): number {
  const known = Math.min(digits.length, low.length);
  const head = digits.slice(0, known);
  if (head < low.slice(0, known) || head > high.slice(0, known)) return -1;
  return known === low.length ? known : 0;
}

function entryScore(digits: string, entry: BrandEntry): number {
  return Math.max(-1, ...entry.ranges.map((range) => rangeScore(digits, range)));
}

/** The matching entries: those whose longest matching prefix is longest first, then the ones still possible. */
function matchingEntries(digits: string): BrandEntry[] {
  if (digits === '') return [];
  return BRAND_ENTRIES.map((entry) => ({ entry, score: entryScore(digits, entry) }))
    .filter(({ score }) => score >= 0)
    .sort((a, b) => b.score - a.score) // stable: equal scores keep the table's order of how common
    .map(({ entry }) => entry);
}

/** Brands whose ranges match a (possibly partial) number, most specific prefix first; [] when none could. */
export function cardBrands(digits: string): CardBrand[] {
  const brands = new Set<CardBrand>();
  for (const entry of matchingEntries(cardDigits(digits))) {
    brands.add(entry.brand);
    // A co-badged card's own networks follow it, so their names are at hand for the scheme choice.
    for (const network of entry.schemes ?? []) brands.add(BY_NETWORK.get(network)!.brand);
  }
  return [...brands];
}

/**
 * The best brand for a (possibly partial) number, or undefined. Only a brand whose whole prefix is
 * typed counts: `3` could be American Express, Diners or JCB, so it has none yet.
 */
export function cardBrand(digits: string): CardBrand | undefined {
  const clean = cardDigits(digits);
  const [best] = matchingEntries(clean);
  return best && entryScore(clean, best) > 0 ? best.brand : undefined;
}

/** For a co-badged card, every network it can be routed through (e.g. ['dankort','visa']), best first; else [brand] or []. */
export function cardSchemes(digits: string): CardNetwork[] {
  const brand = cardBrand(digits);
  if (!brand) return [];
  return [...(BY_NETWORK.get(brand.network)?.schemes ?? [brand.network])];
}

/**
 * A brand's gaps fit its shortest numbers (amex 4-6-5, diners 4-6-4); the longer numbers of a brand that
 * has them (16-digit Diners) are read in fours, like every unknown number.
 */
function gapsFor(digits: string, brand: CardBrand | undefined): readonly number[] {
  if (!brand) return GROUPS_OF_FOUR;
  const shortest = Math.min(...brand.lengths);
  const longest = Math.max(...brand.lengths);
  return digits.length <= shortest || longest === shortest ? brand.gaps : GROUPS_OF_FOUR;
}

/** Digits grouped with spaces at the brand's gaps ('4242 4242 4242 4242', '3782 822463 10005'). */
export function formatCardNumber(digits: string): string {
  const clean = cardDigits(digits);
  const gaps = gapsFor(clean, cardBrand(clean));
  let formatted = '';
  let start = 0;
  for (const gap of gaps) {
    if (clean.length <= gap) break;
    formatted += `${clean.slice(start, gap)} `;
    start = gap;
  }
  return formatted + clean.slice(start);
}

export type CardNumberProblem =
  'empty' | 'characters' | 'incomplete' | 'tooLong' | 'checksum' | 'unknownBrand' | 'notAccepted';

/** True when the session takes the brand: its own network or, for a co-badged card, one of its schemes. */
function isAccepted(brand: CardBrand, accepted: readonly CardNetwork[] | undefined): boolean {
  if (!accepted) return true;
  const networks = [brand.network, ...(BY_NETWORK.get(brand.network)?.schemes ?? [])];
  return networks.some((network) => accepted.includes(network));
}

/**
 * Checks a card number as typed. Problems in the order a person fixes them: nothing typed, stray
 * characters, a brand nobody knows or the session does not take, the length, then the check digit.
 * accepted: the networks the session's card option allows (undefined = all known).
 */
export function checkCardNumber(
  input: string,
  accepted?: readonly CardNetwork[],
):
  | { ok: true; digits: string; brand: CardBrand }
  | { ok: false; problem: CardNumberProblem; brand?: CardBrand } {
  const digits = cardDigits(input);
  if (input.trim() === '') return { ok: false, problem: 'empty' };
  if (!onlyDigitsAndSeparators(input) || digits === '') return { ok: false, problem: 'characters' };
  const brand = cardBrand(digits);
  // `3` is no brand yet but could become one: too short, not unknown.
  if (!brand) return { ok: false, problem: cardBrands(digits).length ? 'incomplete' : 'unknownBrand' };
  if (!isAccepted(brand, accepted)) return { ok: false, problem: 'notAccepted', brand };
  if (digits.length > Math.max(...brand.lengths)) return { ok: false, problem: 'tooLong', brand };
  if (!brand.lengths.includes(digits.length)) return { ok: false, problem: 'incomplete', brand };
  if (brand.luhn && !isValidLuhn(digits)) return { ok: false, problem: 'checksum', brand };
  return { ok: true, digits, brand };
}

export type SecurityCodeProblem = 'empty' | 'characters' | 'length';

/**
 * Checks the security code for the brand typed so far: exactly the brand's length; 3 or 4 digits when
 * the brand is unknown; optional for brands whose cards have none (Bancontact, UATP).
 */
export function checkSecurityCode(
  input: string,
  brand: CardBrand | undefined,
): { ok: true; code: string } | { ok: false; problem: SecurityCodeProblem } {
  const code = cardDigits(input);
  const optional = brand !== undefined && brand.securityCode === undefined;
  if (input.trim() === '') return optional ? { ok: true, code: '' } : { ok: false, problem: 'empty' };
  if (!onlyDigitsAndSeparators(input) || code === '') return { ok: false, problem: 'characters' };
  const lengths = brand?.securityCode ? [brand.securityCode.length] : [3, 4];
  return lengths.includes(code.length) ? { ok: true, code } : { ok: false, problem: 'length' };
}
