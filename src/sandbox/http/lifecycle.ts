import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { Server as NetServer } from 'node:net';
import { corsHeaders, errorResponse, HttpError } from './responses';

/** How long a stop waits for the requests it accepted before it cuts them, by default. */
export const defaultStopDeadlineMs = 10_000;

/** A request read during a stop runs only while at least this much of the deadline is left (1 s at most). */
export function runReserveMs(deadlineMs: number): number {
  return Math.min(1_000, deadlineMs / 2);
}

/**
 * The requests a sandbox is answering, so that a stop answers every request that reached it: the
 * connections the kernel queued are accepted, then the listening sockets close; requests read during
 * the stop run while the deadline leaves time for them, else get `503` with `Retry-After`; every
 * answer of a stop says `Connection: close`; the stop waits for what is in flight (up to the deadline)
 * before the state is committed and the database closed.
 */
export class RequestLifecycle {
  #open = new Set<ServerResponse>();
  #stopDeadline: number | undefined;
  #runReserveMs = 0;
  #idle: (() => void)[] = [];

  constructor(private readonly apiUrl: () => string) {}

  get inFlight(): number {
    return this.#open.size;
  }

  /** The listener, counted; once the sandbox is stopping, it runs only what the deadline leaves time for. */
  track(listener: RequestListener): RequestListener {
    return (req, res) => {
      if (this.#stopDeadline !== undefined) {
        res.setHeader('connection', 'close');
        if (this.#stopDeadline - Date.now() <= this.#runReserveMs) return this.#refuse(req, res);
      }
      this.#open.add(res);
      res.once('close', () => {
        this.#open.delete(res);
        if (this.#open.size === 0) this.#idle.splice(0).forEach((resolve) => resolve());
      });
      listener(req, res);
    };
  }

  /**
   * Stops taking connections on `servers` without dropping one already made, waits until every
   * request that reached them is answered or `deadlineMs` passed, then closes what is left.
   * Resolves with how many requests were cut.
   */
  async drain(servers: Server[], deadlineMs: number): Promise<number> {
    const deadline = Date.now() + deadlineMs;
    this.#stopDeadline = deadline;
    this.#runReserveMs = runReserveMs(deadlineMs);
    for (const res of this.#open) if (!res.headersSent) res.setHeader('connection', 'close');
    await acceptQueued(servers, deadline - this.#runReserveMs);
    for (const server of servers) stopListening(server);
    await this.#settled(deadline);
    const cut = this.#open.size;
    for (const server of servers) {
      server.closeAllConnections();
      // Now the full close: it also ends the server's timer that checks connections for timeouts.
      server.close();
    }
    return cut;
  }

  /**
   * Until nothing is in flight and a whole turn of the event loop read no new request (bytes that
   * reached an accepted connection become a request only when the loop reads them), or the deadline.
   */
  async #settled(deadline: number): Promise<void> {
    for (;;) {
      if (this.#open.size > 0) await this.#idleOr(deadline);
      if (Date.now() >= deadline) return;
      await nextPollPhase();
      if (this.#open.size === 0) return;
    }
  }

  #idleOr(deadline: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      new Promise<void>((resolve) => this.#idle.push(resolve)),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now())))),
    ]).finally(() => clearTimeout(timer));
  }

  #refuse(req: IncomingMessage, res: ServerResponse): void {
    req.resume();
    const { status, body } = errorResponse(stopping(), this.apiUrl());
    res.writeHead(status, {
      ...corsHeaders,
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '1',
      connection: 'close',
    });
    res.end(JSON.stringify(body));
  }
}

/**
 * Closes the listening sockets only. `http.Server.close()` also drops every connection without a
 * request in progress (Node 19 and later), which includes those accepted whose request is not read
 * yet: their clients would see a reset although their request reached the sandbox.
 */
export function stopListening(server: Server): void {
  if (server.listening) NetServer.prototype.close.call(server);
}

/**
 * Lets the event loop accept the connections the kernel has queued: closing a listening socket resets
 * those still in its queue. A burst arrives faster than the loop takes it (libuv accepts about one
 * connection per turn of the loop), so the loop turns until the kernel's queue is empty (read from
 * `/proc/net/tcp` on Linux; elsewhere until three turns in a row accept nothing), or until `until`.
 */
export async function acceptQueued(servers: Server[], until: number): Promise<void> {
  const ports = servers.flatMap((server) => {
    const address = server.address();
    return address && typeof address === 'object' ? [address.port] : [];
  });
  let quietTurns = 0;
  let before = await connectionCount(servers);
  while (Date.now() < until) {
    const queued = queuedConnections(ports);
    if (queued === 0 || quietTurns >= 3) return;
    await nextPollPhase();
    const after = await connectionCount(servers);
    quietTurns = after === before && queued === undefined ? quietTurns + 1 : 0;
    before = after;
  }
}

/**
 * How many connections the kernel completed on `ports` that no process accepted yet: the receive
 * queue of a listening socket in `/proc/net/tcp` and `/proc/net/tcp6`. Undefined without `/proc`.
 */
function queuedConnections(ports: number[]): number | undefined {
  let queued: number | undefined;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    queued ??= 0;
    for (const line of text.split('\n').slice(1)) {
      // sl local_address rem_address st tx_queue:rx_queue ...; state 0A is LISTEN.
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state !== '0A' || !local || !queues) continue;
      if (!ports.includes(Number.parseInt(local.split(':')[1] ?? '', 16))) continue;
      queued += Number.parseInt(queues.split(':')[1] ?? '0', 16);
    }
  }
  return queued;
}

async function connectionCount(servers: Server[]): Promise<number> {
  const counts = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count ?? 0))),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** Resolves after the event loop has polled its sockets once more (a timer, then its poll phase). */
function nextPollPhase(): Promise<void> {
  return new Promise((resolve) => setTimeout(() => setImmediate(resolve), 0));
}

function stopping(): HttpError {
  return new HttpError(
    503,
    {
      code: 'service.unavailable',
      detail:
        'The sandbox is stopping and takes no new requests; retry after 1 second (it may be restarting).',
    },
    { 'retry-after': '1' },
  );
}
