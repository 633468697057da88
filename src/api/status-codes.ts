/** Execution status codes (contract 8). The last entry of `status` is the current one. */
export const executionStatusCodes = [
  'created',
  'payoutRequested',
  'payoutPending',
  'payoutSuccessful',
  'payoutFailed',
  'authorizeRequested',
  'authorizePending',
  'authorizeSuccessful',
  'authorizeFailed',
  'captureSuccessful',
  'cancelSuccessful',
  'refundSuccessful',
] as const;
