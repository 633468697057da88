import type { ExecutionStatus } from '../../../api/schemas/execution';
import { worldSampleAccounts } from '../instruments/bank-account-schemas';

/**
 * Documented magic values that drive every payout outcome of the sandbox without code changes
 * (contract 10). Exported as data so the README, the docs and the demo list exactly what the sandbox does.
 * Any value not listed here pays out successfully.
 */

export type PayoutOutcome =
  | {
      status: 'payoutSuccessful';
      /** Settles this long after the payout instead of the sandbox's usual delay (`payoutSettleMs`). */
      settlesAfterSeconds?: number;
    }
  | { status: 'payoutFailed'; reason: NonNullable<ExecutionStatus['reason']> }
  | { status: 'payoutPending' };

/** A payout amount whose decimals decide the payout's outcome in the sandbox. */
export interface AmountTestValue {
  /** The decimals an amount ends with, e.g. `.13` for `10.13` or `125.13`. */
  endsWith: string;
  outcome: PayoutOutcome;
  description: string;
}

/** A bank account that makes a payout fail in the sandbox, and how. */
export interface AccountTestValue {
  country: string;
  /** Dotted path of the field in the instrument data. */
  field: string;
  value: string;
  outcome: PayoutOutcome;
  description: string;
}

function payoutFailed(code: string, detail: string): PayoutOutcome {
  return { status: 'payoutFailed', reason: { code, detail } };
}

const accountClosed = payoutFailed('payout.account-closed', 'The beneficiary account is closed.');

/** Amounts: checked first, whatever the account. */
export const payoutAmountTestValues: readonly AmountTestValue[] = [
  /** Payout rejected by the beneficiary bank. */
  {
    endsWith: '.13',
    outcome: payoutFailed('payout.rejected', 'The beneficiary bank rejected the payout.'),
    description: 'The payout fails with reason `payout.rejected`.',
  },
  /** Never settles: for testing pending screens and long-poll timeouts. */
  {
    endsWith: '.17',
    outcome: { status: 'payoutPending' },
    description: 'The payout stays `payoutPending` forever; no notification is sent.',
  },
  /** A bank's overnight settlement: for testing what a moved clock settles (`POST /sandbox/clock`). */
  {
    endsWith: '.19',
    outcome: { status: 'payoutSuccessful', settlesAfterSeconds: 86_400 },
    description:
      'The payout stays `payoutPending` for a day, then succeeds; moving the sandbox clock a day on settles it now.',
  },
];

/** Accounts: checked when the amount is not a test value. */
export const payoutAccountTestValues: readonly AccountTestValue[] = [
  /** The canonical happy path. */
  {
    country: 'DE',
    field: 'account.iban',
    value: 'DE89370400440532013000',
    outcome: { status: 'payoutSuccessful' },
    description: 'The payout succeeds.',
  },
  /** A well-formed IBAN whose account is closed: the instrument is created, the payout fails. */
  {
    country: 'DE',
    field: 'account.iban',
    value: 'DE88370400440532013018',
    outcome: accountClosed,
    description: 'The payout fails with reason `payout.account-closed`.',
  },
  /** A UK account number (any valid sort code) whose account is closed. */
  {
    country: 'GB',
    field: 'account.accountNumber',
    value: '00000013',
    outcome: accountClosed,
    description: 'The payout fails with reason `payout.account-closed`.',
  },
  /** A US account number (any valid routing number) the receiving bank does not know. */
  {
    country: 'US',
    field: 'account.accountNumber',
    value: '000000000013',
    outcome: payoutFailed('payout.account-invalid', 'The beneficiary bank does not know this account.'),
    description: 'The payout fails with reason `payout.account-invalid`.',
  },
];

/**
 * One valid `bankAccount` instrument data per supported country, each paying out successfully:
 * for demos, docs and tests that need an account that passes every check.
 */
export const sampleBankAccounts: Readonly<Record<string, Record<string, unknown>>> = {
  // Every IBAN country and territory, and the rails beyond the six below.
  ...worldSampleAccounts(),
  GB: { holder: person(), account: { sortCode: '601613', accountNumber: '31926819' } },
  US: {
    holder: person(),
    account: { routingNumber: '021000021', accountNumber: '000123456789', accountType: 'checking' },
  },
  IN: { holder: person(), account: { ifsc: 'HDFC0000001', accountNumber: '50100012345678' } },
  BR: {
    holder: person(),
    document: { cpf: '52998224725' },
    account: { bankCode: '001', branch: '1234', accountNumber: '123456789' },
  },
  MX: { holder: person(), account: { clabe: '002010077777777771' } },
  NG: { holder: person(), account: { bankCode: '058', accountNumber: '0123456785' } },
};

