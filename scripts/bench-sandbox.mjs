/**
 * The sandbox under a load generator (autocannon), loopback only, for scripts/bench.mjs: throughput and
 * latency of client init, instrument creation and execution GET, and the sandbox's heap after each
 * phase (reads must not grow it; writes grow it by what they store). Two rounds of 10,000 requests.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const connections = 10;
const rounds = 2;
const requestsPerRound = 10_000;

function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Sends `message` to the sandbox process and waits for its next answer. */
function ask(child, message) {
  return new Promise((resolve) => {
    child.once('message', resolve);
    child.send(message);
  });
}

const initBody = (country = 'DE') =>
  JSON.stringify({
    type: 'dropIn',
    workflowCode: 'payout',
    holderReference: `load-${randomUUID()}`,
    merchantReference: `load-${randomUUID()}`,
    workspaceId: '0b7f5c1e-2f7a-4d5e-9c1b-7a6e5d4c3b2a',
    amount: { value: '10.00', currency: 'EUR' },
    meta: { order: { placement: { country: { code: country } } } },
  });

export async function benchSandbox() {
  const child = fork(new URL('./bench-sandbox-child.mjs', import.meta.url), [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const { apiUrl, apiKey } = await new Promise((resolve) => child.once('message', resolve));
    const init = await fetch(`${apiUrl}/merchant/client/init`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey, 'x-idempotency-key': randomUUID() },
      body: initBody(),
    });
    const config = JSON.parse(Buffer.from((await init.json()).data, 'base64').toString('utf8'));
    const bearer = { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' };
    const withKey = (request) => ({
      ...request,
      headers: { ...request.headers, 'x-idempotency-key': randomUUID() },
    });

    const endpoints = [
      {
        name: 'POST /merchant/client/init',
        url: `${apiUrl}/merchant/client/init`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        setupRequest: (request) => ({ ...withKey(request), body: initBody() }),
      },
      {
        name: 'POST vault instruments',
        url: config.vault.links.saveInstrument.href,
        method: 'POST',
        headers: bearer,
        body: JSON.stringify({
          holderReference: config.holderReference,
          paymentMethodCode: 'bankAccount',
          data: {
            holder: { type: 'individual', name: 'Load Test' },
            account: { iban: 'DE89370400440532013000' },
          },
          storeInstrument: false,
        }),
        setupRequest: withKey,
      },
      {
        name: 'GET execution',
        url: config.execution.links.self,
        method: 'GET',
        headers: { authorization: `Bearer ${config.token}` },
      },
    ];

    const memory = [{ requests: 0, ...(await ask(child, 'memory')) }];
    const totals = new Map(endpoints.map((endpoint) => [endpoint.name, []]));
    let sent = 0;
    for (let round = 0; round < rounds; round++) {
      for (const [index, endpoint] of endpoints.entries()) {
        // The round's requests split over the three endpoints (the last takes the remainder).
        const amount =
          Math.floor(requestsPerRound / endpoints.length) +
          (index === 0 ? requestsPerRound % endpoints.length : 0);
        const { name, setupRequest, ...request } = endpoint;
        const result = await runAutocannon({
          ...request,
          amount,
          requests: setupRequest ? [{ setupRequest }] : undefined,
        });
        totals.get(name).push(result);
        sent += result.requests.total;
        memory.push({ requests: sent, after: name, ...(await ask(child, 'memory')) });
      }
    }

    return {
      connections,
      endpoints: endpoints.map(({ name }) => {
        const results = totals.get(name);
        const last = results.at(-1);
        return {
          name,
          requests: results.reduce((sum, result) => sum + result.requests.total, 0),
          requestsPerSecond: last.requests.average,
          p50Ms: last.latency.p50,
          p99Ms: last.latency.p99,
          non2xx: results.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
        };
      }),
      memory,
    };
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
