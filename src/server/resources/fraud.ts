import { fraudOperationsResponseSchema, type FraudOperationsResponse } from '../../api/schemas/fraud';
import { path, type ClientCore } from './core';

/** `getFraudOperations(fraudId, options)`: what to add to each fraud operation. */
export interface FraudOperationsOptions {
  /** Add `providerLatency` and `totalLatency` to each operation. */
  latency?: boolean;
  /** Add each operation's `logs`: the request sent to the provider and its answer. */
  logs?: boolean;
  signal?: AbortSignal;
}

/** Fraud operations (spec 4.6). */
export function fraudMethods(core: ClientCore) {
  const { transport, apiUrl, merchantAuth } = core;
  return {
    /** The operations of a fraud check, oldest first; latency and logs only when asked for. */
    getFraudOperations(
      fraudId: string,
      options: FraudOperationsOptions = {},
    ): Promise<FraudOperationsResponse> {
      return transport.request({
        method: 'GET',
        url: apiUrl + path`/payment/frauds/${fraudId}/operations`,
        query: {
          includeLatency: options.latency ? 'true' : undefined,
          includeLogs: options.logs ? 'true' : undefined,
        },
        auth: merchantAuth,
        signal: options.signal,
        schema: fraudOperationsResponseSchema,
      });
    },
  };
}
