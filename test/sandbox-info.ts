/** Where the test sandbox listens and how to authenticate as its merchant; `inject('sandbox')`. */
export interface SandboxInfo {
  apiUrl: string;
  vaultUrl: string;
  apiKey: string;
  clientId: string;
  clientSecret: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sandbox: SandboxInfo;
  }
}
