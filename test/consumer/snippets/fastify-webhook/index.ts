// docs/webhooks.md "Fastify": the plugin's route, through fastify.inject, given real and forged notifications.
import { checkWebhookHandler } from '../harness-node.js';

/* snippet */

await checkWebhookHandler(async (rawBody, signature) => {
  const reply = await fastify.inject({
    method: 'POST',
    url: '/webhooks/railkit',
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    payload: rawBody,
  });
  return new Response(reply.statusCode === 204 ? null : reply.body, { status: reply.statusCode });
}, orders);
await fastify.close();
