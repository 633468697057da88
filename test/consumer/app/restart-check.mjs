/* global console, process */
// The packaged sandbox keeps its state: `write` makes a payout and a vault record through railkit/server
// against the running `railkit-sandbox` bin and notes their ids in a file; after the bin was stopped
// and started again, `read` finds both as they were. Exits non-zero with the reason on a failure.
//   node restart-check.mjs write|read <state file>   (RAILKIT_API_URL, RAILKIT_VAULT_URL)
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { createServerClient, decodeClientConfig } from 'railkit/server';
import { sampleBankAccounts } from 'railkit/sandbox';

const [phase, stateFile] = process.argv.slice(2);
const client = createServerClient({
  baseUrl: process.env.RAILKIT_API_URL,
  vaultUrl: process.env.RAILKIT_VAULT_URL,
  credentials: { clientId: 'demo-merchant', clientSecret: 'demo-secret' },
});

if (phase === 'write') {
  const amount = { value: '42.00', currency: 'EUR' };
  const config = decodeClientConfig(
    await client.clientInit({
      type: 'dropIn',
      workflowCode: 'payout',
      holderReference: 'restart-check',
      merchantReference: `restart-check-${Date.now()}`,
      workspaceId: '0b7f5c1e-2f7a-4d5e-9c1b-7a6e5d4c3b2a',
      amount,
      meta: { order: { placement: { country: { code: 'DE' } } } },
    }),
  );
  const instrument = await client.createInstrument(
    {
      holderReference: 'restart-check',
      paymentMethodCode: 'bankAccount',
      data: sampleBankAccounts.DE,
      storeInstrument: true,
    },
    { clientToken: config.token },
  );
  const payout = await client.payout(config.execution.id, {
    amount,
    payoutComposition: [
      {
        paymentInstrumentId: instrument.id,
        paymentMethodCode: 'bankAccount',
        integrationType: 'api',
        amount,
      },
    ],
  });
  const execution = await client.getExecution('payout', config.execution.id, { wait: 10 });
  const { records } = await client.tokenize([
    { type: 'card', fields: { cardNumber: { value: '4111111111111111' } } },
  ]);
  await writeFile(stateFile, JSON.stringify({ execution, payout, record: records[0] }));
  console.log(
    `restart check: payout ${payout.actionId} (${execution.status.at(-1).code}) and vault record ${records[0].id} written`,
  );
} else if (phase === 'read') {
  const before = JSON.parse(await readFile(stateFile, 'utf8'));
  const execution = await client.getExecution('payout', before.execution.id);
  assert.deepEqual(execution, before.execution, 'the payout execution is as it was before the restart');
  const record = await client.getRecord(before.record.id);
  assert.equal(record.id, before.record.id, 'the vault record is still there');
  assert.deepEqual(record.fields, before.record.fields, 'the vault record has its fields');
  console.log('restart check: both found after the restart');
} else {
  throw new Error('usage: node restart-check.mjs write|read <state file>');
}
