// docs/webhooks.md "railkit/server": parseNotification on a notification the sandbox delivered.
import { check, deliveredNotification, sandbox } from './harness-node.js';

const delivery = await deliveredNotification();
const rawBody = delivery.rawBody;
const request = { headers: { 'x-signature': delivery.signature } };
const secrets = sandbox.webhookSecrets;

/* snippet */

check(notification.event === 'executionActionCompleted', 'a verified notification is parsed');
check(NotificationVerificationError.name === 'NotificationVerificationError', 'the error class is exported');
