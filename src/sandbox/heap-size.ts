import { Worker } from 'node:worker_threads';
import { relayStopSignals } from './stop-signals';

/**
 * How the sandbox's heap is sized, unless the command or NODE_OPTIONS says otherwise. Left alone, V8
 * lets the heap fill with garbage to several times what a collection keeps (under a mixed load 149 MB
 * in use before one, 18 MB after): a small young generation and an old one sized for a service keep
 * resident memory near what the sandbox holds (20,000 mixed requests on PostgreSQL: 227 MB without
 * these, 163 MB with the first alone, 157 MB with the second alone, 119 MB with both).
 */
export const sandboxHeapFlags = ['--max-semi-space-size=4', '--max-old-space-size=512'];

/** The same sizes for a thread: V8's young generation is three semi-spaces (two and a large-object one). */
const threadHeapLimits = { maxYoungGenerationSizeMb: 12, maxOldGenerationSizeMb: 512 };

/** The heap flags of `sandboxHeapFlags` the command line and NODE_OPTIONS leave unset. */
export function unsetHeapFlags(): string[] {
  // V8 takes `--max_old_space_size` as well.
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].map((option) =>
    option.replaceAll('_', '-'),
  );
  return sandboxHeapFlags.filter((flag) => !given.some((option) => option.startsWith(flag.split('=')[0]!)));
}

/**
 * Runs `entry` (this command) in a thread of this process with the heap `sandboxHeapFlags` describe,
 * for `npx railkit-sandbox` and `npm run sandbox`, which cannot pass flags to node (a bin's
 * `#!/usr/bin/env -S node …` fails where env has no -S, as in Alpine's). One process still: one pid to
 * signal or kill, one resident size. The thread gets the process's stop signals and its exit code is
 * the process's.
 */
export function runInHeapSizedThread(entry: URL): void {
  const thread = new Worker(entry, { argv: process.argv.slice(2), resourceLimits: threadHeapLimits });
  relayStopSignals(thread);
  thread.on('error', (error) => {
    // An error the thread did not catch, or a heap over its ceiling (ERR_WORKER_OUT_OF_MEMORY).
    console.error(`Railkit sandbox stopped: ${error.message}`);
    process.exitCode = 1;
  });
  thread.on('exit', (code) => process.exit(process.exitCode ?? code));
}
