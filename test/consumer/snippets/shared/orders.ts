// The merchant's order store the webhook handlers of docs/webhooks.md reconcile into: here one that records
// what they reconciled, for the program's checks.
import { recordingOrders } from '../harness-node.js';

export const orders = recordingOrders();
