import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseNotification } from '../../server/index';
import {
  call,
  clientInitBody,
  merchant,
  until,
  useNotificationReceiver,
  useTestSandbox,
} from '../node-test-helpers';
import { listen } from './listen';
import { logs } from './logs';
import { trigger, triggerEvents, eventName } from './trigger';

/**
 * The commands beside starting the sandbox, as a person runs them: real child processes talking to a
 * running sandbox over HTTP (`listen`, `logs`, bad input), and every `trigger` event, run in this
 * process for speed, arriving signed at the merchant's endpoint.
 */

const cliPath = fileURLToPath(new URL('../cli.ts', import.meta.url));
const endpoint = useNotificationReceiver();
const forwarded = useNotificationReceiver();
const sandbox = useTestSandbox(() => ({ webhookUrl: endpoint.url, paymentSettleMs: 40 }));

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number>;
}

/** `railkit-sandbox <args>` in a child process, pointed at the test sandbox. */
function cli(args: string[], api = sandbox.apiUrl): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', cliPath, ...args, '--api-url', api], {
    env: { ...process.env, RAILKIT_SANDBOX_URL: '' },
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  return { child, output: () => text, exited };
}

const webhookUrl = async () =>
  (await call<{ url: string | null }>(`${sandbox.apiUrl}/sandbox/webhook`, { headers: merchant(sandbox) }))
    .body.url;

afterEach(() => vi.restoreAllMocks());

describe('railkit-sandbox listen', () => {
  it('forwards each notification, signed, prints a line for it, and puts the URL back on Ctrl+C', async () => {
    const listen = cli(['listen', '--forward-to', forwarded.url, '--print-secret']);
    await until(() => listen.output().includes('Ctrl+C to stop'), 20_000);
    expect(listen.output()).toContain(
      `Signing secret (verify the x-signature header with it): ${sandbox.credentials.webhookSecret}`,
    );
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await trigger(['authorize.failure', '--api-url', sandbox.apiUrl]);
    await until(() => forwarded.received.length === 1, 10_000);
    const delivery = forwarded.received[0]!;
    const notification = parseNotification(
      delivery.rawBody,
      delivery.signature,
      sandbox.credentials.webhookSecret,
    );
    await until(() => listen.output().includes('authorize.failure'), 5_000);
    expect(listen.output()).toMatch(
      new RegExp(
        `\\d\\d:\\d\\d:\\d\\d\\.\\d{3}  authorize\\.failure +${notification.details.execution.id}  -> 204  \\d+ ms`,
      ),
    );
    listen.child.kill('SIGINT');
    expect(await listen.exited).toBe(0);
    expect(await webhookUrl()).toBe(endpoint.url);
  }, 40_000);
});

describe('railkit-sandbox trigger', () => {
  it('makes the platform send every kind of notification, each arriving signed at the endpoint', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void printed.push(String(line)));
    for (const event of triggerEvents) {
      const name = eventName(event.action, event.success);
      const before = endpoint.received.length;
      await trigger([name, '--api-url', sandbox.apiUrl]);
      const field = (label: string) =>
        printed
          .find((line) => line.trim().startsWith(label))!
          .trim()
          .split(/\s+/)[1];
      const executionId = field('executionId');
      // The status the action ended in: payoutSuccessful, authorizeFailed, refundSuccessful...
      expect(field('status'), name).toBe(`${event.action}${event.success ? 'Successful' : 'Failed'}`);
      printed.length = 0;
      await until(() =>
        endpoint.received
          .slice(before)
          .some((delivery) => delivery.rawBody.includes(`"action":"${event.action}"`)),
      );
      const notifications = endpoint.received
        .slice(before)
        .map((delivery) =>
          parseNotification(delivery.rawBody, delivery.signature, sandbox.credentials.webhookSecret),
        );
      const sent = notifications.find((each) => each.details.action === event.action)!;
      expect(sent.details, name).toMatchObject({ success: event.success, execution: { id: executionId } });
    }
  }, 60_000);
});

describe('railkit-sandbox logs', () => {
  it('prints the requests of a session as they are answered, filtered by status and path', async () => {
    const logs = cli(['logs', '--status', '4xx', '--path', '/merchant/']);
    await until(() => logs.output().includes('Ctrl+C to stop'), 20_000);
    await call(`${sandbox.apiUrl}/health`);
    await call(`${sandbox.apiUrl}/merchant/client/init`, {
      headers: merchant(sandbox),
      body: clientInitBody(),
      idempotencyKey: 'good-1',
    });
    await call(`${sandbox.apiUrl}/merchant/client/init`, {
      headers: merchant(sandbox),
      body: {},
      idempotencyKey: 'bad-1',
    });
    await until(() => logs.output().includes('key bad-1'), 10_000);
    logs.child.kill('SIGINT');
    expect(await logs.exited).toBe(0);
    const lines = logs
      .output()
      .split('\n')
      .filter((line) => line.includes('/merchant/'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} {2}POST {3}\/merchant\/client\/init {2}400 {2}\d+ ms {2}key bad-1$/,
    );
    expect(logs.output()).not.toContain('/health');
  }, 40_000);
});

describe('the commands on bad input', () => {
  it('say what is wrong and exit 1, changing nothing', async () => {
    const stopped = 'http://127.0.0.1:9';
    const runs = {
      unknownEvent: cli(['trigger', 'payout.maybe']),
      unreachable: cli(['listen', '--forward-to', 'http://127.0.0.1:9/webhooks']),
      noSandbox: cli(['trigger', 'payout.success'], stopped),
      wrongSecret: cli(['logs', '--client-secret', 'wrong']),
    };
    for (const run of Object.values(runs)) expect(await run.exited).toBe(1);
    expect(runs.unknownEvent.output()).toContain(
      'Unknown event "payout.maybe"; the events are: payout.success',
    );
    expect(runs.unreachable.output()).toContain(
      'Nothing answers at http://127.0.0.1:9/webhooks (ECONNREFUSED)',
    );
    expect(runs.noSandbox.output()).toContain(`No sandbox answers at ${stopped}`);
    expect(runs.wrongSecret.output()).toContain('refused the credentials of client id "demo-merchant"');
    // The notification URL is as it was: a listen that could not start wrote nothing.
    expect(await webhookUrl()).toBe(endpoint.url);
  }, 40_000);

  it('refuse flags and values they do not take, naming them', async () => {
    const refusals: [Promise<void>, string][] = [
      [trigger([]), 'Name an event'],
      [listen(['--forward-to', 'localhost:3000']), '--forward-to must be an http(s) URL'],
      [listen([]), '--forward-to is required'],
      [logs(['--status', 'teapot']), '--status takes a status such as 404'],
      [logs(['--colour']), "Unknown option '--colour'"],
    ];
    for (const [run, message] of refusals) await expect(run).rejects.toThrow(message);
  });

  it("print each command's usage with --help", async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void printed.push(String(line)));
    for (const command of [listen, trigger, logs]) await command(['--help']);
    for (const name of ['listen', 'trigger', 'logs']) {
      expect(printed.find((text) => text.startsWith(`Usage: railkit-sandbox ${name}`))).toContain(
        '--client-secret',
      );
    }
  });
});
