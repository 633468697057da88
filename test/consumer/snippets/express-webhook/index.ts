// docs/webhooks.md "Express": the route, listening on a free port, given real and forged notifications.
import type { AddressInfo } from 'node:net';
import { checkWebhookHandler } from '../harness-node.js';

/* snippet */

const server = app.listen(0, '127.0.0.1');
await new Promise((listening) => server.once('listening', listening));
const { port } = server.address() as AddressInfo;
await checkWebhookHandler(
  (rawBody, signature) =>
    fetch(`http://127.0.0.1:${port}/webhooks/railkit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body: rawBody,
    }),
  orders,
);
server.close();
