#!/usr/bin/env node
/**
 * The README's script-tag snippets against the script tags in dist/ (scripts/sri.mjs).
 *
 *   node scripts/readme-sri.mjs           check (npm test, after the build): exits 1 when a hash the
 *                                         README shows is not the one the build made
 *   node scripts/readme-sri.mjs --write   write the build's hashes into README.md
 *                                         (`npm run readme:sri` builds first, then runs this)
 */
import { readFile, writeFile } from 'node:fs/promises';
import {
  builtIntegrity,
  integrityMismatches,
  readme,
  readmeIntegrity,
  updateCommand,
  withReadmeIntegrity,
} from './sri.mjs';

const write = process.argv.includes('--write');
const text = await readFile(readme, 'utf8');
const built = await builtIntegrity('dist');
const mismatches = integrityMismatches(readmeIntegrity(text), built);

if (write) {
  if (mismatches.length === 0) {
    console.log(`${readme}: the script-tag snippets already show the build's hashes.`);
  } else {
    await writeFile(readme, withReadmeIntegrity(text, built));
    console.log(`${readme}: script-tag snippets updated; commit it.\n  ${mismatches.join('\n  ')}`);
  }
} else if (mismatches.length > 0) {
  console.error(
    `${readme} shows Subresource Integrity hashes this build did not make:\n  ${mismatches.join('\n  ')}\n` +
      `Run \`${updateCommand}\` (it builds, then writes the hashes into ${readme}) and commit ${readme}.`,
  );
  process.exitCode = 1;
} else {
  console.log(`${readme}: the script-tag snippets show the build's hashes.`);
}
