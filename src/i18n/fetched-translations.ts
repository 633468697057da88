import type { TranslationFiles } from './translation-files/files';
import { scriptUrl } from './script-url';

/**
 * The script tags' translations (vite.config.ts puts this in place of `./translation-files/*`): one
 * file each, they carry English only and fetch another language's texts when a form is shown in it,
 * from `locales/` beside the script (`dist/locales/<catalogue>-<language>.json`). Each file is checked
 * against its hash in `locales/integrity.json`, which is checked against the hash the build wrote into
 * the script, as the script itself is by its `integrity`.
 */

type Hashes = Readonly<Record<string, Readonly<Record<string, string>>>>;

let manifest: Promise<Hashes> | undefined;

async function fetchJson<T>(file: string, integrity: string): Promise<T> {
  const url = new URL(`locales/${file}`, scriptUrl() ?? location.href);
  const response = await fetch(url, { integrity });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The hashes of every language's files, fetched once (again after a failure). */
function hashes(integrity: string): Promise<Hashes> {
  manifest ??= fetchJson<Hashes>('integrity.json', integrity).catch((error: unknown) => {
    manifest = undefined;
    throw error;
  });
  return manifest;
}

/** A catalogue's translation files, as `import.meta.glob` would give them, each a fetch. */
export function fetchedTranslations(
  catalogue: string,
  manifestIntegrity: string,
): () => Promise<TranslationFiles> {
  return async () => {
    const languages = Object.entries((await hashes(manifestIntegrity))[catalogue] ?? {});
    return Object.fromEntries(
      languages.map(([language, integrity]) => [
        `../${catalogue}-${language}.ts`,
        async () => ({ texts: await fetchJson<unknown>(`${catalogue}-${language}.json`, integrity) }),
      ]),
    );
  };
}
