import {
  authorizeRequestSchema,
  lookupResultSchema,
  paymentActionResultSchema,
  type AuthorizeRequest,
  type FollowUpActionRequest,
  type LookupRequest,
  type LookupResult,
  type PaymentActionResult,
} from '../../api/schemas/actions';
import {
  clientConfigSchema,
  clientInitResponseSchema,
  type ClientConfig,
  type ClientInitRequest,
  type ClientInitResponse,
} from '../../api/schemas/client-config';
import {
  actionResultSchema,
  executionSchema,
  type ActionResult,
  type Execution,
  type PayoutRequest,
} from '../../api/schemas/execution';
import {
  instrumentSchema,
  type CreateInstrumentRequest,
  type Instrument,
} from '../../api/schemas/instrument';
import { amountProblem } from '../../api/money';
import type { Amount } from '../../api/schemas/common';
import { ConfigurationError } from '../../api/errors';
import { FixedBearerAuth } from '../auth';
import { ServerClientConfigurationError } from '../errors';
import type { ResponseSchema } from '../http';
import { path, type CallOptions, type ClientCore } from './core';

/** Longest `wait` the platform long-polls an execution for, in seconds. */
export const maxExecutionWaitSeconds = 30;

/** `getExecution(workflowCode, executionId, options)`: a long poll, and a signal to abort it. */
export interface GetExecutionOptions {
  /** Long-poll up to this many seconds (0-30) until a final status: an additional signal only (spec 1 rule 3). */
  wait?: number;
  signal?: AbortSignal;
}

/**
 * The decoded config of a client-init answer (what `init()` reads in the browser).
 *
 * @example
 * ```ts
 * import { decodeClientConfig } from 'railkit/server';
 *
 * const { execution, expiresAt } = decodeClientConfig(await platform.clientInit(request));
 * await orders.save({ executionId: execution.id, sessionEnds: expiresAt });
 * ```
 */
export function decodeClientConfig(response: ClientInitResponse): ClientConfig {
  const json: unknown = JSON.parse(Buffer.from(response.data, 'base64').toString('utf8'));
  return clientConfigSchema.parse(json);
}

