import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64';

/** Runs `test` as a browser without `Uint8Array.fromBase64` (before 2025) would. */
function withoutNativeDecoder(test: () => void): void {
  const native = Object.getOwnPropertyDescriptor(Uint8Array, 'fromBase64');
  expect(native, 'this Chromium has Uint8Array.fromBase64').toBeDefined();
  delete (Uint8Array as { fromBase64?: unknown }).fromBase64;
  try {
    test();
  } finally {
    Object.defineProperty(Uint8Array, 'fromBase64', native!);
  }
}

const roundTrips = () =>
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
      const standard = encodeBase64(bytes);
      const urlSafe = standard.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
      expect(decodeBase64(standard)).toEqual(bytes);
      expect(decodeBase64(urlSafe)).toEqual(bytes);
      // Line breaks, as PEM-like text has them.
      expect(decodeBase64(standard.replace(/.{16}/g, '$&\n'))).toEqual(bytes);
    }),
  );

const notBase64 = ['not base64 at all!', 'abc*', 'a', 'abcde', 'ab=c', 'ab==='];
const rejectsNonBase64 = () => {
  for (const text of notBase64) expect(decodeBase64(text), text).toBeUndefined();
};

describe('base64', () => {
  it('decodes what it encodes, standard or URL-safe, with or without padding or line breaks', roundTrips);
  it('returns undefined for text that is not base64', rejectsNonBase64);

  it('does the same with its own decoder where the browser has no Uint8Array.fromBase64', () => {
    withoutNativeDecoder(() => {
      roundTrips();
      rejectsNonBase64();
    });
    expect(typeof (Uint8Array as { fromBase64?: unknown }).fromBase64).toBe('function');
  });
});
