import { parseArgs } from 'node:util';
import { startSandbox, type StorageOption } from './index';
import { supportedCountries } from './platform/instruments/bank-account-schemas';
import { payoutAccountTestValues, payoutAmountTestValues } from './platform/shared/test-values';

const usage = `Usage: railkit-sandbox [--data-dir <folder>] [--memory]

Starts the Railkit sandbox platform (API host and vault host) until Ctrl+C.

State is kept across restarts, in this order of choice:
  --memory             nothing is kept: the state is gone when the sandbox stops
  --data-dir <folder>  PGlite files in <folder>
  DATABASE_URL         a PostgreSQL server (postgres://user:password@host:5432/db; needs npm install pg)
  RAILKIT_SANDBOX_DATA_DIR, else ./.railkit-sandbox   PGlite files in that folder

Ports: RAILKIT_SANDBOX_PORT (4010) and RAILKIT_SANDBOX_VAULT_PORT (4011).`;

/** Where the state lives, from the command line and the environment (see `usage`). */
function storageFromArgs(args: string[], env: NodeJS.ProcessEnv): StorageOption | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      memory: { type: 'boolean' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  if (values.memory && values['data-dir']) throw new Error('Choose --memory or --data-dir, not both.');
  if (values.memory) return 'memory';
  if (values['data-dir']) return { dataDir: values['data-dir'] };
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL };
  return { dataDir: env.RAILKIT_SANDBOX_DATA_DIR || '.railkit-sandbox' };
}

/** `npm run sandbox` / `npx railkit-sandbox`: the sandbox alone on its default ports, until Ctrl+C. */
async function main(): Promise<void> {
  let storage: StorageOption | 'help';
  try {
    storage = storageFromArgs(process.argv.slice(2), process.env);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  }
  if (storage === 'help') return console.log(usage);
  const sandbox = await startSandbox({ quiet: false, storage });
  const { clientId, clientSecret, apiKey, webhookSecret } = sandbox.credentials;
  const lines = [
    '',
    'Railkit sandbox is running',
    `  API host    ${sandbox.apiUrl}`,
    `  vault host  ${sandbox.vaultUrl}`,
    `  state       ${sandbox.storage === 'memory' ? 'in memory: gone when the sandbox stops (without --memory it is kept)' : sandbox.storage}`,
    '',
    'Demo merchant credentials',
    `  client_id      ${clientId}`,
    `  client_secret  ${clientSecret}`,
    `  x-api-key      ${apiKey}`,
    `  webhook secret ${webhookSecret}${process.env.RAILKIT_SANDBOX_WEBHOOK_URL ? ` -> ${process.env.RAILKIT_SANDBOX_WEBHOOK_URL}` : ' (set RAILKIT_SANDBOX_WEBHOOK_URL to receive notifications)'}`,
    '',
    'Get a token',
    `  curl -s -X POST ${sandbox.apiUrl}/auth/token -d grant_type=client_credentials -d client_id=${clientId} -d client_secret=${clientSecret}`,
    '',
    `Payout countries: ${supportedCountries.join(' ')}`,
    '',
    'Test values (anything else pays out successfully)',
    ...payoutAmountTestValues.map(
      (test) => `  amount ending ${test.endsWith.padEnd(24)} ${test.description}`,
    ),
    ...payoutAccountTestValues.map(
      (test) => `  ${test.country} ${test.field.padEnd(22)}${test.value.padEnd(24)} ${test.description}`,
    ),
    '',
    'Ctrl+C to stop.',
    '',
  ];
  console.log(lines.join('\n'));

  const stop = async (signal: NodeJS.Signals) => {
    console.log(`\n${signal}: stopping the sandbox.`);
    await sandbox.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
