/**
 * Every error code the sandbox answers, and every failure reason an execution can carry: what each one
 * means and how to fix it. The source of `GET /docs/errors` (HTML) and `GET /docs/errors.json`, and the
 * target of the `docUrl` every error object carries (spec 2.3).
 *
 * Node only: the browser SDK never imports it, so the text costs its bundle nothing.
 * `error-docs.node.test.ts` fails when the sandbox source uses a code that is not listed here, or when
 * an entry is listed that no source uses.
 */

/** A code of an error object: in `{ errors: [...] }` of a non-2xx answer, or a tokenize record's `error`. */
export interface ErrorCodeEntry {
  code: string;
  /** The HTTP statuses it comes with. */
  statuses: readonly number[];
  meaning: string;
  fix: string;
  /** What `reason` holds with this code, when it has one. */
  reason?: string;
}

/** A `reason.code` of a failed execution status (`payoutFailed`, `authorizeFailed`): not an HTTP error. */
export interface FailureReasonEntry {
  code: string;
  /** The execution status it comes with. */
  status: 'payoutFailed' | 'authorizeFailed';
  meaning: string;
  fix: string;
}

/** Path of the page on the API host; each code is a fragment (`#request.not-found`). */
export const errorDocsPath = '/docs/errors';

/** The `docUrl` of `code`: its entry on the API host's error page (the vault host links there too). */
export function errorDocUrl(apiUrl: string, code: string): string {
  return `${apiUrl}${errorDocsPath}#${code}`;
}

export const errorCodes: readonly ErrorCodeEntry[] = [
  {
    code: 'request.malformed',
    statuses: [400],
    meaning:
      'The body is not valid JSON, is empty where one is needed, nests deeper than 64 levels, or does not match the schema of the route; a query parameter (paging cursor, filter, flag) has the wrong shape.',
    fix: "Send JSON with `content-type: application/json` and correct the field named in `reason.path`; the route's schema is in `/openapi.json`.",
    reason: '`{ path, rule, issue }`: the offending body path or query key, the broken rule, what is wrong.',
  },
  {
    code: 'request.param.invalid',
    statuses: [400],
    meaning:
      "A field has the right shape but a value the platform refuses: an invalid IBAN or card number, an expired card, an amount that differs from the execution's, an unknown instrument, a bad JWE. A tokenize answer (`200`) also carries it as the `error` of each record that failed, while the other records are stored.",
    fix: 'Correct the value of `reason.field` as the detail says; each invalid field answers its own error object.',
    reason:
      '`{ field, rule }` (dotted field path, rule such as `format`, `checksum`, `expired`, `maximum`, `positive`, `minorUnits` (more decimals than the currency has ISO 4217 minor units)); a bad JWE adds `problem`, a tokenize record adds `problems` (every field of the record).',
  },
  {
    code: 'request.unauthorized',
    statuses: [401],
    meaning:
      'The request has no credentials, or they are unknown, malformed or expired (merchant tokens live 10 minutes; client tokens as long as their config).',
    fix: 'Send `Authorization: Bearer <token>` (from `POST /auth/token`) or `x-api-key`; on expiry request a new token, or call client init again for a new client token.',
  },
  {
    code: 'request.forbidden',
    statuses: [403],
    meaning:
      'The credentials are valid but may not do this: a missing scope, a token of the other host, a client token bound to another execution or holder, a report download URL with a bad signature, or a vault field whose detokenization or reveal count is used up.',
    fix: "Use the credentials that the operation's `x-permission` in `/openapi.json` names, with the scope it needs (`scope=` when requesting the token).",
    reason:
      'Depends on the check: `{ scope }`, `{ credential, accepted }`, `{ field }` or the vault limit reached.',
  },
  {
    code: 'request.not-found',
    statuses: [404],
    meaning:
      'No route has this method and path, or the resource it names does not exist for these credentials (execution, workflow, record, report run, enrollment, fraud check, schema).',
    fix: 'Check the method, the path and the id; ids are per merchant, and state is lost when the sandbox restarts.',
  },
  {
    code: 'request.conflict',
    statuses: [409],
    meaning:
      'The action does not fit the current state: a second payout on an execution, a capture before authorization, a refund above what was captured, an enrollment moved out of its lifecycle, a 3-D Secure challenge answered twice.',
    fix: 'Read the resource first (its `status` and `links` list what is possible now) and start a new execution for a new payout or payment.',
    reason: 'Payments: `{ status, action }`; payouts: `{ actionId }`; enrollments: `{ from, to, allowed }`.',
  },
  {
    code: 'request.expired',
    statuses: [410],
    meaning: 'A report file download URL is used after its `expiresAt`.',
    fix: 'Create a new report run and download its file before the URL expires.',
    reason: '`{ expiresAt }`',
  },
  {
    code: 'request.entity-too-large',
    statuses: [413],
    meaning:
      'The body is larger than 256 KB, or a tokenize request holds more than 50 records (nothing is stored).',
    fix: 'Split the request: at most 50 records per tokenize call.',
    reason: 'Tokenize: `{ maximum, received }`.',
  },
  {
    code: 'request.header.missing',
    statuses: [422],
    meaning:
      'A required header is missing: every `POST` except `/auth/token` and `/sandbox/*` needs `x-idempotency-key`.',
    fix: 'Send a fresh UUID as `x-idempotency-key` per user action, and the same one when you retry that action.',
    reason: '`{ header }`',
  },
  {
    code: 'request.idempotency.mismatch',
    statuses: [422],
    meaning: 'The `x-idempotency-key` was used before with another method, path or body.',
    fix: 'Use a new key for a new action; reuse a key only to retry the very same request.',
    reason: '`{ header }`',
  },
  {
    code: 'request.rate-limit',
    statuses: [429],
    meaning: 'The credential sent more requests than its limit allows (1000 per 10 s by default).',
    fix: 'Wait the seconds of the `Retry-After` header, then retry; spread bulk work over time.',
    reason: '`{ requests, perSeconds, retryAfterSeconds }`',
  },
  {
    code: 'service.internal-error',
    statuses: [500],
    meaning: 'The sandbox failed unexpectedly: a bug in the sandbox, not in the request.',
    fix: "Read the sandbox's console output and report the error `id` with the request that caused it.",
  },
  {
    code: 'service.unavailable',
    statuses: [503],
    meaning:
      'The service is unavailable; in the sandbox only while an `unavailable` fault is set (`POST /sandbox/faults`). Nothing ran.',
    fix: 'Retry after the `Retry-After` seconds with the same idempotency key; clear test faults with `DELETE /sandbox/faults`.',
  },
];

