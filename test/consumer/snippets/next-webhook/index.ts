// docs/webhooks.md "Next.js": the route handler called as Next.js calls it, with a Request.
import { check, checkWebhookHandler } from '../harness-node.js';

/* snippet */

check(runtime === 'nodejs', 'the route runs on Node.js');
await checkWebhookHandler(
  (rawBody, signature) =>
    POST(
      new Request('http://127.0.0.1/webhooks/railkit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        body: rawBody,
      }),
    ),
  orders,
);
