import { SandboxClock } from './platform/shared/clock';
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestHandler } from './http/server';
import { defaultStopDeadlineMs, RequestLifecycle } from './http/lifecycle';
import { Authenticator } from './http/auth';
import type { EncryptionKey, SandboxContext } from './http/context';
import { FaultRegistry } from './http/faults';
import { IdempotencyStore } from './http/idempotency';
import { InstrumentSchemas } from './platform/instruments/instrument-schemas';
import { NotificationDispatcher, type NotificationEndpoint } from './platform/notifications/notifications';
import { PayoutProcessor } from './platform/payouts/payouts';
import { PaymentProcessor } from './platform/payments/payments';
import { Store } from './storage/store';
import { Storage } from './storage/storage';
import { Jobs } from './storage/jobs';
import { openPostgres } from './storage/database';
import { openPglite } from './storage/pglite';
import { RateLimiter, defaultRateLimit, type RateLimit } from './http/rate-limit';
import { SharedRateLimiter } from './http/shared-rate-limit';
import { VaultStore, defaultVaultConfiguration } from './platform/vault/vault';
import { WorkspaceStore } from './platform/workspaces/workspaces';
import { EnrollmentStore } from './platform/enrollments/enrollments';
import { FraudChecks } from './platform/frauds/frauds';
import { ReportRuns } from './platform/reports/report-runs';
import { prepareSecureFields } from './platform/vault/secure-fields';
import { newActivity } from './http/feed';
import { ConsoleSessions } from './console/session';
import { prepareConsole } from './console/routes';

/** `startSandbox(options)`: ports, where the state is kept, and the sandbox's clocks and limits. */
export interface SandboxOptions {
  /** API host port; default `RAILKIT_SANDBOX_PORT` or 4010; 0 picks a free port. */
  port?: number;
  /** Vault host port; default `RAILKIT_SANDBOX_VAULT_PORT` or 4011; 0 picks a free port. */
  vaultPort?: number;
  /** Interface to listen on; default `127.0.0.1`. */
  host?: string;
  /** Merchant client id; default `RAILKIT_SANDBOX_CLIENT_ID` or `demo-merchant`. */
  clientId?: string;
  /** Merchant client secret; default `RAILKIT_SANDBOX_CLIENT_SECRET` or `demo-secret`. */
  clientSecret?: string;
  /** Merchant API key; default `RAILKIT_SANDBOX_API_KEY` or `sk_test_demo`. */
  apiKey?: string;
  /** PKCS#8 PEM RSA private key for client-side encryption; default `RAILKIT_SANDBOX_ENCRYPTION_KEY`, else a fresh 2048-bit pair. */
  encryptionKeyPem?: string;
  /** Where notifications go; default `RAILKIT_SANDBOX_WEBHOOK_URL`, else none are sent. */
  webhookUrl?: string;
  /** Notification signing secret; default `RAILKIT_SANDBOX_WEBHOOK_SECRET` or `whsec_test_demo`. */
  webhookSecret?: string;
  /** Backoff base of notification retries in ms (1x, 2x, 4x...); default 1000. */
  webhookRetryBaseMs?: number;
  /** How long a payout stays pending before its final state, in ms; default 800. */
  payoutSettleMs?: number;
  /** How long an authorization takes to its final state, in ms (a provider timeout: 4x); default 500. */
  paymentSettleMs?: number;
  /** No start banner, no request log. */
  quiet?: boolean;
  /** Vault configuration: seconds a volatile value (securityCode, cryptogram) is kept; default 900. */
  volatileRetentionSeconds?: number;
  /** Vault configuration: detokenizations allowed per field; default null (unlimited). */
  allowedDetokenizationCount?: number | null;
  /** Vault configuration: SDK reveals allowed per field; default null (unlimited). */
  allowedSdkRevealCount?: number | null;
  /** Requests per credential: `requests` per `perSeconds`; default 1000 per 10 seconds. */
  rateLimit?: RateLimit;
  /**
   * How long a stored idempotent answer replays, in hours; after it the key runs as new. Default
   * `RAILKIT_SANDBOX_IDEMPOTENCY_RETENTION_HOURS` or 24.
   */
  idempotencyRetentionHours?: number;
  /** How long a report run stays pending before it completes, in ms; default 1000. */
  reportRunDelayMs?: number;
  /**
   * Where the state lives. `'memory'` (the default here): gone when the sandbox closes. `{ dataDir }`:
   * PGlite files in that folder, kept across restarts. `{ databaseUrl }`: a PostgreSQL server (needs `pg`).
   */
  storage?: StorageOption;
}

