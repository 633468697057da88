#!/usr/bin/env node
/**
 * `npm test`: every check CI runs, in order, stopping at the first that fails, with the time each took.
 * The checks in one stage only read the tree and take ports of their own, so they run side by side
 * (each is mostly one busy thread: on two cores the stage takes about as long as its longest check
 * instead of their sum); their output is printed whole as each ends. A stage of one check streams it.
 */
import { spawn } from 'node:child_process';

/** The e2e tests of `selection` on a demo (sandbox, vault, merchant) of their own on `ports`. */
function e2e(selection, ports) {
  const env = [
    `RAILKIT_SANDBOX_PORT=${ports.sandbox}`,
    `RAILKIT_SANDBOX_VAULT_PORT=${ports.vault}`,
    `RAILKIT_DEMO_PORT=${ports.demo}`,
    'RAILKIT_DEMO_DIST=built',
  ];
  return `${env.join(' ')} npx playwright test ${selection} --output test-results/e2e-${ports.demo}`;
}

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
  // The build first: what follows reads dist/ (the demos serve it as built: RAILKIT_DEMO_DIST).
  ['npm run test:build'],
  // The unit tests in three engines, beside the payer's journeys in Firefox and WebKit on a demo of
  // their own, and what reads the build: the budgets, the supported browsers, the package's lint
  // (packed without a build) and the chaos test. The journeys mostly wait (on the demo's settlements,
  // on pages), so they fit beside the unit tests, which keep the two cores busy.
  [
    'npm run test:unit',
    e2e('--project firefox --project webkit', { sandbox: 4610, vault: 4611, demo: 5773 }),
    'npm run size',
    'node scripts/check-support.mjs',
    'npm run lint:package',
    'npm run chaos -- --n 30 --seed 2026 --parallel 8',
  ],
  // The packed tarball in apps of its own; the journeys in Chromium, in two halves, each on a demo of
  // its own; and the sandbox's memory under a growing history.
  [
    'npm run test:consumer -- --built',
    e2e('--project chromium --shard 1/2', { sandbox: 4010, vault: 4011, demo: 5173 }),
    e2e('--project chromium --shard 2/2', { sandbox: 4620, vault: 4621, demo: 5783 }),
    // 12,000 requests, not the script's 20,000: the sandbox's memory is as flat from 3,000 on (271, 262,
    // 259, 268 MB by quarter) as from 5,000 (258, 246, 261, 245 MB), in 88 s instead of 182 s alone,
    // and it was the longest check of this stage.
    'npm run memory-check -- --requests 12000',
  ],
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
for (const commands of stages) {
  const code = await runStage(commands);
  if (code !== 0) {
    console.log(`test: failed after ${seconds(started)}`);
    process.exit(code);
  }
}
console.log(`test: every check passed in ${seconds(started)}`);
