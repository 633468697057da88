/*
 * A payout integration's platform module: the platform client and the client's own calls (./platform)
 * with the payout runner, so that both load as one chunk and the payer's Pay out needs no request for
 * code. The bank-account element's module names it as its platform module (platform-module.ts).
 */
export * from './platform';
export { createPayoutRunner } from './payout';
