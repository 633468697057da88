import type { TestProject } from 'vitest/node';
import { startSandbox, type Sandbox } from '../src/sandbox';
import type { SandboxInfo } from './sandbox-info';

let sandbox: Sandbox | undefined;

/** One sandbox for the whole run, on free ports, so tests never collide with a running demo. */
export async function setup(project: TestProject): Promise<void> {
  sandbox = await startSandbox({ port: 0, vaultPort: 0, quiet: true });
  const info: SandboxInfo = {
    apiUrl: sandbox.apiUrl,
    vaultUrl: sandbox.vaultUrl,
    apiKey: sandbox.credentials.apiKey,
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    encryptionPrivateKeyPem: sandbox.encryptionPrivateKeyPem,
  };
  project.provide('sandbox', info);
}

export async function teardown(): Promise<void> {
  await sandbox?.close();
}