/** Client init, executions, the payout and payment actions, and instruments. */
export function executionMethods(core: ClientCore) {
  const { transport, apiUrl, merchantAuth } = core;
  const executionUrl = (workflowCode: string, executionId: string) =>
    apiUrl + path`/merchant/workflows/${workflowCode}/executions/${executionId}`;

  function action<T>(
    workflowCode: string,
    executionId: string,
    name: string,
    body: unknown,
    schema: ResponseSchema<T>,
    options: CallOptions,
  ): Promise<T> {
    return transport.request({
      method: 'POST',
      url: `${executionUrl(workflowCode, executionId)}/${name}`,
      json: body,
      auth: merchantAuth,
      idempotent: true,
      idempotencyKey: options.idempotencyKey,
      signal: options.signal,
      schema,
    });
  }

  /** Capture, cancel and refund: the same request and answer, each with the links of what may follow. */
  async function followUp(
    workflowCode: string,
    executionId: string,
    name: 'capture' | 'cancel' | 'refund',
    body: FollowUpActionRequest = {},
    options: CallOptions = {},
  ): Promise<PaymentActionResult> {
    refuseBadAmount(name, body.amount);
    return action(workflowCode, executionId, name, body, paymentActionResultSchema, options);
  }

  return {
    /** Client init (spec 4.7): the config to hand, unchanged, to `init()` in the browser. */
    async clientInit(body: ClientInitRequest, options: CallOptions = {}): Promise<ClientInitResponse> {
      refuseBadAmount('clientInit', body.amount);
      return transport.request({
        method: 'POST',
        url: `${apiUrl}/merchant/client/init`,
        json: body,
        auth: merchantAuth,
        idempotent: true,
        idempotencyKey: options.idempotencyKey,
        signal: options.signal,
        schema: clientInitResponseSchema,
      });
    },

    /** The execution; with `wait` the call long-polls until a final status or the time is up. */
    async getExecution(
      workflowCode: string,
      executionId: string,
      options: GetExecutionOptions = {},
    ): Promise<Execution> {
      const wait = options.wait;
      if (wait !== undefined && !(wait >= 0 && wait <= maxExecutionWaitSeconds)) {
        throw new ServerClientConfigurationError(
          `wait must be from 0 to ${maxExecutionWaitSeconds} seconds (got ${wait}).`,
        );
      }
      return transport.request({
        method: 'GET',
        url: executionUrl(workflowCode, executionId),
        query: { wait },
        auth: merchantAuth,
        signal: options.signal,
        // The long poll may take the whole wait: give the attempt that much more time.
        timeoutMs: wait ? 30_000 + wait * 1000 : undefined,
        schema: executionSchema,
      });
    },

    /** The payout action of a payout execution (contract 8): `202`, the outcome arrives by notification. */
    payout(executionId: string, body: PayoutRequest, options: CallOptions = {}): Promise<ActionResult> {
      return action('payout', executionId, 'payout', body, actionResultSchema, options);
    },

    /**
     * Authorize (spec 4.2): `202`, the outcome arrives by notification. The body is checked locally
     * first (one payment per execution); `encryptedData` is the card encrypted to the client-init
     * config's `vault.encryptionPublicKey` (contract 7). With 3-D Secure the answer's
     * `links.consumerWait` is where to send the consumer.
     */
    async authorize(
      workflowCode: string,
      executionId: string,
      body: AuthorizeRequest,
      options: CallOptions = {},
    ): Promise<PaymentActionResult> {
      const checked = authorizeRequestSchema.safeParse(body);
      if (!checked.success) {
        const issue = checked.error.issues[0]!;
        throw new ServerClientConfigurationError(
          `authorize body: ${issue.path.map(String).join('.') || '(body)'}: ${issue.message}.`,
        );
      }
      return action(workflowCode, executionId, 'authorize', body, paymentActionResultSchema, options);
    },
    /** Captures an authorized payment: all that is left, or `body.amount` of it. */
    capture(workflowCode: string, executionId: string, body?: FollowUpActionRequest, options?: CallOptions) {
      return followUp(workflowCode, executionId, 'capture', body, options);
    },
    /** Cancels an authorization before any capture: all of it, or `body.amount` of it. */
    cancel(workflowCode: string, executionId: string, body?: FollowUpActionRequest, options?: CallOptions) {
      return followUp(workflowCode, executionId, 'cancel', body, options);
    },
    /** Refunds a captured payment: all that was captured and not refunded, or `body.amount` of it. */
    refund(workflowCode: string, executionId: string, body?: FollowUpActionRequest, options?: CallOptions) {
      return followUp(workflowCode, executionId, 'refund', body, options);
    },
    /** The payment options of a checkout execution, or the payout options of a payout execution. */
    lookup(
      workflowCode: string,
      executionId: string,
      body: LookupRequest = {},
      options: CallOptions = {},
    ): Promise<LookupResult> {
      return action(workflowCode, executionId, 'lookup', body, lookupResultSchema, options);
    },

    /**
     * Creates an instrument with the client token of a client-init config (contract 6); normally the
     * browser SDK does this, a server does it in tests and migrations.
     */
    createInstrument(
      body: CreateInstrumentRequest,
      options: CallOptions & { clientToken: string },
    ): Promise<Instrument> {
      return transport.request({
        method: 'POST',
        url: `${apiUrl}/payment/instruments`,
        json: body,
        auth: new FixedBearerAuth(options.clientToken),
        idempotent: true,
        idempotencyKey: options.idempotencyKey,
        signal: options.signal,
        schema: instrumentSchema,
      });
    },

    /**
     * Removes a saved instrument (a card, a SEPA or ACH account, a PayPal agreement): the platform
     * answers it `disabled`, lists it no more and refuses payments naming it. As the merchant, or with
     * `clientToken` as the payer it belongs to; repeating the call answers the same.
     */
    disableInstrument(
      instrumentId: string,
      options: CallOptions & { clientToken?: string } = {},
    ): Promise<Instrument> {
      return transport.request({
        method: 'POST',
        url: apiUrl + path`/payment/instruments/${instrumentId}/disable`,
        auth: options.clientToken ? new FixedBearerAuth(options.clientToken) : merchantAuth,
        idempotent: true,
        idempotencyKey: options.idempotencyKey,
        signal: options.signal,
        schema: instrumentSchema,
      });
    },
  };
}

/**
 * The money rules (more than zero, the currency's ISO 4217 minor units) checked before anything is
 * sent: `options.invalid` naming the rule, so a bad amount never reaches the platform.
 */
function refuseBadAmount(call: string, amount: Amount | undefined): void {
  const problem = amount && amountProblem(amount);
  if (problem)
    throw new ConfigurationError('options.invalid', `${call}(): ${problem.detail} (rule ${problem.rule})`);
}
