/** `Uint8Array.fromBase64` (2025), where the browser has it; not in TypeScript's ES2023 library. */
type WithFromBase64 = { fromBase64?: (text: string) => Uint8Array };

/**
 * Decodes standard or URL-safe base64 to bytes, or returns undefined when the text is not base64.
 * Both decoders check the text: they skip whitespace (line breaks in PEM-like text) and take the
 * padding or its absence. The native one first: init() decodes the config on the first paint's path,
 * and a cold loop over every byte of `atob`'s Latin-1 "binary string" costs a millisecond there.
 */
export function decodeBase64(text: string): Uint8Array | undefined {
  const standard = text.replaceAll('-', '+').replaceAll('_', '/');
  try {
    const fromBase64 = (Uint8Array as WithFromBase64).fromBase64;
    if (fromBase64) return fromBase64(standard);
    const binary = atob(standard);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < bytes.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return undefined;
  }
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
