import { createServer, type Server } from 'node:http';
import { readBodyText } from '../http/responses';
import { connect, type AddressInfo } from 'node:net';
import { CliError, SandboxConnection, clock, connectionUsage, readFlags } from './connection';
import { onStopSignals } from '../stop-signals';
import { eventName } from './trigger';

export const listenUsage = `Usage: railkit-sandbox listen --forward-to <url> [--print-secret]

While it runs, every notification the sandbox sends is delivered to <url>, signed as usual (the same
body and x-signature header), and each delivery prints one line: time, event, execution, your server's
answer, milliseconds. Your server's answer is the sandbox's: a non-2xx answer is retried as usual.
Ctrl+C puts the sandbox's notification URL back as it was.

  --forward-to <url>     where to deliver, e.g. http://localhost:3000/webhooks
  --print-secret         print the signing secret to verify with, first

${connectionUsage}`;

interface Notification {
  id: string;
  details?: { action?: string; success?: boolean; execution?: { id?: string } };
}

/** `railkit-sandbox listen`: forwards the sandbox's notifications to a local server until stopped. */
export async function listen(args: string[]): Promise<void> {
  const { values } = readFlags(args, {
    'forward-to': { type: 'string' },
    'print-secret': { type: 'boolean' },
  });
  if (values.help) return console.log(listenUsage);
  const forwardTo = forwardUrl(values['forward-to']);
  const connection = new SandboxConnection(values);
  const before = await connection.request<{ url: string | null }>('GET', '/sandbox/webhook');
  await requireListening(forwardTo);

  const receiver = await receive(forwardTo);
  const { port } = receiver.address() as AddressInfo;
  await connection.request('POST', '/sandbox/webhook', { url: `http://127.0.0.1:${port}/notifications` });
  if (values['print-secret']) {
    const { secrets } = await connection.request<{ secrets: string[] }>('GET', '/sandbox/webhook/secrets');
    console.log(`Signing secret (verify the x-signature header with it): ${secrets.at(-1)}`);
  }
  console.log(`Forwarding the notifications of ${connection.apiUrl} to ${forwardTo}; Ctrl+C to stop.`);

  await new Promise<void>((resolve) => {
    const stop = async () => {
      // Put back as it was, so the sandbox does not post to a receiver that is gone.
      await connection.request('POST', '/sandbox/webhook', { url: before.url }).catch((error: unknown) => {
        console.error(`Could not put the notification URL back: ${connection.explain(error).message}`);
      });
      receiver.close();
      resolve();
    };
    onStopSignals({ stop: () => void stop(), stopAtOnce: () => process.exit(1) });
  });
}

function forwardUrl(value: string | undefined): string {
  if (!value)
    throw new CliError(`--forward-to is required: where to deliver the notifications.\n\n${listenUsage}`);
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // Said below.
  }
  throw new CliError(
    `--forward-to must be an http(s) URL such as http://localhost:3000/webhooks, not ${value}.`,
  );
}

/**
 * Refuses to start (changing nothing) when nothing listens at the URL's host and port. A connection is
 * enough: a request would reach the merchant's endpoint as a notification it does not expect.
 */
async function requireListening(url: string): Promise<void> {
  const { hostname, port, protocol } = new URL(url);
  const reason = await new Promise<string | undefined>((resolve) => {
    const socket = connect({
      host: hostname.replace(/^\[|\]$/g, ''),
      port: Number(port || (protocol === 'https:' ? 443 : 80)),
    });
    socket.setTimeout(5_000, () => socket.destroy(new Error('timed out')));
    socket.once('connect', () => {
      socket.end();
      resolve(undefined);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  if (reason) {
    throw new CliError(
      `Nothing answers at ${url} (${reason}): start your server first. The sandbox's notification URL was not changed.`,
    );
  }
}

/** The local endpoint the sandbox posts to: each notification is forwarded and its answer passed back. */
async function receive(forwardTo: string): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const rawBody = await readBodyText(request);
      const started = performance.now();
      let status: number;
      let note = '';
      try {
        const answer = await fetch(forwardTo, {
          method: 'POST',
          headers: {
            'content-type': request.headers['content-type'] ?? 'application/json',
            'x-signature': String(request.headers['x-signature'] ?? ''),
            'user-agent': String(request.headers['user-agent'] ?? 'railkit-sandbox-notifications'),
          },
          body: rawBody,
          signal: AbortSignal.timeout(4_000),
        });
        status = answer.status;
        await answer.body?.cancel();
      } catch (error) {
        // The sandbox retries a 502 as it would your server's failure.
        status = 502;
        note = ` (no answer: ${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message})`;
      }
      const ms = Math.round(performance.now() - started);
      console.log(deliveryLine(rawBody, status, ms) + note);
      response.writeHead(status).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** One delivery as a line: time, event (payout.success), execution, answer, milliseconds. */
export function deliveryLine(rawBody: string, status: number, ms: number): string {
  let notification: Notification = { id: '?' };
  try {
    notification = JSON.parse(rawBody) as Notification;
  } catch {
    // Printed as unknown below.
  }
  const details = notification.details ?? {};
  const event = eventName(details.action ?? 'unknown', details.success !== false);
  return `${clock(new Date().toISOString())}  ${event.padEnd(18)} ${details.execution?.id ?? '-'}  -> ${status}  ${ms} ms`;
}
