import { createHmac, randomUUID } from 'node:crypto';
import type { PaymentCompositionItem } from '../../../api/schemas/actions';
import type { Instrument } from '../../../api/schemas/instrument';
import { sandboxUserDomain } from '../../http/auth';
import { principalOf, type RouteRequest, type SandboxContext } from '../../http/context';
import { HttpError, httpError, invalidParam, type ErrorItem, type HttpResponse } from '../../http/responses';
import type { ExecutionRecord } from '../../storage/store';
import { getPath, maskIban, maskLast4 } from '../instruments/instrument-data';
import { decideMethodOutcome } from '../shared/test-values';
import type { MethodPayment } from './method-authorize';
import { checkoutMethod } from './methods';
import { itemPath } from './payments';

/**
 * Saved methods other than cards (issue 29): with `storeInstrument: true` the sandbox keeps a SEPA or
 * ACH account once its authorization is not declined, and a PayPal billing agreement once the payer
 * approves on PayPal's page. The next lookups list them under the method's option; a later authorize
 * pays with `paymentInstrumentId` alone. `POST /payment/instruments/{id}/disable` removes any of them,
 * cards included.
 */

/** The methods besides card whose instrument the sandbox may keep. */
export const savableMethodCodes = ['sepaDirectDebit', 'ach', 'payPal'] as const;
type SavableMethodCode = (typeof savableMethodCodes)[number];

export function isSavableMethod(code: string): code is SavableMethodCode {
  return (savableMethodCodes as readonly string[]).includes(code);
}

const storePath = `${itemPath}.storeInstrument`;
const instrumentIdPath = `${itemPath}.paymentInstrumentId`;

