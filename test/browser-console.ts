/// <reference types="@vitest/browser-playwright" />
import { cdp } from 'vitest/browser';

/** A line Chromium showed in DevTools' console: its level, text and, where known, the script's address. */
export interface ConsoleLine {
  level: string;
  text: string;
  url?: string;
}

interface LogEntryEvent {
  entry: { level: string; text: string; url?: string; timestamp: number };
}

interface ConsoleApiEvent {
  type: string;
  timestamp: number;
  args: { value?: unknown; description?: string }[];
  stackTrace?: { callFrames: { url: string }[] };
}

/**
 * Records the warnings and errors of this page and of its same-site frames (the test sandbox's vault is
 * one: another port of 127.0.0.1), from now until `stop()`: the lines Chromium writes itself (the Log
 * domain: a permissions-policy warning, a postMessage refused for its target origin, a failed load) and
 * the scripts' `console.warn` / `console.error`. Nothing is replaced in the page: this is what DevTools
 * would show, read over the Chrome DevTools Protocol.
 */
export async function recordConsole(): Promise<{ lines: ConsoleLine[]; stop(): Promise<void> }> {
  const session = cdp();
  const lines: ConsoleLine[] = [];
  // Enabling a domain replays what it kept from before (earlier tests): only what comes after counts.
  const since = Date.now();
  // The events' payloads, as the Log and Runtime domains define them (the provider types them unknown).
  const onLog = (event: unknown) => {
    const { entry } = event as LogEntryEvent;
    if (entry.timestamp >= since && (entry.level === 'warning' || entry.level === 'error')) {
      lines.push({ level: entry.level, text: entry.text, url: entry.url });
    }
  };
  const onConsole = (payload: unknown) => {
    const event = payload as ConsoleApiEvent;
    if (event.timestamp < since || (event.type !== 'warning' && event.type !== 'error')) return;
    const text = event.args.map((arg) => String(arg.value ?? arg.description ?? '')).join(' ');
    lines.push({ level: event.type, text, url: event.stackTrace?.callFrames[0]?.url });
  };
  // Vitest opens its CDP session on the first call: concurrent first calls can each open one (and then
  // the listeners sit on a session other than the one that enabled the domains). One call first.
  await session.send('Log.disable');
  session.on('Log.entryAdded', onLog);
  session.on('Runtime.consoleAPICalled', onConsole);
  await session.send('Log.enable');
  await session.send('Runtime.enable');
  return {
    lines,
    async stop() {
      session.off('Log.entryAdded', onLog);
      session.off('Runtime.consoleAPICalled', onConsole);
      await session.send('Log.disable');
      await session.send('Runtime.disable');
    },
  };
}