/** Where a sandbox keeps its state: in memory, in a PGlite folder, or in a PostgreSQL database. */
export type StorageOption = 'memory' | { dataDir: string } | { databaseUrl: string };

/** A running sandbox: its two hosts' URLs, its seeded credentials, and `close()`. */
export interface Sandbox {
  /** e.g. `http://127.0.0.1:4010` */
  apiUrl: string;
  /** e.g. `http://127.0.0.1:4011` */
  vaultUrl: string;
  credentials: { clientId: string; clientSecret: string; apiKey: string; webhookSecret: string };
  encryptionPrivateKeyPem: string;
  /** Where the state lives: `memory`, a data folder, or a PostgreSQL address without its password. */
  storage: string;
  /** Requests accepted and not answered yet. */
  readonly requestsInFlight: number;
  /**
   * How many records memory keeps, per collection: with a database, the records requests in flight
   * hold and the collections read whole at start (settings, workspaces, pending jobs), not history.
   */
  heldRecords(): Record<string, number>;
  /**
   * Stops: takes no new connections (new requests on open ones get `503` with `Retry-After`), answers
   * every request it accepted, waiting at most `deadlineMs` (default 10 s), then commits and closes
   * the database. Resolves with how many requests the deadline cut.
   */
  close(options?: { deadlineMs?: number }): Promise<number>;
}

export {
  cardTestValues,
  payoutAccountTestValues,
  payoutAmountTestValues,
  sampleBankAccounts,
  sampleCardNumber,
} from './platform/shared/test-values';
export type {
  AccountTestValue,
  AmountTestValue,
  AuthorizeOutcome,
  CardTestValue,
  PayoutOutcome,
} from './platform/shared/test-values';
export { supportedCountries } from './platform/instruments/bank-account-schemas';
export { payoutCountries } from './platform/instruments/payout-countries';
export type { PayoutCountry, PayoutCountryKind } from './platform/instruments/payout-countries';
export { signNotification } from './platform/notifications/notifications';
export {
  sandboxSystemActorId,
  sandboxUserActorId,
  seedEnrollmentId,
} from './platform/enrollments/enrollments';
export {
  failingReportWorkspaceId,
  maxReportIntervalDays,
  reportUrlLifetimeSeconds,
  reports,
  seedReportWorkspaceId,
} from './platform/reports/report-runs';
export { fraudHolderNameTestValues } from './platform/frauds/frauds';
export type { FraudTestValue } from './platform/frauds/frauds';

