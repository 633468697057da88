/** The SDK's version: reported by `Railkit.version` and sent as `x-client-version` on every request. */
export const version = '6.0.0';
