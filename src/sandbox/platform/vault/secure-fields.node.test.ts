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

  it('serves file names only: no path reaches another directory', async () => {
    for (const file of ['..%2Fpackage.json', 'secure-fields.ts', '.env.js']) {
      const response = await call(`${sandbox.vaultUrl}${secureFieldsPath}${file}`);
      expect(response.status, file).toBe(404);
    }
  });
});
