import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

let bundled: Promise<string> | undefined;

/**
 * in-page.ts and what it imports, as one script that installs itself as `window.__railkit` in the
 * document it runs in (once: a second run keeps the first, and its console record).
 */
export function inPageScript(): Promise<string> {
  bundled ??= build({
    stdin: {
      contents: `import * as inPage from './in-page';
        if (!window.__railkit) window.__railkit = { ...inPage, drainConsole: inPage.recordConsole() };`,
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'safari15',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text);
  return bundled;
}
