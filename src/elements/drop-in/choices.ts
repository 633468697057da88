import type { ClientConfig, CompositionOption } from '../../api/schemas/client-config';
import type { Instrument } from '../../api/schemas/instrument';
import type { AuthorizeResult, RailkitClient } from '../../core/types';
import type { MethodKind } from './icons';
import { isWalletCode } from './wallets';

// What the drop-in offers and what it says of an outcome: plain functions of the session's lookup and
// of a result, apart from the element that shows them (rk-checkout.ts), each tested on its own.

/** One entry of the list: a lookup option, or one of the holder's saved cards, accounts and agreements. */
export interface DropInChoice {
  /** Unique in the list: the method's code, `card:<instrument id>`, or `saved:<instrument id>`. */
  key: string;
  kind: MethodKind;
  option: CompositionOption;
  instrument?: Instrument;
}

/**
 * The lookup's options in the platform's order, saved methods first: the stored cards, then the saved
 * accounts and agreements (a SEPA mandate, a PayPal agreement), each in its option's order.
 */
export function dropInChoices(options: readonly CompositionOption[]): DropInChoice[] {
  const savedOf = (cards: boolean) =>
    options
      .filter((option) => (option.paymentMethodCode === 'card') === cards)
      .flatMap((option) =>
        (option.paymentInstruments ?? []).map((instrument) => ({
          key: `${cards ? 'card' : 'saved'}:${instrument.id}`,
          kind: kindOf(option),
          option,
          instrument,
        })),
      );
  const methods = options.map((option) => ({ key: option.paymentMethodCode, kind: kindOf(option), option }));
  return [...savedOf(true), ...savedOf(false), ...methods];
}

/** The methods whose instrument the platform keeps when the payer agrees. */
const savableCodes = ['card', 'sepaDirectDebit', 'ach', 'payPal'];

/**
 * Whether "Save for my next payments" is offered with the choice: a new card, account or PayPal, in a
 * session with a holder (the instrument belongs to them).
 */
export function offersSave(choice: DropInChoice, config: ClientConfig): boolean {
  return (
    !choice.instrument &&
    config.holderReference !== undefined &&
    savableCodes.includes(choice.option.paymentMethodCode)
  );
}

function kindOf(option: CompositionOption): MethodKind {
  if (option.paymentMethodCode === 'card') return 'card';
  if (isWalletCode(option.paymentMethodCode)) return 'wallet';
  return option.clientConfig.flow === 'redirect' ? 'redirect' : 'direct';
}

/** A result for a wallet sheet the payer dismissed: nothing was sent, the execution is unchanged. */
export function cancelledResult(client: RailkitClient): AuthorizeResult {
  const execution = client.getState().execution;
  return {
    status: 'error',
    code: 'cancelled',
    actionId: '',
    links: { execution: execution.links.self },
    execution,
  };
}

/** The notice after a payment: its kind and text key, naming the method when it is a wallet or a redirect. */
export function noticeOf(
  result: AuthorizeResult,
  choice: DropInChoice | undefined,
): { kind: 'success' | 'info' | 'error'; key: NoticeKey; named: boolean } {
  const named = choice !== undefined && (choice.kind === 'wallet' || choice.kind === 'redirect');
  if (result.status === 'success') return { kind: 'success', key: 'dropIn.result.success', named };
  if (result.status === 'pending') return { kind: 'info', key: 'dropIn.result.pending', named };
  // A cancel is the payer's own choice, not a failure: said plainly, not in the error's colour.
  if (result.code === 'cancelled' || result.code === 'challenge.cancelled') {
    return { kind: 'info', key: named ? 'dropIn.result.cancelledMethod' : 'dropIn.result.cancelled', named };
  }
  return { kind: 'error', key: named ? 'dropIn.result.failedMethod' : 'dropIn.result.failed', named };
}

type NoticeKey =
  | 'dropIn.result.success'
  | 'dropIn.result.pending'
  | 'dropIn.result.cancelled'
  | 'dropIn.result.cancelledMethod'
  | 'dropIn.result.failed'
  | 'dropIn.result.failedMethod';
