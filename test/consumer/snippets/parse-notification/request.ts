// What the parseNotification block takes from the route it runs in: the notification the sandbox delivered
// to the consumer app, its body as received and its x-signature header.
import { deliveredNotification } from '../harness-node.js';

export const { rawBody, signature } = await deliveredNotification();