/**
 * Starts the sandbox platform: the API host and the vault host, with fresh in-memory state or, with
 * `storage`, the state it kept when it last ran (timed work that was due meanwhile runs at once).
 *
 * @example
 * ```ts
 * import { startSandbox } from 'railkit/sandbox';
 *
 * const sandbox = await startSandbox({ port: 0, vaultPort: 0 }); // free ports, state in memory
 * const platform = createServerClient({ baseUrl: sandbox.apiUrl, credentials: sandbox.credentials });
 * // ...your integration tests...
 * await sandbox.close();
 * ```
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const env = process.env;
  const retentionMs = idempotencyRetentionMs(options, env);
  const storage = await openStorage(options.storage ?? 'memory');
  const firstStart = !storage.collection('settings').has('createdAt');
  storage.setting('createdAt', () => new Date().toISOString());
  const host = options.host ?? '127.0.0.1';
  const credentials = {
    clientId: options.clientId ?? env.RAILKIT_SANDBOX_CLIENT_ID ?? 'demo-merchant',
    clientSecret: options.clientSecret ?? env.RAILKIT_SANDBOX_CLIENT_SECRET ?? 'demo-secret',
    apiKey: options.apiKey ?? env.RAILKIT_SANDBOX_API_KEY ?? 'sk_test_demo',
    webhookSecret: options.webhookSecret ?? env.RAILKIT_SANDBOX_WEBHOOK_SECRET ?? 'whsec_test_demo',
  };
  const encryptionKey = loadEncryptionKey(
    options.encryptionKeyPem ??
      env.RAILKIT_SANDBOX_ENCRYPTION_KEY ??
      storage.setting('encryptionKeyPem', () => loadEncryptionKey(undefined).privateKeyPem),
  );
  const webhook: NotificationEndpoint = {
    url: options.webhookUrl ?? (env.RAILKIT_SANDBOX_WEBHOOK_URL || undefined),
    secrets: [credentials.webhookSecret],
  };

  // Requests can only be answered once the URLs (which depend on the chosen ports) are known.
  const handlers: { api?: RequestListener; vault?: RequestListener } = {};
  const lifecycle = new RequestLifecycle(() => apiUrl);
  const apiServer = createServer((req, res) => (handlers.api ? handlers.api(req, res) : notReady(res)));
  const vaultServer = createServer((req, res) => (handlers.vault ? handlers.vault(req, res) : notReady(res)));

  const apiPort = await listen(
    apiServer,
    options.port ?? portFromEnv(env.RAILKIT_SANDBOX_PORT, 4010),
    host,
  ).catch(async (error: unknown) => {
    await storage.close();
    throw error;
  });
  const vaultPort = await listen(
    vaultServer,
    options.vaultPort ?? portFromEnv(env.RAILKIT_SANDBOX_VAULT_PORT, 4011),
    host,
  ).catch(async (error: unknown) => {
    await closeServer(apiServer);
    await storage.close();
    throw error;
  });
  let apiUrl = '';
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  apiUrl = `http://${urlHost}:${apiPort}`;
  const vaultUrl = `http://${urlHost}:${vaultPort}`;

  const closing = new AbortController();
  const store = new Store(storage);
  const jobs = new Jobs(storage);
  const notifications = new NotificationDispatcher(webhook, options.webhookRetryBaseMs ?? 1_000, jobs);
  notifications.shareEndpoint(storage);
  const payouts = new PayoutProcessor(store, notifications, options.payoutSettleMs ?? 800, jobs);
  const payments = new PaymentProcessor(store, notifications, options.paymentSettleMs ?? 500, storage, jobs);
  const clock = new SandboxClock();
  const vault = new VaultStore(clock, storage, {
    volatileRetentionSeconds:
      options.volatileRetentionSeconds ?? defaultVaultConfiguration.volatileRetentionSeconds,
    allowedDetokenizationCount:
      options.allowedDetokenizationCount ?? defaultVaultConfiguration.allowedDetokenizationCount,
    allowedSdkRevealCount: options.allowedSdkRevealCount ?? defaultVaultConfiguration.allowedSdkRevealCount,
  });
  const rateLimit = options.rateLimit ?? defaultRateLimit;
  const rateLimiter = storage.database?.shared
    ? await SharedRateLimiter.open(clock, rateLimit, storage.database, storage, closing.signal)
    : new RateLimiter(clock, rateLimit);
  const consoleSessions = new ConsoleSessions(storage.secret('consoleSessionSecret'), apiUrl);
  const context: SandboxContext = {
    apiUrl,
    vaultUrl,
    providerConfigId: storage.setting('providerConfigId', randomUUID),
    encryptionKey,
    auth: new Authenticator(credentials, clock, storage.secret('tokenSigningSecret')),
    storage,
    store,
    idempotency: new IdempotencyStore(storage.collection('idempotency_keys'), {
      retentionMs,
      nowMs: () => clock.nowMs(),
    }),
    faults: new FaultRegistry(),
    webhook,
    notifications,
    payouts,
    payments,
    instrumentSchemas: new InstrumentSchemas(apiUrl),
    clock,
    vault,
    workspaces: new WorkspaceStore(clock, storage),
    rateLimiter,
    enrollments: new EnrollmentStore(clock, storage),
    reportRuns: new ReportRuns(store, clock, apiUrl, options.reportRunDelayMs ?? 1_000, storage, jobs),
    frauds: new FraudChecks(clock, storage),
    jobs,
    consoleSessions,
    activity: newActivity(),
    closing: closing.signal,
  };
  context.auth.acceptSessions(consoleSessions);
  store.onAnyChange((executionId) => context.activity.changes.add({ kind: 'execution', executionId }));
  notifications.onActivity((log) =>
    context.activity.changes.add({ kind: 'notification', executionId: log.executionId }),
  );
  // Seed data, so the enrollment events and report run lists answer something at once.
  if (firstStart) {
    // One unit of work: the seeded records stay in memory while the seeding awaits the database.
    await storage.unitOfWork(async () => {
      await context.enrollments.seed(context.auth.merchantId);
      await context.reportRuns.seed(context.auth.merchantId);
    });
  }
  // Made at start, never at a first use: sandboxes sharing one database must not each make their own.
  storage.secret('savedMethodFingerprintSecret');
  await storage.commit();
  await storage.ready();
  // What was due while the sandbox was stopped runs now: payouts settle, notifications go out.
  jobs.resume();
  const sweeps = sweepExpired(context);
  const quiet = options.quiet ?? false;
  handlers.api = lifecycle.track(createRequestHandler(context, { host: 'api', quiet }));
  handlers.vault = lifecycle.track(createRequestHandler(context, { host: 'vault', quiet }));
  if (!quiet) {
    prepareSecureFields();
    prepareConsole();
  }

  let closed: Promise<number> | undefined;
  return {
    apiUrl,
    vaultUrl,
    credentials,
    encryptionPrivateKeyPem: encryptionKey.privateKeyPem,
    storage: storage.database?.location ?? 'memory',
    get requestsInFlight() {
      return lifecycle.inFlight;
    },
    heldRecords: () => storage.heldRecords(),
    close({ deadlineMs = defaultStopDeadlineMs } = {}) {
      closed ??= (async () => {
        const deadline = Date.now() + deadlineMs;
        // Long polls and held answers (delay faults) answer now, with what they have.
        closing.abort();
        const cut = await lifecycle.drain([apiServer, vaultServer], deadlineMs);
        // Jobs running now (a settlement, a report run) end within what is left of the deadline.
        await jobs.close({ waitMs: Math.max(0, deadline - Date.now()) });
        clearInterval(sweeps);
        notifications.close();
        await Promise.all([closeServer(apiServer), closeServer(vaultServer)]);
        await storage.close();
        return cut;
      })();
      return closed;
    },
  };
}

async function openStorage(option: StorageOption): Promise<Storage> {
  if (option === 'memory') return Storage.memory();
  const database =
    'databaseUrl' in option ? await openPostgres(option.databaseUrl) : await openPglite(option.dataDir);
  return Storage.open(database, { seeding: true });
}

/** The key pair for client-side encryption: from PEM, or a fresh RSA 2048 pair. */
function loadEncryptionKey(pem: string | undefined): EncryptionKey {
  const privateKey = pem
    ? createPrivateKey({ key: pem, format: 'pem' })
    : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  if (privateKey.asymmetricKeyType !== 'rsa') {
    throw new Error('RAILKIT_SANDBOX_ENCRYPTION_KEY must be an RSA private key in PKCS#8 PEM.');
  }
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeySpki: spki.toString('base64'),
    keyId: `sandbox-${createHash('sha256').update(spki).digest('hex').slice(0, 16)}`,
  };
}