function person() {
  return { type: 'individual', name: 'Jane Doe' };
}

/** Decimals of an amount normalised to at least two places: `10.1` -> `.10`, `10.130` -> `.13`. */
function decimalsOf(value: string): string {
  const [, fraction = ''] = value.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return '.' + trimmed.padEnd(2, '0');
}

/** The outcome of a payout of `amountValue` to the account `accountIdentifier` in `country`. */
export function decidePayoutOutcome(
  amountValue: string,
  country: string,
  accountIdentifier: string,
): PayoutOutcome {
  const decimals = decimalsOf(amountValue);
  const byAmount = payoutAmountTestValues.find((test) => test.endsWith === decimals);
  if (byAmount) return byAmount.outcome;
  const byAccount = payoutAccountTestValues.find(
    (test) => test.country === country && test.value === accountIdentifier,
  );
  return byAccount?.outcome ?? { status: 'payoutSuccessful' };
}

/** What an authorization comes to (contract 8 status codes). */
export type AuthorizeOutcome =
  | { status: 'authorizeSuccessful' }
  | { status: 'authorizeFailed'; reason: NonNullable<ExecutionStatus['reason']>; afterProviderTimeout?: true }
  | { status: 'authorizePending'; actionRequired?: '3ds' | 'redirect' };

/** A card number with a fixed outcome in the sandbox: declined, 3-D Secure challenge, timeout... */
export interface CardTestValue {
  /** Digits only; written in groups of four in the docs. */
  cardNumber: string;
  outcome: AuthorizeOutcome;
  description: string;
}

/** Card numbers that steer authorize (contract 10); any other valid card is authorized. */
export const cardTestValues: readonly CardTestValue[] = [
  {
    cardNumber: '4000000000000002',
    outcome: {
      status: 'authorizeFailed',
      reason: { code: 'card.declined', detail: 'The issuer declined the card.' },
    },
    description: 'The issuer declines: `authorizeFailed` after the usual delay.',
  },
  {
    cardNumber: '4000000000003220',
    outcome: { status: 'authorizePending', actionRequired: '3ds' },
    description:
      '3-D Secure: `authorizePending` with `actionRequired: "3ds"` until the consumer completes or fails the challenge at `links.consumerWait`.',
  },
  {
    cardNumber: '4000000000000077',
    outcome: {
      status: 'authorizeFailed',
      reason: { code: 'provider.timeout', detail: 'The payment provider did not answer in time.' },
      afterProviderTimeout: true,
    },
    description:
      'The provider times out: `authorizeFailed` only after the provider timeout (4x the usual delay).',
  },
];

/** A card that is authorized, for demos and tests (Visa). */
export const sampleCardNumber = '4111111111111111';

/** The outcome of authorizing `cardNumber` (digits only). */
export function decideAuthorizeOutcome(cardNumber: string): AuthorizeOutcome {
  return (
    cardTestValues.find((test) => test.cardNumber === cardNumber)?.outcome ?? {
      status: 'authorizeSuccessful',
    }
  );
}

/** `4000000000000002` -> `4000 0000 0000 0002`, as the docs write card numbers. */
export function groupCardNumber(cardNumber: string): string {
  return cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export interface MethodAmountTestValue {
  /** The decimals the amount ends with, as for payouts. */
  endsWith: string;
  outcome: AuthorizeOutcome;
  description: string;
}

/**
 * Amounts that steer the authorization of every method but cards (bank debits, Pix, UPI, boleto,
 * wallets): any other amount is authorized. Redirect methods are steered on their sandbox page instead.
 */
export const methodAmountTestValues: readonly MethodAmountTestValue[] = [
  {
    endsWith: '.13',
    outcome: {
      status: 'authorizeFailed',
      reason: { code: 'payment.declined', detail: 'The payment method provider declined the payment.' },
    },
    description: 'The provider declines: `authorizeFailed` (`payment.declined`) after the usual delay.',
  },
  {
    endsWith: '.17',
    outcome: { status: 'authorizePending' },
    description:
      'Stays `authorizePending` (a debit the bank has not confirmed yet); no notification is sent.',
  },
];

/** The outcome of authorizing `amountValue` with a method other than card. */
export function decideMethodOutcome(amountValue: string): AuthorizeOutcome {
  const decimals = decimalsOf(amountValue);
  return (
    methodAmountTestValues.find((test) => test.endsWith === decimals)?.outcome ?? {
      status: 'authorizeSuccessful',
    }
  );
}
