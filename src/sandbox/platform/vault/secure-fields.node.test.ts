import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { call, useTestSandbox } from '../../node-test-helpers';
import { framePage, secureFieldsPath } from './secure-fields';

const sandbox = useTestSandbox();

describe('the vault host serves secure fields', () => {
  it('answers the page under a strict CSP that lets only the declared origin frame it', () => {
    const page = framePage('https://shop.example');
    const csp = page.headers!['content-security-policy']!;
    expect(csp.split('; ')).toEqual([
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      'frame-ancestors https://shop.example',
    ]);
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    // One external module script, nothing inline.
    const html = String(page.body);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="secure-fields.js"></script>');
    expect(html).not.toMatch(/style=|<style|\son\w+=/);
  });

  it('refuses a missing or malformed origin, which would otherwise become frame-ancestors', async () => {
    for (const origin of ['', 'https://shop.example/', "https://a.example 'unsafe-inline'", 'javascript:1']) {
      const response = await call(
        `${sandbox.vaultUrl}${secureFieldsPath}?origin=${encodeURIComponent(origin)}`,
      );
      expect(response.status, origin).toBe(400);
    }
  });

  it('serves the page with the locale the SDK names, and a script that imports nothing before it runs', async () => {
    const base = `${sandbox.vaultUrl}${secureFieldsPath}`;
    const pageResponse = await fetch(
      `${base}?origin=${encodeURIComponent('https://shop.example')}&locale=de`,
    );
    expect(pageResponse.status).toBe(200);
    const [, entry] = /<script type="module" src="([\w-]+\.js)">/.exec(await pageResponse.text())!;
    const script = await (await fetch(`${base}${entry}`)).text();
    // One request before the form: a static import would be a second, after the script has arrived.
    expect(script).not.toMatch(/(?:^|[;}])\s*import\s*[{*\w"'`]/);
    expect(script).not.toMatch(/\bfrom\s*["'`]\.\//);
  });

  it('watching the sources for changes keeps no process alive (a test runner would hang)', async () => {
    const module = JSON.stringify(fileURLToPath(new URL('./secure-fields.ts', import.meta.url)));
    const script = `await (await import(${module})).secureFieldsAssets(); console.log('served');`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { timeout: 30_000 },
    );
    expect(stdout.trim()).toBe('served');
  }, 40_000);

  it('serves file names only: no path reaches another directory', async () => {
    for (const file of ['..%2Fpackage.json', 'secure-fields.ts', '.env.js']) {
      const response = await call(`${sandbox.vaultUrl}${secureFieldsPath}${file}`);
      expect(response.status, file).toBe(404);
    }
  });
});
