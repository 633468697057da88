import { describe, expect, it } from 'vitest';
import { reactTypes, tagsOf, vueTypes } from './framework-types.mjs';

// The bare tags' types for JSX and Vue templates, from a manifest shaped as the build's.

const manifest = {
  modules: [
    {
      declarations: [
        {
          customElement: true,
          tagName: 'rk-example',
          members: [
            { kind: 'field', name: 'locale', type: { text: 'string' } },
            { kind: 'field', name: 'busy', type: { text: 'boolean' }, privacy: 'public' },
            { kind: 'field', name: 'schema', type: { text: 'ResolvedSchema | undefined' } },
            { kind: 'field', name: 'secret', type: { text: 'string' }, privacy: 'private' },
            { kind: 'field', name: 'styles', type: { text: 'string' }, static: true },
            { kind: 'field', name: 'hidden', type: { text: 'boolean' } },
            { kind: 'method', name: 'focus' },
          ],
        },
        { name: 'NotAnElement' },
      ],
    },
  ],
};

describe('scripts/framework-types.mjs', () => {
  it('types a tag by its public properties of a plain type, nothing of its internals', () => {
    expect(tagsOf(manifest)).toEqual([
      {
        tag: 'rk-example',
        props: [
          ['locale', 'string'],
          ['busy', 'boolean'],
        ],
      },
    ]);
  });

  it('declares the tags in JSX and in Vue templates', () => {
    const tags = tagsOf(manifest);
    expect(reactTypes(tags)).toContain(
      "'rk-example': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { locale?: string; busy?: boolean; };",
    );
    expect(reactTypes(tags)).toContain("declare module 'react'");
    expect(vueTypes(tags)).toContain("'rk-example': DefineComponent<{ locale?: string; busy?: boolean; }>;");
  });
});
