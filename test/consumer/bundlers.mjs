/**
 * The bundlers merchants build with, each building the consumer app's pages (the documentation's browser
 * programs, compiled by tsc into `programs-js/`) from the installed tarball in production mode, with the
 * defaults a merchant's config leaves. Each writes `out/<name>/<page>.html` and the files it loads; the app
 * server serves them under `/<name>/`.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The page around a program: an empty `<main>` the program fills, and its script. */
export function pageHtml(title, script) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <main><h1>${title}</h1></main>
    ${script}
  </body>
</html>
`;
}

const bin = (app, name) => join(app, 'node_modules/.bin', name);

/** For the bundlers that take HTML pages as their entries: `pages/`, each naming its compiled program. */
export async function writeSourcePages(app, pages) {
  await mkdir(join(app, 'pages'), { recursive: true });
  for (const page of pages) {
    const script = `<script type="module" src="../programs-js/${page}/index.js"></script>`;
    await writeFile(join(app, 'pages', `${page}.html`), pageHtml(page, script));
  }
}

/** Bundlers that take scripts: the page beside the output loads the entry by its name. */
async function writeOutputPages(out, pages, { module = true } = {}) {
  for (const page of pages) {
    const script = `<script ${module ? 'type="module"' : 'defer'} src="./${page}.js"></script>`;
    await writeFile(join(out, `${page}.html`), pageHtml(page, script));
  }
}

/** Each page's compiled program (`programs-js/<page>/index.js`), by the page's name. */
const entries = (app, pages) =>
  Object.fromEntries(pages.map((page) => [page, join(app, 'programs-js', page, 'index.js')]));

export const bundlers = [
  {
    // The README's vite.config.js (its compile-hint recipe), with the pages as inputs.
    name: 'vite',
    async build({ app, pages, out }) {
      const input = Object.fromEntries(pages.map((page) => [page, join(app, 'pages', `${page}.html`)]));
      const config = `import { mergeConfig } from 'vite';
import readme from './vite.readme.config.js';

export default mergeConfig(readme, {
  root: 'pages',
  base: '/vite/',
  logLevel: 'warn',
  build: { outDir: ${JSON.stringify(out)}, emptyOutDir: true, rolldownOptions: { input: ${JSON.stringify(input)} } },
});
`;
      await writeFile(join(app, 'vite.snippets.config.js'), config);
      await run(bin(app, 'vite'), ['build', '--config', 'vite.snippets.config.js'], { cwd: app });
    },
  },
  {
    name: 'webpack',
    async build({ app, pages, out }) {
      const config = `export default {
  mode: 'production',
  entry: ${JSON.stringify(entries(app, pages))},
  output: { path: ${JSON.stringify(out)}, publicPath: 'auto', clean: true },
};
`;
      await writeFile(join(app, 'webpack.config.mjs'), config);
      await run(bin(app, 'webpack'), ['--config', 'webpack.config.mjs'], { cwd: app });
      await writeOutputPages(out, pages, { module: false });
    },
  },
  {
    name: 'esbuild',
    async build({ app, pages, out, conditions = [] }) {
      const args = ['--bundle', '--minify', '--format=esm', '--splitting', `--outdir=${out}`];
      if (conditions.length > 0) args.push(`--conditions=${conditions.join(',')}`);
      await rm(out, { recursive: true, force: true });
      // `name=path`: each output named by its page, as the other bundlers' entries are.
      const named = Object.entries(entries(app, pages)).map(([page, file]) => `${page}=${file}`);
      await run(bin(app, 'esbuild'), [...named, ...args], { cwd: app });
      await writeOutputPages(out, pages);
    },
  },
  {
    name: 'rollup',
    async build({ app, pages, out }) {
      const config = `import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';

export default {
  input: ${JSON.stringify(entries(app, pages))},
  output: { dir: ${JSON.stringify(out)}, format: 'es' },
  plugins: [nodeResolve({ browser: true }), terser()],
};
`;
      await writeFile(join(app, 'rollup.config.mjs'), config);
      await rm(out, { recursive: true, force: true });
      await run(bin(app, 'rollup'), ['--config', 'rollup.config.mjs', '--silent'], { cwd: app });
      await writeOutputPages(out, pages);
    },
  },
  {
    name: 'parcel',
    async build({ app, pages, out }) {
      const html = pages.map((page) => join('pages', `${page}.html`));
      const args = ['build', ...html, '--dist-dir', out, '--public-url', '/parcel/', '--no-cache'];
      await run(bin(app, 'parcel'), [...args, '--log-level', 'warn'], { cwd: app });
    },
  },
];

/** The version of a bundler the app installed, from its package.json. */
export async function bundlerVersion(app, name) {
  const manifest = JSON.parse(await readFile(join(app, 'node_modules', name, 'package.json'), 'utf8'));
  return manifest.version;
}