/** `storeInstrument` on a method other than card: only savable methods, and only for a holder. */
export function storeInstrumentProblems(
  execution: ExecutionRecord,
  item: PaymentCompositionItem,
): ErrorItem[] {
  if (item.storeInstrument !== true || item.paymentInstrumentId) return [];
  if (!isSavableMethod(item.paymentMethodCode)) {
    return [
      invalidParam(
        storePath,
        'notAllowed',
        `${storePath} is not taken by "${item.paymentMethodCode}": the platform keeps cards, SEPA and ACH accounts and PayPal agreements only.`,
      ),
    ];
  }
  if (execution.holderReference !== undefined) return [];
  return [
    invalidParam(
      storePath,
      'requiresHolder',
      `${storePath} needs an execution with a holderReference (pass it to client init): instruments belong to a holder.`,
    ),
  ];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the sandbox keeps of the payer's data: masked, and the identifier it fingerprints. */
interface KeptData {
  displayName: string;
  data: Record<string, unknown>;
  accountIdentifier: string;
}

/** `b•••r@sandbox.railkit.dev`: the stand-in PayPal account of a holder, as PayPal masks e-mails. */
function payPalAccountOf(holderReference: string): string {
  const name = holderReference.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'payer';
  return `${name}@${sandboxUserDomain}`;
}

function maskEmail(email: string): string {
  const [local = '', domain] = email.split('@');
  const shown = local.length > 2 ? `${local[0]}•••${local.at(-1)}` : `${local[0] ?? ''}•••`;
  return `${shown}@${domain}`;
}

function keptData(code: SavableMethodCode, execution: ExecutionRecord, input: unknown): KeptData {
  const data = isRecord(input) ? input : {};
  const holderName = getPath(data, 'account.holderName');
  if (code === 'sepaDirectDebit') {
    const iban = String(getPath(data, 'account.iban') ?? '');
    return {
      displayName: `IBAN •••• ${iban.slice(-4)}`,
      data: { account: { holderName, iban: maskIban(iban) }, mandate: { accepted: true } },
      accountIdentifier: iban,
    };
  }
  if (code === 'ach') {
    const number = String(getPath(data, 'account.accountNumber') ?? '');
    const type = getPath(data, 'account.accountType') === 'savings' ? 'Savings' : 'Checking';
    const routingNumber = getPath(data, 'account.routingNumber');
    return {
      displayName: `${type} •••• ${number.slice(-4)}`,
      data: {
        account: {
          holderName,
          routingNumber,
          accountNumber: maskLast4(number),
          accountType: type.toLowerCase(),
        },
      },
      accountIdentifier: `${String(routingNumber)}|${number}`,
    };
  }
  const email = payPalAccountOf(execution.holderReference!);
  return { displayName: maskEmail(email), data: { email: maskEmail(email) }, accountIdentifier: email };
}

/** Keeps the instrument a payment with `storeInstrument: true` was made with (data as authorize had it). */
export async function saveMethodInstrument(
  ctx: SandboxContext,
  execution: ExecutionRecord,
  code: string,
  instrumentData: unknown,
): Promise<Instrument | undefined> {
  if (!isSavableMethod(code) || execution.holderReference === undefined) return undefined;
  const kept = keptData(code, execution, instrumentData);
  const fingerprint = createHmac('sha256', ctx.storage.secret('savedMethodFingerprintSecret'))
    .update(`${code}|${kept.accountIdentifier}`)
    .digest('base64url')
    .slice(0, 32);
  const instrument: Instrument = {
    id: randomUUID(),
    holderId: await ctx.store.holderId(execution.merchantId, execution.holderReference),
    holderReference: execution.holderReference,
    paymentMethodCode: code,
    status: 'enabled',
    displayName: kept.displayName,
    fingerprint,
    createdAt: ctx.clock.iso(),
    data: kept.data,
  };
  ctx.store.saveInstrument({
    instrument,
    merchantId: execution.merchantId,
    country: execution.country ?? '',
    storeInstrument: true,
    accountIdentifier: kept.accountIdentifier,
  });
  return instrument;
}

/** The saved instruments of the session's holder for a method, for its lookup option. */
export async function savedInstrumentsFor(
  ctx: SandboxContext,
  execution: ExecutionRecord,
  code: string,
): Promise<Instrument[]> {
  if (!isSavableMethod(code) || execution.holderReference === undefined) return [];
  return ctx.store.storedInstruments(
    execution.merchantId,
    execution.holderReference,
    code,
    execution.country ?? '',
  );
}

/** 400 `disabled`: the payer removed this instrument; it pays nothing any more. */
export function disabledInstrument(field: string, id: string): HttpError {
  return new HttpError(
    400,
    invalidParam(
      field,
      'disabled',
      `${field}: instrument ${id} was removed (disabled); ask the payer for a method.`,
    ),
  );
}

/** Pays with a saved account or agreement: `paymentInstrumentId` alone, nothing for the payer to type. */
export async function savedMethodPayment(
  ctx: SandboxContext,
  execution: ExecutionRecord,
  item: PaymentCompositionItem,
  amountValue: string,
): Promise<MethodPayment> {
  const id = item.paymentInstrumentId!;
  const method = checkoutMethod(item.paymentMethodCode);
  if (!isSavableMethod(item.paymentMethodCode)) {
    throw new HttpError(
      400,
      invalidParam(
        instrumentIdPath,
        'notAllowed',
        `${instrumentIdPath} is not taken by "${item.paymentMethodCode}": nothing of it is saved.`,
      ),
    );
  }
  const extra = (['instrumentData', 'paymentToken', 'encryptedData'] as const).filter(
    (key) => item[key] !== undefined,
  );
  if (extra.length > 0) {
    throw new HttpError(
      400,
      extra.map((key) =>
        invalidParam(
          `${itemPath}.${key}`,
          'notAllowed',
          `${itemPath}.${key} is not taken with ${instrumentIdPath}: the saved ${method?.displayName ?? 'method'} pays alone.`,
        ),
      ),
    );
  }
  const record = await ctx.store.readInstrument(id);
  const instrument = record?.instrument;
  if (
    !instrument ||
    record.merchantId !== execution.merchantId ||
    instrument.holderReference !== execution.holderReference ||
    instrument.paymentMethodCode !== item.paymentMethodCode
  ) {
    throw new HttpError(
      400,
      invalidParam(
        instrumentIdPath,
        'exists',
        `${instrumentIdPath}: no ${item.paymentMethodCode} instrument ${id} belongs to holder ${execution.holderReference ?? '(none)'}.`,
      ),
    );
  }
  if (instrument.status === 'disabled') throw disabledInstrument(instrumentIdPath, id);
  const holderName = getPath(instrument.data, 'account.holderName');
  return {
    outcome: decideMethodOutcome(amountValue),
    holderName: typeof holderName === 'string' ? holderName : undefined,
  };
}

/** The instrument of `id` the caller may remove: the merchant's, or the client token's holder's. */
async function removableInstrument(ctx: SandboxContext, request: RouteRequest, id: string) {
  const principal = principalOf(request);
  const stored = await ctx.store.readInstrument(id);
  const card = stored ? undefined : await ctx.payments.card(principal.merchantId, id);
  const found = stored ?? card;
  const holder = principal.kind === 'client' ? principal.holderReference : undefined;
  if (
    !found ||
    found.merchantId !== principal.merchantId ||
    (principal.kind === 'client' && found.instrument.holderReference !== holder)
  ) {
    // Another holder's instrument is answered as missing: its existence is not the caller's to know.
    throw httpError(404, 'request.not-found', `No instrument ${id} that these credentials may remove.`);
  }
  return {
    instrument: found.instrument,
    save: () => (stored ? ctx.store.saveInstrument(stored) : ctx.payments.saveCard(card!)),
  };
}

/**
 * `POST /payment/instruments/{id}/disable`: the payer (client token of the holder) or the merchant
 * removes a saved instrument. Answers it `disabled`; repeating the call answers the same.
 */
export async function handleDisableInstrument(
  ctx: SandboxContext,
  request: RouteRequest,
): Promise<HttpResponse> {
  const { instrument, save } = await removableInstrument(ctx, request, request.params.id!);
  if (instrument.status !== 'disabled') {
    instrument.status = 'disabled';
    save();
  }
  return { status: 200, body: instrument };
}
