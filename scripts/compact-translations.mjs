/**
 * A build plugin that writes each language's texts without their keys. A language file
 * (`src/i18n/payout-fr.ts`) is an object of texts by key, as translators read it; in the build it
 * becomes an array: the texts in the order of the keys a page already has (the payout form's label
 * keys, then its English catalogue's), 0 for a plural form the language does not have, then an object
 * of the keys English lacks (plural forms, the checks' messages). The keys were about a third of each
 * language's bytes. `keyed()` in src/i18n/locales.ts reads the array back.
 *
 * Used by every browser build (vite.config.ts) and the app builds of `npm run size` and the bench;
 * src/i18n/compact.node.test.ts reads every language file back through it.
 * The methods' texts keep their keys: their English is not loaded by any page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'rolldown/parseAst';

const repo = join(import.meta.dirname, '..');

/** Where each catalogue's key order comes from: `[file, exported const]`, in order. */
const keyOrders = {
  payout: [
    ['src/i18n/labels-en.ts', 'labelKeys'],
    ['src/i18n/en.ts', 'en'],
  ],
  card: [['src/i18n/card-en.ts', 'cardEn']],
  'drop-in': [['src/i18n/drop-in-en.ts', 'dropInEn']],
};

const languageFile = /\/src\/i18n\/(payout|card|drop-in)-([\w-]+)\.ts$/;

/** The initializer of `export const <name> = …` in a parsed module. */
function exportedConst(program, name, file) {
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : null;
    for (const declarator of declaration?.declarations ?? []) {
      if (declarator.id.name === name) return unwrap(declarator.init);
    }
  }
  throw new Error(`${file}: no \`export const ${name}\``);
}

/** `[…] as const` and `{…} satisfies T` are the literal inside. */
const unwrap = (node) =>
  node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression' ? unwrap(node.expression) : node;

/** A string literal's value, or a template literal's without placeholders; else an error. */
function stringOf(node, file) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  throw new Error(`${file}: a text must be a plain string (at ${node.start})`);
}

/** The texts of an object literal, by key, in source order. */
function textsOf(object, file) {
  if (object.type !== 'ObjectExpression') throw new Error(`${file}: the texts must be an object literal`);
  return new Map(
    object.properties.map((property) => [stringOf(property.key, file), stringOf(property.value, file)]),
  );
}

function parse(file) {
  return parseAst(readFileSync(join(repo, file), 'utf8'), { lang: 'ts' }, file);
}

/** A catalogue's key order, read from its sources. */
export function keyOrder(catalogue) {
  return keyOrders[catalogue].flatMap(([file, name]) => {
    const node = exportedConst(parse(file), name, file);
    return node.type === 'ArrayExpression'
      ? node.elements.map((element) => stringOf(element, file))
      : [...textsOf(node, file).keys()];
  });
}

/** The module a language file becomes: its one export, an array of its texts in `order`. */
export function compactModule(code, file, order) {
  const program = parseAst(code, { lang: 'ts' }, file);
  const exported = program.body.filter((statement) => statement.type === 'ExportNamedDeclaration');
  const declarator = exported.length === 1 ? exported[0].declaration?.declarations?.[0] : undefined;
  if (!declarator) throw new Error(`${file}: a language file exports one const, its texts`);
  const texts = textsOf(unwrap(declarator.init), file);
  const inOrder = order.map((key) => (texts.has(key) ? JSON.stringify(texts.get(key)) : '0'));
  const rest = Object.fromEntries([...texts].filter(([key]) => !order.includes(key)));
  return `export const ${declarator.id.name} = [${inOrder.join(',')},${JSON.stringify(rest)}];\n`;
}

export function compactTranslations() {
  const orders = new Map();
  return {
    name: 'railkit-compact-translations',
    enforce: 'pre',
    // Builds only: tests and the dev server read the language files as translators write them.
    apply: 'build',
    transform(code, id) {
      const [, catalogue, language] = id.match(languageFile) ?? [];
      if (!catalogue || language === 'en') return null;
      if (!orders.has(catalogue)) orders.set(catalogue, keyOrder(catalogue));
      return { code: compactModule(code, id, orders.get(catalogue)), map: null };
    },
  };
}
