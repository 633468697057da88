import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * `npm test` runs scripts/check-support.mjs on dist/ after the build. Here it runs on files written for
 * the purpose, against the project's own range (.browserslistrc): code beyond it must fail the check,
 * and the same code behind a feature test, or within the range, must pass.
 */

const script = fileURLToPath(new URL('./check-support.mjs', import.meta.url));
const repository = fileURLToPath(new URL('..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'railkit-support-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Writes each file into the folder and runs the check on them all, as `npm test` runs it on dist/. */
function check(files: Record<string, string[]>): { status: number | null; lines: string[] } {
  const paths = Object.entries(files).map(([name, lines]) => {
    writeFileSync(join(folder, name), lines.join('\n'));
    return join(folder, name);
  });
  const result = spawnSync(process.execPath, [script, ...paths], { cwd: repository, encoding: 'utf8' });
  return { status: result.status, lines: (result.stdout + result.stderr).split('\n') };
}

describe('scripts/check-support.mjs: dist/ within the supported browsers', () => {
  it('fails on what an engine of the range lacks, naming each use; passes it behind a feature test', () => {
    const { status, lines } = check({
      'beyond.js': [
        'export const sorted = [3, 1].toSorted();',
        'export const grouped = Object.groupBy([1, 2], (n) => n % 2);',
        'export const letters = /[\\p{L}--[a-z]]/v;',
        'export const signal = AbortSignal.any([]);',
        'export function open(panel) { panel.showPopover(); }',
        'document.startViewTransition(() => {});',
      ],
      // The same APIs behind a test, and what every engine of the range has (a script tag's file).
      'tested.iife.js': [
        'var Railkit = (function () {',
        '  class Registry { static #ready = false; static { Registry.#ready = true; } }',
        '  const signal = typeof AbortSignal.any === "function" ? AbortSignal.any([]) : new AbortController().signal;',
        '  if (document.startViewTransition) document.startViewTransition(() => {});',
        '  const open = (panel) => panel.showPopover?.();',
        '  const close = (panel) => ("hidePopover" in panel ? panel.hidePopover() : panel.remove());',
        '  return { Registry, signal, open, close, last: [1, 2].at(-1), sheet: new CSSStyleSheet() };',
        '})();',
      ],
    });
    expect(status).toBe(1);
    const about = (name: string) => lines.filter((line) => line.startsWith(join(folder, name))).join('\n');
    for (const feature of ['ArrayToSorted', 'ObjectGroupBy', 'RegExpUnicodeSetFlag']) {
      expect(about('beyond.js')).toContain(feature);
    }
    expect(about('beyond.js')).toContain(
      'beyond.js:4:23: AbortSignal.any is missing in Chrome 103 (has it from 116), Edge 103 (has it from 116), ' +
        'Firefox 104 (has it from 124), Safari on iOS 16.4 (has it from 17.4), Safari 16.4 (has it from 17.4)',
    );
    expect(about('beyond.js')).toContain('beyond.js:5:31: .showPopover is missing in');
    expect(about('beyond.js')).toContain('beyond.js:6:1: document.startViewTransition is missing in');
    expect(about('tested.iife.js')).toBe('');
  });
});
