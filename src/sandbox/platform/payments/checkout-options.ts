import type { CompositionOption } from '../../../api/schemas/client-config';
import type { SandboxContext } from '../../http/context';
import type { ExecutionRecord } from '../../storage/store';
import { methodOption, methodsFor, type CheckoutMethod } from './methods';
import { savedInstrumentsFor } from './saved-methods';

/**
 * The `paymentCompositionOptions` of a checkout execution, in the platform's order: the card (with the
 * holder's stored cards), then the methods of the session's country and currency (with the holder's
 * saved accounts and agreements).
 */
export async function checkoutOptions(
  ctx: SandboxContext,
  execution: ExecutionRecord,
): Promise<CompositionOption[]> {
  const methods = methodsFor(execution.country, execution.amount?.currency);
  const options = await Promise.all(methods.map((method) => methodOptionWithSaved(ctx, execution, method)));
  return [await ctx.payments.cardOption(execution), ...options];
}

async function methodOptionWithSaved(
  ctx: SandboxContext,
  execution: ExecutionRecord,
  method: CheckoutMethod,
): Promise<CompositionOption> {
  const saved = await savedInstrumentsFor(ctx, execution, method.code);
  const option = methodOption(method, ctx.apiUrl);
  return saved.length > 0 ? { ...option, paymentInstruments: saved } : option;
}

/** The codes a checkout execution offers, for errors that name them. */
export function offeredCodes(execution: ExecutionRecord): string[] {
  return ['card', ...methodsFor(execution.country, execution.amount?.currency).map((method) => method.code)];
}
