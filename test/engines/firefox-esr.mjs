#!/usr/bin/env node
/**
 * Debian's Firefox ESR as Playwright's `moz-firefox` channel expects it: Playwright starts this file as the
 * browser's executable (test/engines/index.ts). It starts the real Firefox with the same arguments and
 * passes every WebDriver BiDi message through, unchanged, but for one difference: a command of
 * `optionalEmulation` that this Firefox answers with "unknown command" is answered as a success.
 *
 * Why: Playwright sets the colour scheme and the screen's orientation and size on every new page with
 * `emulation.*` commands that Firefox gained after ESR 153, and stops at the first refusal. The tests ask
 * for none of these emulations (no `colorScheme`, no `isMobile`, no `screen`), so answering "done" for
 * the defaults changes nothing a page sees; every other command, failure and event is Firefox's own.
 *
 * Firefox prints the address Playwright connects to on stderr ("WebDriver BiDi listening on ws://…");
 * this file prints its own relay's address in that line instead.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { WebSocket, WebSocketServer } from 'ws';

const firefoxPath = process.env.RAILKIT_FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const optionalEmulation = new Set([
  'emulation.setMediaFeaturesOverride',
  'emulation.setScreenOrientationOverride',
  'emulation.setScreenSettingsOverride',
]);
const listening = /^WebDriver BiDi listening on (ws:\/\/\S+)$/;

const firefox = spawn(firefoxPath, process.argv.slice(2), { stdio: ['inherit', 'inherit', 'pipe'] });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => firefox.kill(signal));
firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

createInterface({ input: firefox.stderr }).on('line', async (line) => {
  const match = listening.exec(line);
  process.stderr.write(`${match ? `WebDriver BiDi listening on ${await relayTo(match[1])}` : line}\n`);
});

/** A WebSocket server on a free port that relays each connection to `upstream`; resolves with its address. */
function relayTo(upstream) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (client, request) => relay(client, new WebSocket(`${upstream}${request.url}`)));
  return new Promise((resolve) =>
    server.on('listening', () => resolve(`ws://127.0.0.1:${server.address().port}`)),
  );
}

/** Passes messages both ways; remembers which ids carry an optional emulation, to forgive their refusal. */
function relay(client, firefoxSocket) {
  const emulationIds = new Set();
  const queued = [];
  client.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (optionalEmulation.has(message.method)) emulationIds.add(message.id);
    if (firefoxSocket.readyState === WebSocket.OPEN) firefoxSocket.send(data.toString());
    else queued.push(data.toString());
  });
  firefoxSocket.on('open', () => queued.splice(0).forEach((text) => firefoxSocket.send(text)));
  firefoxSocket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (!emulationIds.delete(message.id) || message.error !== 'unknown command') {
      client.send(data.toString());
      return;
    }
    client.send(JSON.stringify({ type: 'success', id: message.id, result: {} }));
  });
  client.on('close', () => firefoxSocket.close());
  firefoxSocket.on('close', () => client.close());
  firefoxSocket.on('error', () => client.terminate());
}
