import type { BrowserCommand } from 'vitest/node';

/**
 * Node-side helpers that browser tests call through `commands` from `vitest/browser`
 * (a private key, a second JWE library, the sandbox's internals). Each is declared for the browser in
 * `test/commands.d.ts`.
 */
export const commands: Record<string, BrowserCommand<never[]>> = {};
