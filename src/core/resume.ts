import type { AuthorizeResult, RailkitClient } from './types';

/**
 * On the page the payer returns to after a redirect (a redirect method, or 3-D Secure by redirect): reads
 * the execution and resolves with the authorization's outcome, the same result shape as
 * `api({ operation: 'authorize' })`. It only reads: a reload of the return page, or Back, authorizes
 * nothing. `wait` long-polls up to that many seconds (0-30, default 10) for a final status. Same as
 * `client.query({ operation: 'authorization', wait })`; a function of `railkit/checkout` rather than a
 * method, so a payout-only page does not carry it.
 *
 * @example
 * ```ts
 * import { init } from 'railkit';
 * import { resume } from 'railkit/checkout';
 *
 * // On the page returnInfo.success, .error, .pending or .cancel names:
 * const result = await resume(init(configOfTheSameSession));
 * if (result.code === 'cancelled') offerTheMethodsAgain();
 * ```
 */
export function resume(client: RailkitClient, options: { wait?: number } = {}): Promise<AuthorizeResult> {
  return client.query({ operation: 'authorization', wait: options.wait ?? 10 });
}
