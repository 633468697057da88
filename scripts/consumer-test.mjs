#!/usr/bin/env node
/**
 * `npm run test:consumer`: Railkit as a merchant gets it. Packs the package (prepack builds dist/),
 * installs the tarball into a throw-away Vite app in a temporary folder outside the repo, type-checks
 * and builds that app, runs test/consumer/app/node-check.mjs there (railkit in Node without a DOM,
 * railkit/server and railkit/sandbox in plain Node) and advice-check.mjs (the default build and, under the
 * `development` condition, the development build with its how-to-fix advice), then starts the packaged `railkit-sandbox` bin, makes
 * a payout and a vault record through railkit/server, stops and starts the bin and finds both again
 * (test/consumer/app/restart-check.mjs), checks that the bin serves the console from dist/console and
 * runs its commands (console-check.mjs), starts the app's server on free ports and runs the payout
 * journey in Chromium (test/consumer/payout.spec.ts), docs/frameworks.md's React and Vue snippets built in
 * fresh Vite apps, type-checked with tsc and vue-tsc, paying out (test/consumer/frameworks.mjs, .spec.ts),
 * and a page holding each of the README's script-tag snippets (payout, checkout) verbatim (its `integrity`
 * against the packed file). Then every code block of README.md and docs/*.md as a program
 * (test/consumer/run-snippets.mjs): the browser ones built by Vite, webpack, esbuild, Rollup and Parcel and
 * run in Chromium (test/consumer/snippets.spec.ts), the server ones in Node, the curl session in bash; it
 * prints each bundler's version, build time and payout page bytes.
 *
 *   npm run test:consumer                 pack with the prepack build
 *   npm run test:consumer -- --built      pack the dist/ already built (npm test builds just before)
 *   npm run test:consumer -- --keep       leave the temporary app for a look
 *
 * Installs prefer npm's cache (`--prefer-offline`), which `npm ci` of the repo has filled.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  buildPages,
  preparePrograms,
  printBundlerTable,
  runServerPrograms,
} from '../test/consumer/run-snippets.mjs';
import { buildFrameworkApps } from '../test/consumer/frameworks.mjs';

const repo = resolve(import.meta.dirname, '..');
const built = process.argv.includes('--built');
const keep = process.argv.includes('--keep');
const started = performance.now();
const children = [];

function step(message) {
  console.log(`consumer test ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s: ${message}`);
}

function run(command, args, options = {}) {
  execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
}

/** `run` without holding up the event loop: for the steps that run beside the app's own. */
function runBeside(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
    children.push(child);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      children.splice(children.indexOf(child), 1);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });
}

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * How long a server may take to answer. The packaged bin's first start creates its PGlite database
 * (initdb), which took 17.6 s with both cores busy (load 13, as when CI runs this beside the e2e tests):
 * 20 s failed the test twice in a row there.
 */
const startSeconds = 60;

/** Starts a long-running process; resolves once `url` answers, rejects if the process ends first. */
async function startServer(name, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], ...options });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise((_, fail) =>
    child.once('exit', (code) => fail(new Error(`${name} exited with ${code} before answering:\n${output}`))),
  );
  const answering = (async () => {
    for (let attempt = 0; attempt < startSeconds * 10; attempt++) {
      const ok = await fetch(options.url).then(
        () => true,
        () => false,
      );
      if (ok) return;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`${name} did not answer ${options.url} within ${startSeconds} s:\n${output}`);
  })();
  await Promise.race([answering, exited]);
  exited.catch(() => {});
  return child;
}

/** Stops a server started by `startServer` as Ctrl+C would, and waits until it is gone. */
async function stop(child) {
  const gone = new Promise((done) => child.once('exit', done));
  child.kill('SIGINT');
  await gone;
  children.splice(children.indexOf(child), 1);
}

/**
 * A page whose only script is one of the README's script-tag snippets, verbatim (`marker` names it: the
 * payout one or the checkout one): its SRI hash must match the tarball's file.
 */
async function scriptTagPage(marker = 'script-tag snippet') {
  const readme = await readFile(join(repo, 'README.md'), 'utf8');
  const snippet = readme.match(new RegExp(`<!-- ${marker}[^>]*-->\\s*\`\`\`html\\n([\\s\\S]*?)\`\`\``))?.[1];
  if (!snippet) throw new Error(`README.md: no ${marker} found`);
  return `<!doctype html>\n<html lang="en">\n<head><title>Script tag</title>\n${snippet}</head>\n<body></body>\n</html>\n`;
}

