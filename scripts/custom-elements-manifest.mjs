/**
 * custom-elements.json (https://github.com/webcomponents/custom-elements-manifest) for editors, linters
 * and frameworks: every tag a merchant can write, from `@custom-elements-manifest/analyzer` over
 * src/elements, then tidied where the analyzer misreads elements written without decorators:
 * - Lit's `{ state: true }` properties are private state, not attributes;
 * - events come from the `@fires` tags (name, then the event class as the first word of the text, in
 *   backticks where it has a type argument, so that the reference renders it as code),
 *   not from the analyzer's guesses at `dispatchEvent(new SomeEvent(...))` calls;
 * - modules point at what the package ships: the classes are exported by dist/railkit.js and the tags
 *   defined by dist/define.js (`railkit/define`).
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { create, ts } from '@custom-elements-manifest/analyzer';
import { litPlugin } from '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js';

const elementsDir = 'src/elements';

/** The analyzer's own manifest of src/elements (its API, so it leaves package.json alone). */
async function analyze() {
  const files = (await readdir(elementsDir, { recursive: true }))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
  const modules = await Promise.all(
    files.map(async (name) => {
      const path = join(elementsDir, name);
      return ts.createSourceFile(path, await readFile(path, 'utf8'), ts.ScriptTarget.ES2022, true);
    }),
  );
  return create({ modules, plugins: litPlugin() });
}

function tidyElement(element) {
  const privateFields = new Set(
    element.members.filter((member) => member.privacy === 'private').map((member) => member.name),
  );
  const members = element.members.map(({ attribute, ...member }) =>
    privateFields.has(member.name) || attribute === undefined ? member : { ...member, attribute },
  );
  const attributes = (element.attributes ?? []).filter(
    (attribute) => !privateFields.has(attribute.fieldName),
  );
  const events = (element.events ?? [])
    .filter((event) => event.name?.includes('-') && event.description)
    .map((event) => ({ ...event, type: { text: event.description.split(/[\s,]/)[0].replaceAll('`', '') } }));
  return { ...element, members, attributes, events };
}

/** The tags of src/elements, as the manifest describes them. */
export async function customElements() {
  const analyzed = await analyze();
  const elements = analyzed.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .map(tidyElement);
  if (elements.length === 0) throw new Error('custom-elements manifest: no element found under src/elements');
  return { schemaVersion: analyzed.schemaVersion, elements };
}

export async function writeCustomElementsManifest(path) {
  const { schemaVersion, elements } = await customElements();
  const manifest = {
    schemaVersion,
    readme: '',
    modules: [
      {
        kind: 'javascript-module',
        path: 'dist/railkit.js',
        declarations: elements,
        exports: elements.map((element) => ({
          kind: 'js',
          name: element.name,
          declaration: { name: element.name, module: 'dist/railkit.js' },
        })),
      },
      {
        kind: 'javascript-module',
        path: 'dist/define.js',
        declarations: [],
        exports: elements.map((element) => ({
          kind: 'custom-element-definition',
          name: element.tagName,
          declaration: { name: element.name, module: 'dist/railkit.js' },
        })),
      },
    ],
  };
  await writeFile(path, `${JSON.stringify(manifest, null, 2)}\n`);
}
