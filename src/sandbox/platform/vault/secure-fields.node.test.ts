import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from '../../http/compression';
import { call, useTestSandbox } from '../../node-test-helpers';
import { framePage, secureFieldsAssets, secureFieldsPath } from './secure-fields';

const sandbox = useTestSandbox();

describe('the vault host serves secure fields', () => {
  it('answers the page under a strict CSP: only the declared origin frames it, only its own script runs', () => {
    const script = 'document.body.append("ready")';
    const page = framePage('https://shop.example', script);
    const csp = page.headers!['content-security-policy']!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp.split('; ')).toEqual([
      "default-src 'none'",
      `script-src 'self' 'sha256-${hash}'`,
      "style-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      'frame-ancestors https://shop.example',
    ]);
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    // One module script, the one the hash allows; no inline style or handler.
    const html = String(page.body);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(`<script type="module">${script}</script>`);
    expect(html).not.toMatch(/style=|<style|\son\w+=/);
  });

  it('serves a script that could end its element early as a file, never in the page', () => {
    const page = framePage('https://shop.example', 'const text = "</script><script>alert(1)";');
    expect(page.headers!['content-security-policy']).toContain("script-src 'self';");
    expect(String(page.body)).toContain('<script type="module" src="secure-fields.js"></script>');
    expect(String(page.body)).not.toContain('alert');
  });

  it('refuses a missing or malformed origin, which would otherwise become frame-ancestors', async () => {
    for (const origin of ['', 'https://shop.example/', "https://a.example 'unsafe-inline'", 'javascript:1']) {
      const response = await call(
        `${sandbox.vaultUrl}${secureFieldsPath}?origin=${encodeURIComponent(origin)}`,
      );
      expect(response.status, origin).toBe(400);
    }
  });

  it('serves the page with its script in it, allowed by its hash, importing nothing before it runs', async () => {
    const base = `${sandbox.vaultUrl}${secureFieldsPath}`;
    const pageResponse = await fetch(
      `${base}?origin=${encodeURIComponent('https://shop.example')}&locale=de`,
    );
    expect(pageResponse.status).toBe(200);
    const page = await pageResponse.text();
    const [, script = ''] = /<script type="module">(.*)<\/script>/s.exec(page) ?? [];
    // The page's own script, the one its CSP allows, and the file of the same name.
    expect(script).toBe(await (await fetch(`${base}secure-fields.js`)).text());
    const hash = createHash('sha256').update(script).digest('base64');
    expect(pageResponse.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    // No request before the form: a static import would be one, after the page has arrived.
    expect(script).not.toMatch(/(?:^|[;}])\s*import\s*[{*\w"'`]/);
    expect(script).not.toMatch(/\bfrom\s*["'`]\.\//);
  });

  it("has no chunk that imports the page's script, which would run it a second time", async () => {
    const dir = await secureFieldsAssets();
    const chunks = (await readdir(dir)).filter((file) => file.endsWith('.js') && file !== 'secure-fields.js');
    expect(chunks.length).toBeGreaterThan(40); // the languages and the encryptor
    for (const chunk of chunks) {
      expect(await readFile(join(dir, chunk), 'utf8'), chunk).not.toMatch(/["'`]\.\/secure-fields\.js["'`]/);
    }
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

  it('serves the page, its script and the schemas compressed, as a CDN does, in the encoding the browser takes', async () => {
    const page = `${sandbox.vaultUrl}${secureFieldsPath}?origin=${encodeURIComponent('https://shop.example')}`;
    const script = `${sandbox.vaultUrl}${secureFieldsPath}secure-fields.js`;
    const schema = `${sandbox.apiUrl}/schemas/v1/bank-account/BR.json`; // 2.2 KB, DE.json is under one packet
    for (const url of [page, script, schema]) {
      const plain = await rawGet(url, undefined);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      const brotli = await rawGet(url, 'gzip, deflate, br, zstd');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
      expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
      const gzip = await rawGet(url, 'br;q=0, gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
      expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    }
  });

  it('reads accept-encoding as browsers and proxies write it', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('GZIP')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('identity, *;q=0')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

/** A GET whose body is read as sent (fetch would decompress it), with the encoding asked for. */
function rawGet(
  url: string,
  acceptEncoding: string | undefined,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}
