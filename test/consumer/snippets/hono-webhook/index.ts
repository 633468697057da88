// docs/webhooks.md "Hono": the route, through app.request, given real and forged notifications.
import { checkWebhookHandler } from '../harness-node.js';

/* snippet */

await checkWebhookHandler(
  async (rawBody, signature) =>
    app.request('/webhooks/railkit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body: rawBody,
    }),
  orders,
);
