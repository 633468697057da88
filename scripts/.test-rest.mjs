#!/usr/bin/env node
/**
 * `npm test`: every check CI runs, in order, stopping at the first that fails, with the time each took.
 * The checks in one stage only read the tree and take ports of their own, so they run side by side
 * (each is mostly one busy thread: on two cores the stage takes about as long as its longest check
 * instead of their sum); their output is printed whole as each ends. A stage of one check streams it.
 */
import { spawn } from 'node:child_process';

const stages = [
  // The browser engines first: installed with apt-get when missing (or a clear stop saying how).
  ['node scripts/browsers.mjs'],
  [
    'npm run typecheck',
    'npx eslint .',
    'npx prettier --check .',
    'node scripts/check-cycles.mjs',
    // Doc comments, examples, TypeDoc's warnings and api/railkit.api.md against the exports.
    'node scripts/api-report.mjs',
  ],
  ['npm run test:unit'],
  ['npm run test:build'],
  // What reads the build: the budgets, the supported browsers, the package's lint (packed without a
  // build), the chaos test and the sandbox's memory under a growing history.
  [
    'npm run size',
    'node scripts/check-support.mjs',
    'npm run lint:package',
    'npm run chaos -- --n 30 --seed 2026 --parallel 8',
    'npm run memory-check',
  ],
  // The packed tarball in apps of its own, and the demo: each on ports of its own. Side by side they
  // took 285 s here, one after the other 324 s (the machine's two cores are busy with both).
  ['npm run test:consumer -- --built', 'npm run test:e2e'],
];

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs `command` in a shell; resolves with its exit code and, when `captured`, what it printed. */
function run(command, captured) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: captured ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }),
    );
  });
}

async function runStage(commands) {
  const captured = commands.length > 1;
  const results = await Promise.all(
    commands.map(async (command) => {
      const started = performance.now();
      if (!captured) console.log(`\n> ${command}`);
      const result = await run(command, captured);
      if (captured) process.stdout.write(`\n> ${command}\n${result.output}`);
      console.log(
        `test: ${command}: ${result.code === 0 ? 'passed' : `failed (exit ${result.code})`} in ${seconds(started)}`,
      );
      return result.code;
    }),
  );
  return results.find((code) => code !== 0) ?? 0;
}

const started = performance.now();
for (const commands of stages.slice(stages.findIndex((s) => s[0] === 'npm run test:build'))) {
  const code = await runStage(commands);
  if (code !== 0) {
    console.log(`test: failed after ${seconds(started)}`);
    process.exit(code);
  }
}
console.log(`test: every check passed in ${seconds(started)}`);
