/**
 * `npm run build`'s `locales` step: the script tags' languages. Each catalogue's translation of each
 * language, which the ES module build made a chunk (`dist/railkit-card-fr.js`), written again as JSON
 * (`dist/locales/card-fr.json`) for the script tags to fetch, and the hash of every file
 * (`dist/locales/integrity.json`), which the script tags' build writes into them (vite.config.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const catalogues = ['payout', 'card', 'drop-in', 'methods'];

/** The language tags of src/i18n/languages.ts, but English, which every script carries. */
export async function translatedLanguages(repo = process.cwd()) {
  const source = await readFile(join(repo, 'src/i18n/languages.ts'), 'utf8');
  const list = source.slice(source.indexOf('supportedLanguages = ['), source.indexOf('] as const'));
  return [...list.matchAll(/'([\w-]+)'/g)].map(([, tag]) => tag).filter((tag) => tag !== 'en');
}

export async function writeLocales(repo = process.cwd()) {
  const dist = join(repo, 'dist');
  await mkdir(join(dist, 'locales'), { recursive: true });
  const hashes = {};
  for (const catalogue of catalogues) {
    hashes[catalogue] = {};
    for (const language of await translatedLanguages(repo)) {
      // A regional variant has no file for a form where it changes nothing of its parent's texts.
      if (!existsSync(join(repo, 'src/i18n', `${catalogue}-${language}.ts`))) continue;
      const chunk = join(dist, `railkit-${catalogue}-${language}.js`);
      const texts = Object.values(await import(pathToFileURL(chunk).href))[0];
      const json = JSON.stringify(texts);
      await writeFile(join(dist, 'locales', `${catalogue}-${language}.json`), json);
      hashes[catalogue][language] = `sha384-${createHash('sha384').update(json).digest('base64')}`;
    }
  }
  await writeFile(join(dist, 'locales', 'integrity.json'), `${JSON.stringify(hashes, null, 2)}\n`);
}
