import { generateKeyPairSync } from 'node:crypto';
import { compactDecrypt, importPKCS8 } from 'jose';
import nodeJose from 'node-jose';
import type { BrowserCommand } from 'vitest/node';
import { sampleBankAccounts } from '../src/sandbox/platform/shared/test-values';

/** An RSA key pair for client-side encryption tests: the browser gets the public half only. */
export interface TestRsaKeyPair {
  /** base64 DER SPKI, the form `vault.encryptionPublicKey` carries. */
  spkiBase64: string;
  /** PKCS#8 PEM, kept for decrypting in Node. */
  privateKeyPem: string;
}

/** What a Node-side JWE library read out of a compact JWE. */
export interface DecryptedJwe {
  plaintext: string;
  protectedHeader: Record<string, unknown>;
}

const generateRsaKeyPair: BrowserCommand<[modulusLength?: number], TestRsaKeyPair> = (
  _context,
  modulusLength,
) => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: modulusLength ?? 2048 });
  return {
    spkiBase64: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
};

/** Decrypts with jose in Node (the same library the SDK uses, but Node's crypto, not Chromium's). */
const decryptWithJose: BrowserCommand<[jwe: string, privateKeyPem: string], DecryptedJwe> = async (
  _context,
  jwe,
  privateKeyPem,
) => {
  const key = await importPKCS8(privateKeyPem, 'RSA-OAEP-256');
  const { plaintext, protectedHeader } = await compactDecrypt(jwe, key);
  return { plaintext: new TextDecoder().decode(plaintext), protectedHeader: { ...protectedHeader } };
};

/** Decrypts with node-jose: a second, independent JWE implementation as a cross-check. */
const decryptWithNodeJose: BrowserCommand<[jwe: string, privateKeyPem: string], DecryptedJwe> = async (
  _context,
  jwe,
  privateKeyPem,
) => {
  const key = await nodeJose.JWK.asKey(privateKeyPem, 'pem');
  const result = await nodeJose.JWE.createDecrypt(key).decrypt(jwe);
  return { plaintext: result.plaintext.toString('utf8'), protectedHeader: { ...result.header } };
};

/**
 * Sandbox faults are global and test files run in parallel: one file's fault must not hit (or be cleared
 * by) another file's test. A test holds this lock from its first fault until it has cleared them.
 */
let faultLockTail: Promise<void> = Promise.resolve();
let releaseFaultLock: (() => void) | undefined;

const acquireFaultLock: BrowserCommand<[], void> = async () => {
  const previous = faultLockTail;
  let release!: () => void;
  faultLockTail = new Promise<void>((resolve) => (release = resolve));
  await previous;
  releaseFaultLock = release;
};

const releaseFaultLockCommand: BrowserCommand<[], void> = () => {
  releaseFaultLock?.();
  releaseFaultLock = undefined;
};

/** The sandbox's valid account of each payout country (its sample accounts), by country code. */
const payoutSampleAccounts: BrowserCommand<[], Readonly<Record<string, Record<string, unknown>>>> = () =>
  sampleBankAccounts;

/**
 * Node-side helpers that browser tests call through `commands` from `vitest/browser`
 * (a private key, a second JWE library, the sandbox's internals). Each is declared for the browser in
 * `test/browser-commands.d.ts` (not `commands.d.ts`: TypeScript skips a .d.ts that has a .ts twin).
 */
export const commands = {
  generateRsaKeyPair,
  decryptWithJose,
  decryptWithNodeJose,
  acquireFaultLock,
  releaseFaultLock: releaseFaultLockCommand,
  payoutSampleAccounts,
};
