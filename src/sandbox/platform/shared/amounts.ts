import type { Amount } from '../../../api/schemas/common';
import { invalidParam, type ErrorItem } from '../../http/responses';

/**
 * Amounts of the wire (`amountSchema`: decimal strings with up to 3 decimals) as exact integers of
 * thousandths, and the amount rules that payouts and payments share.
 */

/** `"125.5"` -> `125500n`. */
export function toUnits(value: string): bigint {
  const [major = '0', minor = ''] = value.split('.');
  return BigInt(major) * 1000n + BigInt(minor.padEnd(3, '0').slice(0, 3));
}

/** `125500n` -> `"125.50"`; a third decimal only when it is not zero. */
export function fromUnits(units: bigint): string {
  const minor = (units % 1000n).toString().padStart(3, '0').replace(/0$/, '');
  return `${units / 1000n}.${minor}`;
}

/** `125.5 EUR` equals `125.50 EUR`. */
export function sameAmount(a: Amount, b: Amount): boolean {
  return a.currency === b.currency && toUnits(a.value) === toUnits(b.value);
}

/**
 * An action pays exactly the execution's amount, in one composition item of that same amount: the
 * problems of `amount` and of the item at `itemPath` (`why` explains the item rule, when given).
 */
export function actionAmountProblems(
  expected: Amount | undefined,
  amount: Amount,
  item: { path: string; amount: Amount; why?: string },
): ErrorItem[] {
  const problems: ErrorItem[] = [];
  if (expected && !sameAmount(expected, amount)) {
    problems.push(
      invalidParam(
        'amount',
        'equalsExecutionAmount',
        `amount must equal the execution's amount ${expected.value} ${expected.currency} (got ${amount.value} ${amount.currency}).`,
      ),
    );
  }
  if (!sameAmount(amount, item.amount)) {
    problems.push(
      invalidParam(
        `${item.path}.amount`,
        'equalsAmount',
        `${item.path}.amount must equal amount (${amount.value} ${amount.currency})${item.why ? `: ${item.why}` : ''}.`,
      ),
    );
  }
  return problems;
}
