/**
 * The consumer test's framework apps: a fresh Vite React app and a fresh Vite Vue app, each
 * installing the packed tarball beside the framework, holding docs/frameworks.md's snippet verbatim (the
 * React block in src/payout-page.tsx, the Vue block as src/PayoutPage.vue), type-checked (`tsc`,
 * `vue-tsc`) and built into the consumer app's `out/<framework>/`, which its server serves under the
 * strict CSP; test/consumer/frameworks.spec.ts then pays out with each in Chromium.
 */
import { execFileSync } from 'node:child_process';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The docs/frameworks.md block of `lang` that renders `marker`, as written there. */
export async function frameworkSnippet(repo, lang, marker) {
  const text = await readFile(join(repo, 'docs/frameworks.md'), 'utf8');
  for (const [, found, code] of text.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)) {
    if (found === lang && code.includes(marker)) return code;
  }
  throw new Error(`docs/frameworks.md: no ${lang} block with ${marker}`);
}

/** What each app is: its packages (at the repo's versions), its snippet file, and its type checker. */
const frameworks = {
  react: {
    dependencies: ['react', 'react-dom'],
    devDependencies: ['@types/react', '@types/react-dom', '@vitejs/plugin-react'],
    snippet: async (repo) => ({
      file: 'src/payout-page.tsx',
      code: await frameworkSnippet(repo, 'tsx', 'PayoutPage'),
    }),
    typeCheck: ['tsc', ['-p', '.']],
  },
  vue: {
    dependencies: ['vue'],
    devDependencies: ['@vitejs/plugin-vue', 'vue-tsc'],
    snippet: async (repo) => ({
      file: 'src/PayoutPage.vue',
      code: await frameworkSnippet(repo, 'vue', 'RailkitProvider'),
    }),
    typeCheck: ['vue-tsc', ['-p', '.']],
  },
};

/**
 * Makes, installs, type-checks and builds both apps in `workDir`, into `<app>/out/<framework>/`.
 * `step` reports progress, `run` runs a command (both the consumer test's; `run` may return a promise).
 */
export async function buildFrameworkApps({ repo, workDir, app, tarball, step, run }) {
  const { devDependencies } = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8'));
  const pinned = (names) => Object.fromEntries(names.map((name) => [name, devDependencies[name]]));
  for (const [name, framework] of Object.entries(frameworks)) {
    const dir = join(workDir, `${name}-app`);
    await cp(join(repo, 'test/consumer/frameworks', name), dir, { recursive: true });
    const manifest = {
      name: `railkit-${name}-app`,
      private: true,
      type: 'module',
      dependencies: { railkit: `file:../${tarball}`, ...pinned(framework.dependencies) },
      devDependencies: pinned(['vite', 'typescript', ...framework.devDependencies]),
    };
    await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const snippet = await framework.snippet(repo);
    await writeFile(join(dir, snippet.file), snippet.code);
    step(`the ${name} app: installing ${tarball} and ${name}`);
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
    });
    step(`the ${name} app: type-checking (${framework.typeCheck[0]}) and building`);
    const [checker, args] = framework.typeCheck;
    await run(join(dir, 'node_modules/.bin', checker), args, { cwd: dir });
    const outDir = join(app, 'out', name);
    await run(
      join(dir, 'node_modules/.bin/vite'),
      ['build', '--logLevel', 'warn', '--base', `/${name}/`, '--outDir', outDir, '--emptyOutDir'],
      { cwd: dir },
    );
  }
}

/** For a quick look without the whole consumer test: `node test/consumer/frameworks.mjs <tarball dir> <tarball>`. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const [workDir, tarball] = process.argv.slice(2);
  const run = (command, args, options) => execFileSync(command, args, { stdio: 'inherit', ...options });
  await buildFrameworkApps({
    repo: join(import.meta.dirname, '../..'),
    workDir,
    app: join(workDir, 'app'),
    tarball,
    step: (message) => console.log(message),
    run,
  });
}
