import { describe, expect, it } from 'vitest';
import { methodSchemas } from '../sandbox/platform/payments/method-schemas';
import { methodsEn } from './methods-en';

/*
 * The methods' English reference texts are what the sandbox publishes: each key names a field that a
 * method's schema has, and its text is that field's title, description or error message. So the German
 * and Arabic texts, held to the same keys by completeness.test.ts, translate what payers really see.
 */

type Node = {
  title?: string;
  description?: string;
  'x-check'?: string;
  errorMessage?: Record<string, string>;
  properties?: Record<string, Node>;
};

const published = Object.values(methodSchemas).map((build) => build('http://sandbox.test') as Node);

function nodeAt(schema: Node, path: string): Node | undefined {
  return path.split('.').reduce<Node | undefined>((node, name) => node?.properties?.[name], schema);
}

/** What the schema says for `field.<path>.label`, `.description` or `.error.<rule>`. */
function publishedText(node: Node, what: string): string | undefined {
  if (what === 'label') return node.title;
  if (what === 'description') return node.description;
  const rule = what.replace(/^error\./, '');
  return node.errorMessage?.[rule] ?? (node['x-check'] === rule ? node.errorMessage?.['x-check'] : undefined);
}

describe("the checkout methods' English reference texts", () => {
  it.each(Object.entries(methodsEn))('%s', (key, text) => {
    const [, path, what] = /^field\.(.+?)\.(label|description|error\.\w+)$/.exec(key) ?? [];
    expect(path, `${key} is field.<path>.label | description | error.<rule>`).toBeDefined();
    const nodes = published.flatMap((schema) => nodeAt(schema, path!) ?? []);
    expect(nodes.length, `a method's schema has the field ${path}`).toBeGreaterThan(0);
    for (const node of nodes) expect(publishedText(node, what!)).toBe(text);
  });
});