export const failureReasons: readonly FailureReasonEntry[] = [
  {
    code: 'payout.rejected',
    status: 'payoutFailed',
    meaning: 'The beneficiary bank rejected the payout (sandbox: an amount ending in `.13`).',
    fix: 'Tell the recipient the payout failed and offer another attempt, possibly to another account, in a new execution.',
  },
  {
    code: 'payout.account-closed',
    status: 'payoutFailed',
    meaning: 'The beneficiary account is closed (sandbox test accounts in the README).',
    fix: 'Ask the recipient for another bank account and pay out in a new execution.',
  },
  {
    code: 'payout.account-invalid',
    status: 'payoutFailed',
    meaning: 'The beneficiary bank does not know the account (sandbox test accounts in the README).',
    fix: 'Ask the recipient to check the account details, then pay out in a new execution.',
  },
  {
    code: 'payout.fraud-prevented',
    status: 'payoutFailed',
    meaning: 'The fraud check decided `Prevent` (sandbox: a holder name containing `fraud`).',
    fix: 'Do not retry automatically; review the recipient. The check is at `GET /sandbox/executions/{id}/frauds`.',
  },
  {
    code: 'card.declined',
    status: 'authorizeFailed',
    meaning: 'The issuer declined the card (sandbox: `4000 0000 0000 0002`).',
    fix: 'Ask the consumer for another card and authorize again on the same execution.',
  },
  {
    code: 'fraud.prevented',
    status: 'authorizeFailed',
    meaning: 'The fraud check decided `Prevent` (sandbox: a card holder name containing `fraud`).',
    fix: 'Do not retry automatically; review the order before asking for another payment method.',
  },
  {
    code: 'provider.timeout',
    status: 'authorizeFailed',
    meaning: 'The payment provider did not answer in time (sandbox: `4000 0000 0000 0077`).',
    fix: 'Authorize again on the same execution; if it keeps happening, offer another payment method.',
  },
  {
    code: 'payment.declined',
    status: 'authorizeFailed',
    meaning:
      'The provider of a method other than card declined the payment (sandbox: an amount ending `.13`, or Fail on a redirect page).',
    fix: 'Offer the payer another payment method; the execution takes a new authorize.',
  },
  {
    code: 'payment.cancelled',
    status: 'authorizeFailed',
    meaning: "The payer cancelled on a redirect method's page (sandbox: the Cancel button).",
    fix: 'Show the payment methods again; the execution takes a new authorize.',
  },
  {
    code: 'authentication.failed',
    status: 'authorizeFailed',
    meaning: 'The cardholder did not pass 3-D Secure (sandbox: the Fail button of the challenge page).',
    fix: 'Ask the consumer to try again or with another card; a new authorize starts a new challenge.',
  },
];

/** Every code with an entry (error codes and failure reasons). */
export function catalogueHas(code: string): boolean {
  return (
    errorCodes.some((entry) => entry.code === code) || failureReasons.some((entry) => entry.code === code)
  );
}
