import { startSandbox } from './index';
import { supportedCountries } from './platform/instruments/bank-account-schemas';
import { payoutAccountTestValues, payoutAmountTestValues } from './platform/shared/test-values';

/** `npm run sandbox`: the sandbox alone on its default ports, until Ctrl+C. */
async function main(): Promise<void> {
  const sandbox = await startSandbox({ quiet: false });
  const { clientId, clientSecret, apiKey, webhookSecret } = sandbox.credentials;
  const lines = [
    '',
    'Railkit sandbox is running',
    `  API host    ${sandbox.apiUrl}`,
    `  vault host  ${sandbox.vaultUrl}`,
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
