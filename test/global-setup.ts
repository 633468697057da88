import type { TestProject } from 'vitest/node';
import { sampleBankAccounts, startSandbox, type Sandbox } from '../src/sandbox';
import { sampleMethodData } from '../src/sandbox/platform/payments/methods';
import type { SandboxInfo } from './sandbox-info';

let sandbox: Sandbox | undefined;

/** One sandbox for the whole run, on free ports, so tests never collide with a running demo. */
export async function setup(project: TestProject): Promise<void> {
  // Final states in 200 ms, not the person-paced 500-800 ms: the browser tests wait on them often.
  sandbox = await startSandbox({
    port: 0,
    vaultPort: 0,
    quiet: true,
    payoutSettleMs: 200,
    paymentSettleMs: 200,
  });
  const info: SandboxInfo = {
    apiUrl: sandbox.apiUrl,
    vaultUrl: sandbox.vaultUrl,
    apiKey: sandbox.credentials.apiKey,
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    encryptionPrivateKeyPem: sandbox.encryptionPrivateKeyPem,
  };
  project.provide('sandbox', info);
  project.provide('samples', { bankAccounts: sampleBankAccounts, methods: sampleMethodData });
}

export async function teardown(): Promise<void> {
  await sandbox?.close();
}
