import { createCatalogue, type Catalogue } from './index';

type Texts = Readonly<Record<string, string>>;

/**
 * The checkout methods' field texts (`field.<path>.label`, `.description`, `.error.<rule>`) in each
 * built-in language but English, each a chunk loaded when a method's form is shown in it. English is
 * empty on purpose: an English form reads the schema's own titles and messages (methods-en.ts is the
 * translators' reference). Only `railkit/checkout` imports this module.
 */
export const methodTexts: Catalogue<Texts> = /* @__PURE__ */ createCatalogue<Texts>({}, async () =>
  (await import('./locales')).translationsFrom(
    import('./translation-files/methods-translations'),
    '../methods-',
  ),
);

type SchemaNode = { description?: string; properties?: Record<string, SchemaNode> };

/**
 * The schema with each field's `description` in the payer's language where `texts` has
 * `field.<path>.description` (the SEPA mandate text, the UPI hint). The form reads labels and errors
 * by key; a description it shows as the schema gives it, so it is translated here, in a copy.
 */
export function withLocalizedDescriptions<T>(schema: T, texts: Texts, path = ''): T {
  const node = schema as SchemaNode;
  if (typeof node !== 'object' || node === null) return schema;
  const translated: SchemaNode = { ...node };
  const description = texts[`field.${path}.description`];
  if (path !== '' && description !== undefined) translated.description = description;
  if (node.properties) {
    translated.properties = Object.fromEntries(
      Object.entries(node.properties).map(([name, child]) => [
        name,
        withLocalizedDescriptions(child, texts, path === '' ? name : `${path}.${name}`),
      ]),
    );
  }
  return translated as T;
}
