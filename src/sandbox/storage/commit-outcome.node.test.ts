import { randomUUID } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../index';
import { call, clientInitBody, decodeConfig } from '../node-test-helpers';
import { untilAnswered } from './cli-test-helpers';
import { openPostgres, preparedPrefix, type Database } from './database';
import { postgresUrl } from './durable-test-helpers';
import type { ExecutionRecord } from './store';

/**
 * What the messages of a unit's write carry: the name of its prepared statement (in Parse and Bind). A
 * write is one statement, committed by the server when it ends: its answer is the commit's.
 */
const writeStatement = Buffer.from(preparedPrefix);

/**
 * A TCP relay between the sandbox and PostgreSQL that can cut the connection at a write's commit:
 * `after` once the server has answered it (the write is kept, the sandbox never hears so), `before`
 * without sending it (nothing is kept). What a network failure does, at the one moment that matters.
 */
class CommitCutter {
  readonly #server: Server;
  #cut: 'before' | 'after' | undefined;

  constructor(target: { host: string; port: number }) {
    this.#server = createServer((client) => this.#relay(client, connect(target)));
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return (this.#server.address() as AddressInfo).port;
  }

  /** Cuts the next write's connection. */
  cutNextCommit(when: 'before' | 'after'): void {
    this.#cut = when;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  #relay(client: Socket, server: Socket): void {
    let withholdAnswer = false;
    const cut = () => {
      client.destroy();
      server.destroy();
    };
    client.on('error', cut);
    server.on('error', cut);
    client.on('close', cut);
    server.on('close', cut);
    client.on('data', (chunk: Buffer) => {
      if (this.#cut && chunk.includes(writeStatement)) {
        const when = this.#cut;
        this.#cut = undefined;
        if (when === 'before') return cut();
        withholdAnswer = true;
      }
      server.write(chunk);
    });
    server.on('data', (chunk: Buffer) => {
      // The server answers a write once it has committed it (at Sync): it is kept; the sandbox is cut off.
      if (withholdAnswer) return cut();
      client.write(chunk);
    });
  }
}

const apiKey = { 'x-api-key': 'sk_test_demo' };

describe.skipIf(!postgresUrl)('a connection dropped during COMMIT on PostgreSQL', () => {
  let admin: Database;
  let cutter: CommitCutter;
  let sandbox: Sandbox;
  let databaseUrl: string;

  beforeAll(async () => {
    admin = await openPostgres(postgresUrl!);
    await admin.query('drop database if exists railkit_commit with (force)');
    await admin.query('create database railkit_commit');
    const target = new URL(postgresUrl!);
    cutter = new CommitCutter({ host: target.hostname, port: Number(target.port || 5432) });
    const relayed = new URL(postgresUrl!);
    relayed.host = `127.0.0.1:${await cutter.listen()}`;
    relayed.pathname = '/railkit_commit';
    databaseUrl = relayed.toString();
    sandbox = await startSandbox({ storage: { databaseUrl }, port: 0, vaultPort: 0, quiet: true });
  }, 60_000);

  afterAll(async () => {
    await sandbox?.close();
    await cutter?.close();
    await admin?.query('drop database if exists railkit_commit with (force)');
    await admin?.close();
  });

  async function storedExecutions(merchantReference: string): Promise<string[]> {
    const db = await openPostgres(databaseUrl);
    try {
      const rows = await db.query<{ data: string }>(
        'select data::text as data from railkit_sandbox.executions',
      );
      return rows
        .map((row) => JSON.parse(row.data) as ExecutionRecord)
        .filter((execution) => execution.merchantReference === merchantReference)
        .map((execution) => execution.id);
    } finally {
      await db.close();
    }
  }

  it.each([
    { when: 'after' as const, kept: 'kept: the retry replays its answer', replayed: 'true' },
    { when: 'before' as const, kept: 'not kept: the retry runs it once', replayed: null },
  ])(
    'cut $when the server answers COMMIT (the commit was $kept), never acknowledged, one execution',
    async ({ when, replayed }) => {
      const body = clientInitBody();
      const key = randomUUID();
      const send = () =>
        call<{ data: string }>(`${sandbox.apiUrl}/merchant/client/init`, {
          headers: apiKey,
          body,
          idempotencyKey: key,
        });
      cutter.cutNextCommit(when);
      const first = await send();
      expect(first.status).toBe(503);
      expect(first.headers.get('retry-after')).toBe('1');

      const retried = await untilAnswered(send, 15_000);
      expect(retried.status).toBe(200);
      expect(retried.headers.get('idempotent-replayed')).toBe(replayed);
      expect(await storedExecutions(body.merchantReference)).toEqual([
        decodeConfig(retried.body.data).execution.id,
      ]);
    },
    30_000,
  );
});
