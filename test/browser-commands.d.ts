import type { DecryptedJwe, TestRsaKeyPair } from './commands';

/** The browser-side signatures of `test/commands.ts` (the Node context argument is dropped). */
declare module 'vitest/browser' {
  interface BrowserCommands {
    generateRsaKeyPair: (modulusLength?: number) => Promise<TestRsaKeyPair>;
    decryptWithJose: (jwe: string, privateKeyPem: string) => Promise<DecryptedJwe>;
    decryptWithNodeJose: (jwe: string, privateKeyPem: string) => Promise<DecryptedJwe>;
    /** Waits until no other test holds the sandbox's faults (see test/sandbox-control.ts). */
    acquireFaultLock: () => Promise<void>;
    releaseFaultLock: () => Promise<void>;
    /** The sandbox's valid account of each payout country, by country code. */
    payoutSampleAccounts: () => Promise<Readonly<Record<string, Record<string, unknown>>>>;
  }
}
