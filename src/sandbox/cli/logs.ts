import type { LoggedRequest } from '../http/feed';
import { CliError, SandboxConnection, clock, connectionUsage, readFlags } from './connection';
import { onStopSignals } from '../stop-signals';

export const logsUsage = `Usage: railkit-sandbox logs [--status <code>] [--path <part>] [--since-start]

Prints every request the sandbox answers, as it answers it: time, method, path, status, milliseconds
and the idempotency key, until Ctrl+C. With several sandbox processes (--workers), each long poll is
answered by one of them: run one sandbox to see every request.

  --status <code>        only these statuses: 404, 4xx, 5xx (repeat or separate with commas: 4xx,5xx)
  --path <part>          only paths containing it, e.g. /payouts or /merchant/client/init
  --since-start          first print the requests still kept (the last 1,000 or so), not only new ones

${connectionUsage}`;

/** Longest wait of one long poll (the sandbox allows 30 s). */
const waitSeconds = 25;

/** `railkit-sandbox logs`: follows the request log of a running sandbox. */
export async function logs(args: string[]): Promise<void> {
  const { values } = readFlags(args, {
    status: { type: 'string', multiple: true },
    path: { type: 'string' },
    'since-start': { type: 'boolean' },
  });
  if (values.help) return console.log(logsUsage);
  const statusMatches = statusFilter(values.status ?? []);
  const pathPart = values.path;
  const connection = new SandboxConnection(values);
  const stopped = new AbortController();
  onStopSignals({ stop: () => stopped.abort(), stopAtOnce: () => process.exit(1) });

  const first = await connection.request<{ cursor: number }>('GET', '/sandbox/requests?wait=0');
  let cursor = values['since-start'] ? 0 : first.cursor;
  console.log(`Following the requests of ${connection.apiUrl}; Ctrl+C to stop.`);
  while (!stopped.signal.aborted) {
    let answer: { cursor: number; entries: (LoggedRequest & { seq: number })[] };
    try {
      answer = await connection.request(
        'GET',
        `/sandbox/requests?after=${cursor}&wait=${waitSeconds}`,
        undefined,
        stopped.signal,
      );
    } catch (error) {
      if (stopped.signal.aborted) break;
      throw error;
    }
    for (const entry of answer.entries) {
      if (statusMatches(entry.status) && (!pathPart || entry.path.includes(pathPart)))
        console.log(requestLine(entry));
    }
    cursor = answer.cursor;
  }
}

/** `5xx`, `4xx,5xx`, `404`: a test of a status. */
function statusFilter(values: string[]): (status: number) => boolean {
  const parts = values.flatMap((value) => value.split(',')).map((part) => part.trim().toLowerCase());
  for (const part of parts) {
    if (!/^[1-5](\d\d|xx)$/.test(part)) {
      throw new CliError(
        `--status takes a status such as 404 or a class such as 5xx, not ${JSON.stringify(part)}.`,
      );
    }
  }
  if (parts.length === 0) return () => true;
  return (status) =>
    parts.some((part) => (part.endsWith('xx') ? String(status)[0] === part[0] : String(status) === part));
}

/** One request as a line. */
export function requestLine(entry: LoggedRequest): string {
  const key = entry.idempotencyKey ? `  key ${entry.idempotencyKey}` : '';
  return `${clock(entry.time)}  ${entry.method.padEnd(6)} ${entry.path}  ${entry.status}  ${entry.ms} ms${key}`;
}
