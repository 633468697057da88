import { beforeAll, describe, expect, inject, it } from 'vitest';
import { commands } from 'vitest/browser';
import { rejectionOf } from '../../test/rejections';
import { createTestSession } from '../../test/sandbox-client';
import { decodeConfig } from '../core/config';
import { decodeBase64, encodeBase64 } from './base64';
import { encryptingSink } from '../elements/card/sink';
import { EncryptionFailure, encryptJwe } from './jwe';

const cardPayload = {
  cardNumber: '4111111111111111',
  expiryMonth: '03',
  expiryYear: '30',
  securityCode: '737',
  holderName: 'Zoë Müller',
  holderReference: 'customer-42',
};

/** The EncryptionFailure `promise` rejects with; anything else fails the test. */
async function failureOf(promise: Promise<unknown>): Promise<EncryptionFailure> {
  const outcome = await promise.then(
    () => new Error('expected a rejection with an EncryptionFailure, but the promise resolved'),
    (error: unknown) => error,
  );
  if (outcome instanceof EncryptionFailure) return outcome;
  throw outcome;
}

function decodeSegment(segment: string): Uint8Array {
  const bytes = decodeBase64(segment);
  if (!bytes) throw new Error(`not base64url: ${segment}`);
  return bytes;
}

/** The protected header every JWE of the SDK carries (contract: RSA-OAEP-256 with A256CBC-HS512). */
function expectedHeader(kid: string): Record<string, unknown> {
  return { alg: 'RSA-OAEP-256', enc: 'A256CBC-HS512', kid };
}