/** How often what has expired is deleted: idempotency answers past their window, report files. */
const sweepMs = 60_000;

/**
 * Deletes, now and every minute, what can never be served again: idempotency answers past their window
 * and the files of report runs whose download URL expired. It keeps the tables (not memory, which holds
 * none of them) from growing with history.
 */
function sweepExpired({ idempotency, reportRuns }: Pick<SandboxContext, 'idempotency' | 'reportRuns'>) {
  const sweep = () => {
    idempotency.sweep().catch((error: unknown) => {
      console.error('Railkit sandbox: could not delete expired idempotency answers:', error);
    });
    reportRuns.dropExpiredFiles().catch((error: unknown) => {
      console.error('Railkit sandbox: could not delete expired report files:', error);
    });
  };
  sweep();
  const timer = setInterval(sweep, sweepMs);
  timer.unref();
  return timer;
}

function idempotencyRetentionMs(options: SandboxOptions, env: NodeJS.ProcessEnv): number {
  const fromEnv = env.RAILKIT_SANDBOX_IDEMPOTENCY_RETENTION_HOURS;
  const hours = options.idempotencyRetentionHours ?? (fromEnv ? Number(fromEnv) : 24);
  if (!Number.isFinite(hours) || hours <= 0) {
    throw new Error(
      `The idempotency retention must be a positive number of hours, not ${JSON.stringify(fromEnv ?? hours)} (RAILKIT_SANDBOX_IDEMPOTENCY_RETENTION_HOURS).`,
    );
  }
  return hours * 60 * 60 * 1_000;
}

function notReady(res: ServerResponse): void {
  res.writeHead(503, { 'retry-after': '1' }).end();
}

function portFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Sandbox port ${JSON.stringify(value)} is not a port number (0-65535).`);
  }
  return port;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on ${host} is in use: stop the other sandbox or pick another port (0 = any free port).`,
              {
                cause: error,
              },
            )
          : error,
      );
    };
    server.once('error', onError);
    // Longer than any client's idle timeout (undici: 4 s), so the server never closes a kept-alive
    // socket at the moment a client reuses it (an ECONNRESET on the client's next request).
    server.keepAliveTimeout = 65_000;
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
