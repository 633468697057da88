import type { CompositionOption } from '../../../api/schemas/client-config';
import type { SandboxContext } from '../../http/context';
import type { ExecutionRecord } from '../../storage/store';
import { methodOption, methodsFor } from './methods';

/**
 * The `paymentCompositionOptions` of a checkout execution, in the platform's order: the card (with the
 * holder's stored cards), then the methods of the session's country and currency.
 */
export function checkoutOptions(ctx: SandboxContext, execution: ExecutionRecord): CompositionOption[] {
  const methods = methodsFor(execution.country, execution.amount?.currency);
  return [ctx.payments.cardOption(execution), ...methods.map((method) => methodOption(method, ctx.apiUrl))];
}

/** The codes a checkout execution offers, for errors that name them. */
export function offeredCodes(execution: ExecutionRecord): string[] {
  return ['card', ...methodsFor(execution.country, execution.amount?.currency).map((method) => method.code)];
}
