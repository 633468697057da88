/** Standard or URL-safe base64, padding optional; whitespace (line breaks in PEM-like text) is ignored. */
const base64Pattern = /^[A-Za-z0-9+/\-_]*={0,2}$/;

/**
 * Decodes base64 to bytes, or returns undefined when the text is not base64. `atob` alone yields a
 * "binary string" of Latin-1 code units; callers that want text decode the bytes as UTF-8 themselves.
 */
export function decodeBase64(text: string): Uint8Array | undefined {
  const compact = text.replace(/\s+/g, '');
  if (!base64Pattern.test(compact) || compact.replace(/=+$/, '').length % 4 === 1) return undefined;
  const standard = compact.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return undefined;
  }
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** Bytes to standard base64 with padding. */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunked: String.fromCharCode with a huge spread overflows the call stack.
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

/** UTF-8 text to base64 (what the platform does to the client-init config). */
export function encodeBase64Utf8(text: string): string {
  return encodeBase64(new TextEncoder().encode(text));
}
