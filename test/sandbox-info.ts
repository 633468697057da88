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

declare module 'vitest' {
  export interface ProvidedContext {
    sandbox: SandboxInfo;
  }
}
