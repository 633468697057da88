import { afterEach } from 'vitest';
import { init } from '../src/core/init';
import type { RailkitClient } from '../src/core/types';
import { createTestSession, type TestSessionOptions } from './sandbox-client';

/**
 * Checkout clients on real sandbox sessions, destroyed (and the page emptied) after each test of the
 * file that calls this at its top level.
 */
export function checkoutClients(): (options: TestSessionOptions) => Promise<RailkitClient> {
  const clients: RailkitClient[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy();
    document.body.replaceChildren();
  });
  return async (options) => {
    const client = init(await createTestSession({ workflowCode: 'checkout', ...options }));
    clients.push(client);
    return client;
  };
}