describe('encryptJwe', () => {
  let keys: { spkiBase64: string; privateKeyPem: string };

  beforeAll(async () => {
    keys = await commands.generateRsaKeyPair();
  });

  it('produces a compact JWE that jose in Node decrypts to the same payload and header', async () => {
    const jwe = await encryptJwe(cardPayload, keys.spkiBase64, 'key-2026-01');
    const decrypted = await commands.decryptWithJose(jwe, keys.privateKeyPem);
    expect(JSON.parse(decrypted.plaintext)).toEqual(cardPayload);
    expect(decrypted.protectedHeader).toEqual(expectedHeader('key-2026-01'));
  });

  it('is decrypted identically by node-jose, an independent implementation', async () => {
    const jwe = await encryptJwe(cardPayload, keys.spkiBase64, 'kid-node-jose');
    const byNodeJose = await commands.decryptWithNodeJose(jwe, keys.privateKeyPem);
    const byJose = await commands.decryptWithJose(jwe, keys.privateKeyPem);
    expect(byNodeJose.plaintext).toBe(byJose.plaintext);
    expect(JSON.parse(byNodeJose.plaintext)).toEqual(cardPayload);
    expect(byNodeJose.protectedHeader).toEqual(expectedHeader('kid-node-jose'));
  });

  it('has the pinned structure: exact header, 256-byte key, 16-byte IV, 32-byte tag', async () => {
    const jwe = await encryptJwe({ securityCode: '123', holderReference: 'h' }, keys.spkiBase64, 'k1');
    const parts = jwe.split('.');
    expect(parts).toHaveLength(5);
    const [header, encryptedKey, iv, ciphertext, tag] = parts.map(decodeSegment);
    expect(new TextDecoder().decode(header)).toBe('{"alg":"RSA-OAEP-256","enc":"A256CBC-HS512","kid":"k1"}');
    expect(encryptedKey).toHaveLength(256);
    expect(iv).toHaveLength(16);
    // CBC pads to whole 16-byte blocks.
    expect((ciphertext?.length ?? 0) % 16).toBe(0);
    expect(tag).toHaveLength(32);
  });

  it('uses a fresh content key and IV every time', async () => {
    const first = await encryptJwe(cardPayload, keys.spkiBase64, 'k');
    const second = await encryptJwe(cardPayload, keys.spkiBase64, 'k');
    expect(first).not.toBe(second);
    expect(first.split('.')[2]).not.toBe(second.split('.')[2]);
  });

  it('fails to decrypt once the ciphertext is tampered with', async () => {
    const jwe = await encryptJwe(cardPayload, keys.spkiBase64, 'k');
    const parts = jwe.split('.');
    const ciphertext = decodeSegment(parts[3] ?? '');
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 0xff;
    parts[3] = encodeBase64(ciphertext).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    await expect(commands.decryptWithJose(parts.join('.'), keys.privateKeyPem)).rejects.toThrow();
    await expect(commands.decryptWithNodeJose(parts.join('.'), keys.privateKeyPem)).rejects.toThrow();
  });

  it('fails to decrypt with another private key', async () => {
    const other = await commands.generateRsaKeyPair();
    const jwe = await encryptJwe(cardPayload, keys.spkiBase64, 'k');
    await expect(commands.decryptWithJose(jwe, other.privateKeyPem)).rejects.toThrow();
  });

  it('rejects a key that is not base64 with crypto.failed naming the config field', async () => {
    const error = await failureOf(encryptJwe(cardPayload, 'not base64 at all!', 'k'));
    expect(error.code).toBe('crypto.failed');
    expect(error.message).toContain('vault.encryptionPublicKey');
  });

  it('rejects base64 that is not an RSA SPKI key', async () => {
    const error = await failureOf(encryptJwe(cardPayload, btoa('definitely not DER'), 'k'));
    expect(error.code).toBe('crypto.failed');
    expect(error.message).toContain('RSA public key');
  });

  it('rejects an EC public key, which cannot do RSA-OAEP', async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
    const error = await failureOf(encryptJwe(cardPayload, encodeBase64(spki), 'k'));
    expect(error.code).toBe('crypto.failed');
  });

  it('rejects an RSA key shorter than 2048 bits', async () => {
    const weak = await commands.generateRsaKeyPair(1024);
    const error = await failureOf(encryptJwe(cardPayload, weak.spkiBase64, 'k'));
    expect(error.code).toBe('crypto.failed');
  });

  it('rejects a missing key id and a non-object payload', async () => {
    const noKid = await failureOf(encryptJwe(cardPayload, keys.spkiBase64, ''));
    expect(noKid.message).toContain('vault.keyId');
    const notObject = await failureOf(encryptJwe('4111' as unknown as object, keys.spkiBase64, 'k'));
    expect(notObject.code).toBe('crypto.failed');
  });

  it('reaches the card form as a RailkitError crypto.failed, with what to fix', async () => {
    const sink = encryptingSink(
      () => ({ publicKey: 'not base64 at all!', keyId: 'k' }),
      () => 'customer-42',
    );
    const details = { kind: 'card', brand: 'visa', ...cardPayload } as const;
    const error = await rejectionOf(sink.encrypt(details));
    expect(error.code).toBe('crypto.failed');
    expect(error.message).toContain('vault.encryptionPublicKey');
  });

  it("encrypts to the sandbox's published key so that the sandbox's private key decrypts it", async () => {
    const holderReference = `holder-${crypto.randomUUID()}`;
    const config = decodeConfig(await createTestSession({ workflowCode: 'checkout', holderReference }));
    const payload = { ...cardPayload, holderReference };
    const jwe = await encryptJwe(payload, config.vault.encryptionPublicKey, config.vault.keyId);

    const sandboxKey = inject('sandbox').encryptionPrivateKeyPem;
    const byJose = await commands.decryptWithJose(jwe, sandboxKey);
    const byNodeJose = await commands.decryptWithNodeJose(jwe, sandboxKey);
    expect(JSON.parse(byJose.plaintext)).toEqual(payload);
    expect(byNodeJose.plaintext).toBe(byJose.plaintext);
    expect(byJose.protectedHeader).toEqual(expectedHeader(config.vault.keyId));
  });
});
