import { CompactEncrypt } from 'jose';
import { decodeBase64 } from './base64';

/** Key and content encryption the platform requires for `encryptedData` (spec 4.2, contract 7). */
export const jweKeyAlgorithm = 'RSA-OAEP-256';
export const jweContentEncryption = 'A256CBC-HS512';

/** Imported keys by their base64 text: a page encrypts several times with the one key of its session. */
const importedKeys = new Map<string, Promise<CryptoKey>>();

/**
 * Why encrypting failed, as `crypto.failed`. Not a RailkitError: this module is a chunk of its own and
 * imports nothing of the script that loads it (the secure-fields frame's script is in its page, so a
 * chunk importing from it would run it a second time); the caller makes it one (`encryptingSink`).
 */
export class EncryptionFailure extends Error {
  readonly code = 'crypto.failed';
}

function cryptoFailed(message: string, cause?: unknown): EncryptionFailure {
  return new EncryptionFailure(message, cause === undefined ? {} : { cause });
}

function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    throw cryptoFailed(
      'WebCrypto (crypto.subtle) is not available, so card data cannot be encrypted. Browsers offer it only ' +
        'in a secure context: serve the page over https:// (or from http://localhost while developing).',
    );
  }
  return subtle;
}

async function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  const subtle = subtleCrypto();
  const der = decodeBase64(spkiBase64);
  if (!der || der.length === 0) {
    throw cryptoFailed(
      'The encryption public key is not base64. Expected `vault.encryptionPublicKey` of the client-init ' +
        'config: the base64 of an RSA public key in DER SPKI form. Pass the config to init() unchanged.',
    );
  }
  try {
    return await subtle.importKey('spki', der as BufferSource, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
  } catch (cause) {
    throw cryptoFailed(
      'The encryption public key could not be imported: it must be an RSA public key (2048 bits or more) in ' +
        'DER SPKI form, base64-encoded, as `vault.encryptionPublicKey` of the client-init config carries it.',
      cause,
    );
  }
}

function cachedPublicKey(spkiBase64: string): Promise<CryptoKey> {
  let key = importedKeys.get(spkiBase64);
  if (!key) {
    key = importPublicKey(spkiBase64);
    importedKeys.set(spkiBase64, key);
    // A failed import is not cached, so a corrected key or a retry after a transient error works.
    key.catch(() => importedKeys.delete(spkiBase64));
  }
  return key;
}

/**
 * Encrypts `payload` (as UTF-8 JSON) to a compact JWE with RSA-OAEP-256 and A256CBC-HS512; the protected
 * header carries `kid` so the platform knows which of its keys to decrypt with. Rejects with an
 * EncryptionFailure (`crypto.failed`) that says what to fix.
 */
export async function encryptJwe(
  payload: object,
  publicKeySpkiBase64: string,
  keyId: string,
): Promise<string> {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw cryptoFailed('encryptJwe() needs a plain object to encrypt.');
  }
  if (typeof publicKeySpkiBase64 !== 'string' || publicKeySpkiBase64.trim() === '') {
    throw cryptoFailed('encryptJwe() needs the base64 DER SPKI public key from `vault.encryptionPublicKey`.');
  }
  if (typeof keyId !== 'string' || keyId === '') {
    throw cryptoFailed('encryptJwe() needs the key id from `vault.keyId` of the client-init config.');
  }
  const key = await cachedPublicKey(publicKeySpkiBase64);
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  try {
    return await new CompactEncrypt(plaintext)
      .setProtectedHeader({ alg: jweKeyAlgorithm, enc: jweContentEncryption, kid: keyId })
      .encrypt(key);
  } catch (cause) {
    const detail = cause instanceof Error ? ` (${cause.message})` : '';
    throw cryptoFailed(`Encrypting with the platform's public key failed${detail}.`, cause);
  }
}
