import { randomUUID } from 'node:crypto';
import { createInstrumentRequestSchema, type Instrument } from '../../../api/schemas/instrument';
import { requireScope } from '../../http/auth';
import { bankAccountProfile } from './bank-account-schemas';
import { principalOf, type RouteRequest, type SandboxContext } from '../../http/context';
import { HttpError, httpError, invalidParam, now, parseBody, type HttpResponse } from '../../http/responses';
import { accountIdentifierOf, displayNameOf, fingerprintOf, maskInstrumentData } from './instrument-data';

/**
 * `POST /payment/instruments` (contract 6) with a client token: validates the bank-account data
 * against the execution country's schema, stores it, and answers the instrument with masked data.
 */
export async function handleCreateInstrument(
  ctx: SandboxContext,
  request: RouteRequest,
): Promise<HttpResponse> {
  const principal = principalOf(request);
  if (principal.kind !== 'client') {
    throw httpError(
      403,
      'request.forbidden',
      'Instruments are created with the client token of an execution (the `token` of the client-init config).',
    );
  }
  requireScope(principal, 'instruments:write');
  const body = parseBody(createInstrumentRequestSchema, request.body, 'instrument');
  if (body.holderReference !== principal.holderReference) {
    throw httpError(
      403,
      'request.forbidden',
      'holderReference differs from the holder this client token is bound to.',
      { field: 'holderReference' },
    );
  }
  const execution = await ctx.store.readExecution(principal.executionId);
  if (!execution?.country) {
    throw httpError(404, 'request.not-found', 'The execution of this client token has no payout country.');
  }
  if (body.paymentMethodCode !== 'bankAccount') {
    throw new HttpError(
      400,
      invalidParam(
        'paymentMethodCode',
        'enum',
        `paymentMethodCode ${JSON.stringify(body.paymentMethodCode)} is not offered for this execution; use "bankAccount".`,
      ),
    );
  }
  const problems = await ctx.instrumentSchemas.validate(execution.country, body.data);
  if (problems.length > 0) throw new HttpError(400, problems);

  const profile = bankAccountProfile(execution.country);
  const instrument: Instrument = {
    id: randomUUID(),
    holderId: await ctx.store.holderId(principal.merchantId, body.holderReference),
    holderReference: body.holderReference,
    paymentMethodCode: body.paymentMethodCode,
    status: 'enabled',
    displayName: displayNameOf(profile, body.data),
    fingerprint: fingerprintOf(profile, body.data),
    createdAt: now(),
    data: maskInstrumentData(profile, body.data),
  };
  ctx.store.saveInstrument({
    instrument,
    merchantId: principal.merchantId,
    country: execution.country,
    storeInstrument: body.storeInstrument ?? false,
    accountIdentifier: accountIdentifierOf(profile, body.data),
  });
  return { status: 201, body: instrument };
}
