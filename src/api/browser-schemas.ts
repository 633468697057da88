/*
 * The browser's guards for what it reads from the platform: the client-init config, executions and
 * instruments (response-guards.ts has the rest). Each mirrors the zod schema named beside it (the
 * source of truth); browser-schemas.node.test.ts runs both on the same generated inputs so they cannot
 * drift.
 */
import {
  amountValueFormat,
  amountValuePattern,
  currencyFormat,
  currencyPattern,
  dateTimePattern,
  isAbsoluteUrl,
  uuidPattern,
} from './formats';
import {
  array,
  custom,
  isPlainObject,
  matches,
  minLength,
  object,
  oneOf,
  optional,
  record,
  string,
} from './guards';
import type { Guard } from './guards';
import { executionStatusCodes } from './status-codes';
import type {
  ClientConfig,
  ClientInitResponse,
  CompositionOption,
  InstallmentPlan,
} from './schemas/client-config';
import type { Execution } from './schemas/execution';
import type { Instrument } from './schemas/instrument';
import type { InstrumentDataSchema } from './schemas/instrument-data-schema';

// Field guards, shared with response-guards.ts.
export const uuid = string(matches(uuidPattern, 'a UUID'));
export const dateTime = string(
  matches(
    dateTimePattern,
    `an ISO 8601 date-time with an offset${import.meta.env.DEV ? ', e.g. "2026-11-21T10:10:00Z"' : ''}`,
  ),
);
export const url = string(matches(isAbsoluteUrl, 'an absolute URL'));
export const text = string();

/** common.ts `amountSchema` */
const amount = object({
  value: string(matches(amountValuePattern, amountValueFormat)),
  currency: string(matches(currencyPattern, currencyFormat)),
});

/** common.ts `actionLinkSchema` */
const actionLink = object({ method: text, href: url });

/** execution.ts `executionSchema` */
export const executionGuard: Guard<Execution> = object({
  id: uuid,
  workflowCode: text,
  merchantReference: text,
  holderReference: optional(text),
  workspaceId: optional(uuid),
  amount: optional(amount),
  status: array(
    object({
      code: oneOf(executionStatusCodes),
      time: dateTime,
      reason: optional(object({ code: text, detail: text })),
    }),
    1,
  ),
  actionRequired: optional(text),
  links: object(
    { self: url, payout: optional(actionLink), authorize: optional(actionLink), consumerWait: optional(url) },
    true,
  ),
});

/** instrument.ts `instrumentSchema` */
export const instrumentGuard: Guard<Instrument> = object({
  id: uuid,
  holderId: uuid,
  holderReference: text,
  paymentMethodCode: text,
  status: oneOf(['enabled', 'disabled']),
  displayName: text,
  fingerprint: text,
  createdAt: dateTime,
  data: record,
});

/** client-config.ts `compositionOptionSchema` */
const compositionOption: Guard<CompositionOption> = object({
  id: text,
  paymentMethodCode: text,
  integrationType: oneOf(['api', 'hpp']),
  description: optional(text),
  clientConfig: object({
    displayName: text,
    flow: oneOf(['direct', 'redirect']),
    instrumentDataSchema: optional(
      custom<InstrumentDataSchema>((value) => typeof value === 'object' && value !== null),
    ),
  }),
  paymentInstruments: optional(array(instrumentGuard)),
  installmentPlans: optional(
    array(
      custom<InstallmentPlan>(
        (value) => isPlainObject(value) && Number.isInteger((value as Partial<InstallmentPlan>).count),
      ),
    ),
  ),
});

/** client-config.ts `clientInitResponseSchema` */
export const clientInitResponseGuard: Guard<ClientInitResponse> = object({
  version: oneOf(['1']),
  data: text,
});

/** client-config.ts `clientConfigSchema` */
export const clientConfigGuard: Guard<ClientConfig> = object({
  token: string(minLength(1)),
  expiresAt: dateTime,
  holderReference: optional(text),
  merchantReference: text,
  workspaceId: uuid,
  amount: optional(amount),
  execution: executionGuard,
  lookup: object({
    name: oneOf(['lookup']),
    actionId: uuid,
    executedAt: dateTime,
    data: object({
      payoutCompositionOptions: optional(array(compositionOption)),
      paymentCompositionOptions: optional(array(compositionOption)),
    }),
  }),
  vault: object({
    url,
    providerConfigId: uuid,
    encryptionPublicKey: string(minLength(1)),
    keyId: text,
    secureFieldsUrl: url,
    links: object({ saveInstrument: actionLink }),
  }),
});
