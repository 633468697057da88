/*
 * Which module the platform client loads from. Here, not in operations.ts: the platform module imports
 * that one's types, and a module naming it back would make a circle.
 */

/** The module with the platform client (core/platform.ts), or one that re-exports it with more. */
export type PlatformModule = typeof import('./platform');

/**
 * Loads the module the platform client comes from. Element modules name it: the bank-account
 * element's holds the payout runner too (payout-platform.ts), so a payout page fetches one chunk for
 * both. The core imports none itself: a bundler would make the platform client a chunk of its own
 * beside it. Every entry of the package imports an element module, so one is always named.
 */
export let loadPlatformModule: () => Promise<PlatformModule>;

/** Names the module the platform client loads from; the latest call wins. */
export function registerPlatformModule(load: () => Promise<PlatformModule>): void {
  loadPlatformModule = load;
}

/**
 * Names it unless a module is named already: the payout form's, registered by init(), yields to the card
 * or checkout entry's smaller one, registered when imported.
 */
export function registerFallbackPlatformModule(load: () => Promise<PlatformModule>): void {
  loadPlatformModule ??= load;
}
