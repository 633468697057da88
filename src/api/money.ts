import type { Amount } from './schemas/common';

/*
 * The money rules every amount follows, at the platform (sandbox) and in the SDK's own checks: more than
 * zero, and no more decimals than the currency's ISO 4217 minor units (JPY none, EUR two, KWD three).
 */

/** ISO 4217 minor units of the currencies that have other than two; every other currency has two. */
const minorUnitsOtherThanTwo: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

/** Decimal places an amount in `currency` may have (ISO 4217 minor units). */
export function minorUnitsOf(currency: string): number {
  return minorUnitsOtherThanTwo[currency] ?? 2;
}

/** A broken money rule: `rule` is stable (`positive`, `minorUnits`), `detail` says how to fix it. */
export interface AmountProblem {
  /** The dotted path of the value, e.g. `amount.value`. */
  field: string;
  rule: 'positive' | 'minorUnits';
  detail: string;
}

/**
 * What is wrong with an amount whose value already has the wire format (a decimal string), or undefined.
 * `where` names the amount in the detail, e.g. `amount` or `paymentComposition.0.amount`.
 */
export function amountProblem(amount: Amount, where = 'amount'): AmountProblem | undefined {
  const [, decimals = ''] = amount.value.split('.');
  const allowed = minorUnitsOf(amount.currency);
  if (decimals.length > allowed) {
    const places = allowed === 0 ? 'no decimals' : `at most ${allowed} decimal${allowed === 1 ? '' : 's'}`;
    return {
      field: `${where}.value`,
      rule: 'minorUnits',
      detail:
        `${where}.value ${JSON.stringify(amount.value)} has ${decimals.length} decimal(s), but ${amount.currency} ` +
        `has ${allowed} minor unit(s) (ISO 4217): send ${places}, e.g. ${JSON.stringify(example(allowed))}.`,
    };
  }
  if (!/[1-9]/.test(amount.value)) {
    return {
      field: `${where}.value`,
      rule: 'positive',
      detail: `${where}.value must be greater than zero (got ${JSON.stringify(amount.value)}).`,
    };
  }
  return undefined;
}

function example(minorUnits: number): string {
  return minorUnits === 0 ? '125' : `125.${'5'.padEnd(minorUnits, '0')}`;
}
