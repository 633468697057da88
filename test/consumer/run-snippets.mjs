/**
 * The consumer test's second half (scripts/consumer-test.mjs calls it, with the app installed from the
 * tarball and its server and the packaged sandbox running): every documented snippet as a program, the
 * browser ones built by each bundler of `bundlers.mjs`, then run in Chromium (snippets.spec.ts), the
 * server ones in Node, the curl session in bash.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bundlerVersion, bundlers, pageHtml, writeSourcePages } from './bundlers.mjs';
import { advicePage, composePrograms, readSnippets } from './snippets.mjs';

const run = promisify(execFile);
const harnessDir = join(import.meta.dirname, 'snippets');

/** The page programs every bundler builds: the documentation's browser snippets and the advice page. */
const isPage = (id) => id.endsWith('-page');

const programsTsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: ['node'],
    strict: true,
    allowJs: true,
    skipLibCheck: true,
    outDir: 'programs-js',
    rootDir: 'programs',
  },
  include: ['programs'],
};

/**
 * Writes each program's folder with its block in place (`programs/<id>/`), type-checks them all against
 * the installed package's declarations and compiles them to `programs-js/<id>/`. Resolves with the
 * programs and the blocks used as they are, by id.
 */
export async function preparePrograms(repo, app) {
  const snippets = await readSnippets(repo);
  const programs = await composePrograms(snippets, harnessDir);
  const programsDir = join(app, 'programs');
  await mkdir(programsDir, { recursive: true });
  for (const name of ['harness.ts', 'harness-node.ts', advicePage]) {
    await cp(join(harnessDir, name), join(programsDir, name), { recursive: true });
  }
  for (const { id, files } of programs.values()) {
    await mkdir(join(programsDir, id));
    for (const [name, text] of files) await writeFile(join(programsDir, id, name), text);
  }
  await writeFile(join(app, 'tsconfig.programs.json'), `${JSON.stringify(programsTsconfig, null, 2)}\n`);
  await run(join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.programs.json'], { cwd: app }).catch(
    (error) => {
      throw new Error(`A documented snippet does not type-check against the package:\n${error.stdout}`);
    },
  );
  const asTheyAre = Object.fromEntries(
    snippets.filter(({ id }) => id).map((snippet) => [snippet.id, snippet]),
  );
  return { programs, asTheyAre, pages: [...programs.keys(), advicePage].filter(isPage) };
}

/** Runs `tasks` (functions returning promises) at most `limit` at a time. */
async function inParallel(tasks, limit) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/**
 * Builds the page programs with every bundler (two at a time, for two cores), and the payout and advice
 * pages once more under the `development` condition. Resolves with `{ name, version, seconds }` each.
 */
export async function buildPages(app, pages, asTheyAre) {
  await writeFile(join(app, 'vite.readme.config.js'), asTheyAre['vite-config'].code);
  await writeSourcePages(app, pages);
  const esbuild = bundlers.find(({ name }) => name === 'esbuild');
  const builds = [
    ...bundlers.map((bundler) => ({
      name: bundler.name,
      build: bundler.build,
      package: bundler.name,
      pages,
    })),
    {
      name: 'esbuild-development',
      package: 'esbuild',
      pages: ['payout-page', advicePage],
      build: (options) => esbuild.build({ ...options, conditions: ['development'] }),
    },
  ];
  await writeScriptTagPage(app, asTheyAre['script-tag-checkout'].code);
  return inParallel(
    builds.map(({ name, build, package: packageName, pages: built }) => async () => {
      const started = performance.now();
      await build({ app, pages: built, out: join(app, 'out', name) }).catch((error) => {
        throw new Error(
          `${name} could not build the pages:\n${error.stderr || error.stdout || error.message}`,
        );
      });
      const seconds = (performance.now() - started) / 1000;
      return { name, version: await bundlerVersion(app, packageName), seconds, pages: built };
    }),
    2,
  );
}

/** The script-tag checkout program's page: the README's checkout script tag, then the program. */
async function writeScriptTagPage(app, scriptTag) {
  const out = join(app, 'out', 'script-tag');
  await mkdir(out, { recursive: true });
  const program = '<script type="module" src="/programs-js/script-tag-card/index.js"></script>';
  await writeFile(join(out, 'script-tag-card.html'), pageHtml('script-tag-card', `${scriptTag}${program}`));
}

/** Runs the server-side programs in Node and the README's curl session in bash, against the sandbox. */
export async function runServerPrograms(app, programs, asTheyAre, { apiUrl, vaultUrl, appUrl }) {
  const env = {
    ...process.env,
    RAILKIT_API_URL: apiUrl,
    RAILKIT_VAULT_URL: vaultUrl,
    RAILKIT_CONSUMER_URL: appUrl,
    RAILKIT_WEBHOOK_SECRETS: 'whsec_test_demo',
  };
  const serverPrograms = [...programs.values()].filter(({ id }) => !isPage(id) && id !== 'script-tag-card');
  const ran = [];
  for (const { id, source } of serverPrograms) {
    await run(process.execPath, [join('programs-js', id, 'index.js')], { cwd: app, env }).catch((error) => {
      throw new Error(`${source} (program ${id}) failed:\n${error.stderr || error.message}`);
    });
    ran.push(`${id} (${source})`);
  }
  const curl = asTheyAre['curl-client-init'];
  // The sandbox's address filled in for the default one the README names.
  const session = curl.code.replaceAll('http://127.0.0.1:4010', apiUrl);
  const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', session], { env });
  if (JSON.parse(stdout).version !== '1') throw new Error(`${curl.source}: client init answered ${stdout}`);
  ran.push(`curl-client-init (${curl.source})`);
  return ran;
}

/** The README's table row of each bundler: version, build time and the payout journey's bytes. */
export async function printBundlerTable(builds, resultsFile) {
  const rows = (await readFile(resultsFile, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  console.log('| bundler | version | build, s | payout journey: files, bytes, gzip -9 bytes |');
  for (const { name, version, seconds } of builds) {
    const payout = rows.find((row) => row.bundler === name && row.program === 'payout-page');
    const journey = payout ? `${payout.files}, ${payout.bytes}, ${payout.gzipBytes}` : '(not run)';
    console.log(`| ${name} | ${version} | ${seconds.toFixed(1)} | ${journey} |`);
  }
}
