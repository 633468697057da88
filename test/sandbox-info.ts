/** Where the test sandbox listens and how to authenticate as its merchant; `inject('sandbox')`. */
export interface SandboxInfo {
  apiUrl: string;
  vaultUrl: string;
  apiKey: string;
  clientId: string;
  clientSecret: string;
  /** The sandbox's client-side encryption key (PKCS#8 PEM), so tests can decrypt what the SDK encrypted. */
  encryptionPrivateKeyPem: string;
}

/** What a payer types in each form, valid: an account per payout country, data per checkout method. */
export interface SandboxSamples {
  bankAccounts: Record<string, Record<string, unknown>>;
  methods: Record<string, Record<string, unknown>>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sandbox: SandboxInfo;
    /** `inject('samples')`: the sandbox's own samples (sampleBankAccounts, sampleMethodData). */
    samples: SandboxSamples;
  }
}
