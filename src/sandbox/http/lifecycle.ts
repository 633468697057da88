import type { RequestListener, Server } from 'node:http';
import { corsHeaders, errorResponse, HttpError } from './responses';

/** How long a stop waits for the requests it accepted before it cuts them, by default. */
export const defaultStopDeadlineMs = 10_000;

/**
 * The requests a sandbox is answering, so that a stop answers every one it accepted: it stops taking
 * connections, answers new requests on connections already open with `503` and `Retry-After`, and
 * waits for those in flight (up to a deadline) before the state is committed and the database closed.
 */
export class RequestLifecycle {
  #inFlight = 0;
  #draining = false;
  #idle: (() => void)[] = [];

  constructor(private readonly apiUrl: () => string) {}

  get inFlight(): number {
    return this.#inFlight;
  }

  /** The listener, counted, and refusing new requests once the sandbox is stopping. */
  track(listener: RequestListener): RequestListener {
    return (req, res) => {
      if (this.#draining) {
        req.resume();
        const { status, body } = errorResponse(stopping(), this.apiUrl());
        res.writeHead(status, {
          ...corsHeaders,
          'content-type': 'application/json; charset=utf-8',
          'retry-after': '1',
          connection: 'close',
        });
        res.end(JSON.stringify(body));
        return;
      }
      this.#inFlight++;
      res.once('close', () => {
        this.#inFlight--;
        if (this.#inFlight === 0) this.#idle.splice(0).forEach((resolve) => resolve());
      });
      listener(req, res);
    };
  }

  /**
   * Stops taking connections on `servers`, waits until every accepted request is answered or
   * `deadlineMs` passed, then closes what is left. Resolves with how many requests were cut.
   */
  async drain(servers: Server[], deadlineMs: number): Promise<number> {
    this.#draining = true;
    for (const server of servers) {
      if (server.listening) server.close();
      server.closeIdleConnections();
    }
    if (this.#inFlight > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => this.#idle.push(resolve)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, deadlineMs))),
      ]);
      clearTimeout(timer);
    }
    const cut = this.#inFlight;
    for (const server of servers) server.closeAllConnections();
    return cut;
  }
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
