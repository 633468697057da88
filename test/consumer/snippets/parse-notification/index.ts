// docs/webhooks.md "railkit/server": parseNotification on a notification the sandbox delivered.
import { NotificationVerificationError } from 'railkit/server';
import { check } from '../harness-node.js';

/* snippet */

check(notification.event === 'executionActionCompleted', 'a verified notification is parsed');
check(NotificationVerificationError.name === 'NotificationVerificationError', 'the error class is exported');