const workDir = await mkdtemp(join(tmpdir(), 'railkit-consumer-'));
const app = join(workDir, 'app');
try {
  step(`packing into ${workDir}${built ? ' (dist/ as built)' : ' (prepack builds dist/)'}`);
  const packArgs = [
    'pack',
    '--silent',
    '--pack-destination',
    workDir,
    ...(built ? ['--ignore-scripts'] : []),
  ];
  const tarball = execFileSync('npm', packArgs, {
    cwd: repo,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .trim()
    .split('\n')
    .at(-1);

  await cp(join(repo, 'test/consumer/app'), app, { recursive: true });
  const { dependencies, devDependencies } = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8'));
  const pinned = (names, from = devDependencies) =>
    Object.fromEntries(names.map((name) => [name, from[name]]));
  const manifest = {
    name: 'railkit-consumer-app',
    private: true,
    type: 'module',
    // Parcel reads a package's `exports` only when told to (its docs: "Package exports").
    '@parcel/resolver-default': { packageExports: true },
    // The frameworks of docs/webhooks.md's handlers, as a merchant's server installs them.
    dependencies: {
      railkit: `file:../${tarball}`,
      ...pinned(['express', 'fastify']),
      ...pinned(['hono'], dependencies),
    },
    // The bundlers of the snippet matrix (test/consumer/bundlers.mjs), at the versions the repo pins.
    devDependencies: pinned([
      'typescript',
      'vite',
      'webpack',
      'webpack-cli',
      'esbuild',
      'rollup',
      '@rollup/plugin-node-resolve',
      '@rollup/plugin-terser',
      'parcel',
      '@types/node',
      '@types/express',
    ]),
  };
  await writeFile(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(join(app, 'script-tag.html'), await scriptTagPage());
  await writeFile(join(app, 'script-tag-checkout.html'), await scriptTagPage('script-tag checkout snippet'));

  // Issue 32: docs/frameworks.md's snippets in fresh Vite React and Vue apps, served from the app's out/.
  // Made beside the app's own steps up to the browser run: installs and type checks are mostly one
  // core's work (or the disk's), and there are two cores.
  const frameworkApps = buildFrameworkApps({ repo, workDir, app, tarball, step, run: runBeside });
  // Awaited before the browser run; a failure meanwhile must not end the process unhandled.
  frameworkApps.catch(() => {});

  step(`installing ${tarball}, the bundlers and the web frameworks`);
  await runBeside('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: app,
  });

  step('type-checking and building the app');
  await runBeside(join(app, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: app });
  await runBeside(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: app });

  step('importing the entries in plain Node');
  run(process.execPath, ['node-check.mjs'], { cwd: app });
  step('resolving the production and the development builds');
  run(process.execPath, ['advice-check.mjs', 'production'], { cwd: app });
  run(process.execPath, ['--conditions=development', 'advice-check.mjs', 'development'], { cwd: app });

  const [apiPort, vaultPort, appPort] = [await freePort(), await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const appUrl = `http://127.0.0.1:${appPort}`;
  const vaultUrl = `http://127.0.0.1:${vaultPort}`;
  // The bin keeps its state in the app's ./.railkit-sandbox, as it does for a merchant by default.
  const startSandboxBin = () =>
    startServer('railkit-sandbox', join(app, 'node_modules/.bin/railkit-sandbox'), [], {
      cwd: app,
      url: `${apiUrl}/openapi.json`,
      env: {
        ...process.env,
        RAILKIT_SANDBOX_PORT: String(apiPort),
        RAILKIT_SANDBOX_VAULT_PORT: String(vaultPort),
        RAILKIT_SANDBOX_WEBHOOK_URL: `${appUrl}/webhooks/railkit`,
      },
    });
  const checkEnv = { ...process.env, RAILKIT_API_URL: apiUrl, RAILKIT_VAULT_URL: vaultUrl };
  step('the packaged railkit-sandbox bin: a payout and a vault record, a stop, a start: both still there');
  const sandboxBin = await startSandboxBin();
  run(process.execPath, ['restart-check.mjs', 'write', 'restart-state.json'], { cwd: app, env: checkEnv });
  await stop(sandboxBin);
  await startSandboxBin();
  run(process.execPath, ['restart-check.mjs', 'read', 'restart-state.json'], { cwd: app, env: checkEnv });
  step('the packaged bin: the console from dist/console, and its commands');
  run(process.execPath, ['console-check.mjs'], { cwd: app, env: checkEnv });

  step('starting the app server');
  await startServer('app server', process.execPath, ['server.mjs'], {
    cwd: app,
    url: appUrl,
    env: {
      ...process.env,
      PORT: String(appPort),
      RAILKIT_API_URL: apiUrl,
      RAILKIT_VAULT_URL: vaultUrl,
    },
  });

  step("the documentation's snippets: composing, type-checking and compiling their programs");
  const { programs, asTheyAre, pages } = await preparePrograms(repo, app);
  step(`building ${pages.length} pages with each bundler, two at a time`);
  const builds = await buildPages(app, pages, asTheyAre);
  for (const { name, version, seconds } of builds) step(`  ${name} ${version}: ${seconds.toFixed(1)} s`);

  await frameworkApps;
  step('payout journey and every snippet page of every build in Chromium');
  const resultsFile = join(workDir, 'snippet-results.jsonl');
  run(join(repo, 'node_modules/.bin/playwright'), ['test', '-c', 'test/consumer/playwright.config.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      RAILKIT_CONSUMER_URL: appUrl,
      RAILKIT_API_URL: apiUrl,
      RAILKIT_SNIPPET_BUILDS: JSON.stringify(
        builds.map(({ name, pages: built }) => ({ name, pages: built })),
      ),
      RAILKIT_SNIPPET_RESULTS: resultsFile,
    },
  });
  step("the documentation's server snippets in Node, and its curl session");
  const ran = await runServerPrograms(app, programs, asTheyAre, { apiUrl, vaultUrl, appUrl });
  for (const program of ran) step(`  ${program}`);
  await printBundlerTable(builds, resultsFile);
  step('passed');
} finally {
  for (const child of children) child.kill('SIGTERM');
  if (keep) console.log(`kept ${workDir}`);
  else await rm(workDir, { recursive: true, force: true });
}
