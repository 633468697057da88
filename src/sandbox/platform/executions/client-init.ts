import {
  clientInitRequestSchema,
  type ClientConfig,
  type ClientInitRequest,
  type ClientInitResponse,
  type CompositionOption,
} from '../../../api/schemas/client-config';
import { workflowCodes } from '../../../api/schemas/execution';
import { amountProblem } from '../../../api/money';
import { requireMerchant, requireScope, tokenLifetimeSeconds } from '../../http/auth';
import { countryName, isSupportedCountry, supportedCountries } from '../instruments/bank-account-schemas';
import { principalOf, type RouteRequest, type SandboxContext } from '../../http/context';
import { executionView } from './executions';
import {
  HttpError,
  httpError,
  invalidParam,
  parseBody,
  type ErrorItem,
  type HttpResponse,
} from '../../http/responses';
import { getPath } from '../instruments/instrument-data';
import type { ExecutionRecord } from '../../storage/store';
import { checkoutOptions } from '../payments/checkout-options';

const countryPath = 'meta.order.placement.country.code';

/**
 * `POST /merchant/client/init` (spec 4.7, contract 4): creates the execution, runs the lookup and
 * answers the base64 config the merchant hands to `init()` unchanged.
 */
export async function handleClientInit(ctx: SandboxContext, request: RouteRequest): Promise<HttpResponse> {
  const principal = principalOf(request);
  requireMerchant(principal, 'Client init');
  requireScope(principal, 'clientinit:write');
  const body = parseBody(clientInitRequestSchema, request.body, 'client init');
  if (!(workflowCodes as readonly string[]).includes(body.workflowCode)) {
    throw httpError(
      404,
      'request.not-found',
      `No workflow configuration "${body.workflowCode}" in this workspace; the sandbox knows ${workflowCodes.join(' and ')}.`,
      { field: 'workflowCode' },
    );
  }
  const money = body.amount && amountProblem(body.amount);
  if (money) throw new HttpError(400, invalidParam(money.field, money.rule, money.detail));
  const country = body.workflowCode === 'payout' ? requirePayoutFields(body) : optionalCountry(body);

  const execution = ctx.store.createExecution({
    workflowCode: body.workflowCode,
    merchantId: principal.merchantId,
    merchantReference: body.merchantReference,
    holderReference: body.holderReference,
    workspaceId: body.workspaceId,
    amount: body.amount,
    country,
  });
  const lookup = ctx.store.recordAction(execution, 'lookup', request.idempotencyKey);
  const token = ctx.auth.issueClientToken(execution.id, body.holderReference);
  const config: ClientConfig = {
    token,
    expiresAt: new Date(Date.now() + tokenLifetimeSeconds * 1000).toISOString(),
    ...(body.holderReference !== undefined ? { holderReference: body.holderReference } : {}),
    merchantReference: body.merchantReference,
    workspaceId: body.workspaceId,
    ...(body.amount ? { amount: body.amount } : {}),
    execution: executionView(ctx, execution),
    lookup: {
      name: 'lookup',
      actionId: lookup.actionId,
      executedAt: lookup.executedAt,
      data:
        body.workflowCode === 'payout'
          ? { payoutCompositionOptions: [await bankAccountOption(ctx, execution, country!)] }
          : { paymentCompositionOptions: await checkoutOptions(ctx, execution) },
    },
    vault: {
      url: ctx.vaultUrl,
      providerConfigId: ctx.providerConfigId,
      encryptionPublicKey: ctx.encryptionKey.publicKeySpki,
      keyId: ctx.encryptionKey.keyId,
      secureFieldsUrl: `${ctx.vaultUrl}/secure-fields/v1/`,
      links: { saveInstrument: { method: 'POST', href: `${ctx.apiUrl}/payment/instruments` } },
    },
  };
  const response: ClientInitResponse = {
    version: '1',
    data: Buffer.from(JSON.stringify(config), 'utf8').toString('base64'),
  };
  return { status: 200, body: response };
}

/** A payout needs a supported beneficiary country, an amount and a holder; all problems at once. */
function requirePayoutFields(body: ClientInitRequest): string {
  const problems: ErrorItem[] = [];
  const country = getPath(body, countryPath);
  if (country === undefined) {
    problems.push(
      invalidParam(
        countryPath,
        'required',
        `${countryPath} is required for payouts: the beneficiary bank's country.`,
      ),
    );
  } else if (!isSupportedCountry(country)) {
    problems.push(
      invalidParam(
        countryPath,
        'supportedCountry',
        `${countryPath} ${JSON.stringify(country)} is not a supported payout country; use one of ${supportedCountries.join(', ')}.`,
      ),
    );
  }
  if (!body.amount) problems.push(invalidParam('amount', 'required', 'amount is required for payouts.'));
  if (body.holderReference === undefined) {
    problems.push(
      invalidParam(
        'holderReference',
        'required',
        'holderReference is required for payouts: it owns the beneficiary account.',
      ),
    );
  }
  if (problems.length > 0) throw new HttpError(400, problems);
  return country as string;
}

function optionalCountry(body: ClientInitRequest): string | undefined {
  const country = getPath(body, countryPath);
  return typeof country === 'string' ? country : undefined;
}

export async function bankAccountOption(
  ctx: SandboxContext,
  execution: ExecutionRecord,
  country: string,
): Promise<CompositionOption> {
  const stored = await ctx.store.storedInstruments(
    execution.merchantId,
    execution.holderReference!,
    'bankAccount',
    country,
  );
  return {
    id: `bankAccount-${country}`,
    paymentMethodCode: 'bankAccount',
    integrationType: 'api',
    description: bankTransferDescription(country),
    clientConfig: {
      displayName: 'Bank account',
      flow: 'direct',
      // Prepared (contract 5): the page renders the form from this alone, fetching no schema document.
      instrumentDataSchema: (await ctx.instrumentSchemas.preparedBankAccount(country)).schema,
    },
    ...(stored.length > 0 ? { paymentInstruments: stored } : {}),
  };
}

/** Made once per country (payout countries are a fixed few): Intl's region names cost 3% of a client init. */
const bankTransferDescriptions = new Map<string, string>();

function bankTransferDescription(country: string): string {
  let description = bankTransferDescriptions.get(country);
  if (description === undefined) {
    description = `Bank transfer to an account in ${countryName(country)}`;
    bankTransferDescriptions.set(country, description);
  }
  return description;
}
