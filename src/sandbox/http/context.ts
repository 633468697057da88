import type * as z from 'zod/mini';
import type { IncomingMessage } from 'node:http';
import type { Authenticator, HostKind, Principal } from './auth';
import type { SandboxClock } from '../platform/shared/clock';
import type { FaultRegistry, FaultRoute } from './faults';
import type { HttpResponse } from './responses';
import type { IdempotencyStore } from './idempotency';
import type { InstrumentSchemas } from '../platform/instruments/instrument-schemas';
import type { NotificationDispatcher, NotificationEndpoint } from '../platform/notifications/notifications';
import type { PayoutProcessor } from '../platform/payouts/payouts';
import type { PaymentProcessor } from '../platform/payments/payments';
import type { RequestLimiter } from './rate-limit';
import type { VaultStore } from '../platform/vault/vault';
import type { WorkspaceStore } from '../platform/workspaces/workspaces';
import type { EnrollmentStore } from '../platform/enrollments/enrollments';
import type { FraudChecks } from '../platform/frauds/frauds';
import type { ReportRuns } from '../platform/reports/report-runs';
import type { Store } from '../storage/store';
import type { Jobs } from '../storage/jobs';
import type { Activity } from './feed';
import type { ConsoleSessions } from '../console/session';
import type { Storage } from '../storage/storage';

/** The client-side encryption key the vault config publishes (contract 7). */
export interface EncryptionKey {
  privateKeyPem: string;
  /** base64 DER SubjectPublicKeyInfo, RSA 2048. */
  publicKeySpki: string;
  keyId: string;
}

/** Everything a handler may use: the sandbox's state and services, created once per sandbox. */
export interface SandboxContext {
  apiUrl: string;
  vaultUrl: string;
  providerConfigId: string;
  encryptionKey: EncryptionKey;
  auth: Authenticator;
  /** Every collection of state; the HTTP layer commits it before answering. */
  storage: Storage;
  store: Store;
  idempotency: IdempotencyStore;
  faults: FaultRegistry;
  webhook: NotificationEndpoint;
  notifications: NotificationDispatcher;
  payouts: PayoutProcessor;
  /** Authorizations and their captures, cancels and refunds; the card instruments authorize stored. */
  payments: PaymentProcessor;
  instrumentSchemas: InstrumentSchemas;
  /** Use for every time the platform writes or compares; tests can move it forward. */
  clock: SandboxClock;
  /** Vault records (spec 4.1) and the vault configuration. */
  vault: VaultStore;
  workspaces: WorkspaceStore;
  /** Token bucket per credential (contract 3). */
  rateLimiter: RequestLimiter;
  /** Dispute alert enrollments and their events (spec 4.4). */
  enrollments: EnrollmentStore;
  /** Report runs and their files (spec 4.5). */
  reportRuns: ReportRuns;
  /** Fraud checks and their operations (spec 4.6). */
  frauds: FraudChecks;
  /** The request log and the change feed of this process (`GET /sandbox/requests`, `/sandbox/changes`). */
  activity: Activity;
  /** The console's sign-ins (its session cookie and CSRF token). */
  consoleSessions: ConsoleSessions;
  /** Timed work kept as rows: the clock moves it forward. */
  jobs: Jobs;
  /** Aborted when the sandbox closes: long polls end at once. */
  closing: AbortSignal;
}

/** One request as a handler sees it, after routing, authentication and body parsing. */
export interface RouteRequest {
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  /** Undefined only on routes that need no credentials. */
  principal: Principal | undefined;
  body: unknown;
  idempotencyKey: string | undefined;
  /** Aborted when the caller goes away or the sandbox closes. */
  signal: AbortSignal;
}

export interface Route {
  host: HostKind;
  method: 'GET' | 'POST' | 'DELETE';
  /** `/merchant/workflows/:code/executions/:id`: `:name` segments become params. */
  path: string;
  /** False for public routes (token endpoint, schemas). Default true. */
  auth?: boolean;
  body?: 'json' | 'form';
  /** Requires `x-idempotency-key` and replays stored answers. */
  idempotent?: boolean;
  /**
   * Answered without CORS headers (and with `Cross-Origin-Resource-Policy: same-origin`): the console's
   * routes serve its own page only.
   */
  sameOrigin?: true;
  /** Which `/sandbox/faults` route name hits this route (a `*` fault hits every non-control route). */
  fault?: FaultRoute;
  /**
   * Credentials the pipeline admits (403 `request.forbidden` for others) and the scope they must hold.
   * Declared here so the permissions table in the README is generated from what is enforced.
   */
  access?: RouteAccess;
  /**
   * Check the JSON body before the handler: `true` against `docs.requestBody`, or a schema of its own
   * when the documented one is stricter than the pipeline may be (tokenize checks records one by one).
   * A violation answers `400 request.malformed` with `reason.path`; the handler gets the parsed data.
   */
  validateBody?: true | z.ZodMiniType;
  /**
   * Documentation and contract of the route, the source of `/openapi.json`: the same zod schemas the
   * handler uses, so the published contract cannot drift from the implementation.
   */
  docs?: RouteDocs;
  handle(ctx: SandboxContext, request: RouteRequest): Promise<HttpResponse>;
}

/** Kinds of credentials (spec 5, contract 2). */
export type CredentialKind = 'apiKey' | 'merchantToken' | 'clientToken' | 'vaultToken';

export interface RouteAccess {
  credentials: readonly CredentialKind[];
  scope?: string;
}

export interface RouteDocs {
  summary: string;
  /** Spec section, e.g. `4.1`, or `sandbox` for test-control routes. */
  specSection?: string;
  /** Who may call it, e.g. `merchant`, `client token (own execution)`, `vault token: vaultrecords:tokenize`. */
  permission?: string;
  query?: z.ZodMiniType;
  requestBody?: z.ZodMiniType;
  /** Success status and the shape of its body. */
  responses: { status: number; body?: z.ZodMiniType; contentType?: string }[];
}

/** The principal of a route that requires credentials. */
export function principalOf(request: RouteRequest): Principal {
  if (!request.principal) throw new Error('route declared auth: false but needs a principal');
  return request.principal;
}
