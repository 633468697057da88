import { createPrivateKey, type KeyObject } from 'node:crypto';
import { compactDecrypt, decodeProtectedHeader } from 'jose';
import * as z from 'zod/mini';
import { type EncryptedCard } from '../../../api/schemas/actions';
import { passesLuhn } from '../../../api/schemas/vault';
import { type EncryptionKey, type SandboxContext } from '../../http/context';
import { HttpError, httpError, invalidParam, type ErrorItem } from '../../http/responses';
import { type ExecutionRecord } from '../../storage/store';
import { encryptedDataPath } from './payments';

// The card of an authorize request: decrypted from its JWE (contract 7) and checked.

const privateKeys = new WeakMap<EncryptionKey, KeyObject>();

function privateKeyOf(key: EncryptionKey): KeyObject {
  let privateKey = privateKeys.get(key);
  if (!privateKey) privateKeys.set(key, (privateKey = createPrivateKey(key.privateKeyPem)));
  return privateKey;
}

function jweProblem(problem: string, detail: string): HttpError {
  return httpError(400, 'request.param.invalid', `${encryptedDataPath}: ${detail}`, {
    field: encryptedDataPath,
    rule: 'jwe',
    problem,
  });
}

/** Decrypts `encryptedData` with the sandbox's private key; the JSON plaintext, or 400 saying why not. */
async function decryptPayload(key: EncryptionKey, jwe: string): Promise<unknown> {
  if (!/^[\w-]+\.[\w-]*\.[\w-]+\.[\w-]+\.[\w-]+$/.test(jwe)) {
    throw jweProblem('format', 'is not a compact JWE (five base64url parts separated by dots).');
  }
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(jwe);
  } catch {
    throw jweProblem('format', 'has a protected header that is not base64url JSON.');
  }
  if (header.alg !== 'RSA-OAEP-256' || header.enc !== 'A256CBC-HS512') {
    throw jweProblem(
      'algorithm',
      `must use alg RSA-OAEP-256 and enc A256CBC-HS512 (got ${String(header.alg)} / ${String(header.enc)}).`,
    );
  }
  if (header.kid !== key.keyId) {
    throw jweProblem(
      'kid',
      `was encrypted to key ${JSON.stringify(header.kid ?? null)}, not to this sandbox's key ${key.keyId}: encrypt with vault.encryptionPublicKey and vault.keyId of the current client-init config.`,
    );
  }
  let plaintext: Uint8Array;
  try {
    ({ plaintext } = await compactDecrypt(jwe, privateKeyOf(key), {
      keyManagementAlgorithms: ['RSA-OAEP-256'],
      contentEncryptionAlgorithms: ['A256CBC-HS512'],
    }));
  } catch {
    throw jweProblem(
      'decryption',
      'could not be decrypted: it was altered after encryption, or encrypted to another public key.',
    );
  }
  try {
    return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
  } catch {
    throw jweProblem('payload', 'decrypts to something that is not UTF-8 JSON.');
  }
}

/** The decrypted payload in its expected shape, bound to the execution's holder. */
export async function decryptFor<T extends { holderReference: string }>(
  ctx: SandboxContext,
  execution: ExecutionRecord,
  jwe: string,
  schema: z.ZodMiniType<T>,
  shape: string,
): Promise<T> {
  const parsed = schema.safeParse(await decryptPayload(ctx.encryptionKey, jwe));
  if (!parsed.success) {
    const paths = parsed.error.issues.map((issue) => issue.path.join('.') || '(payload)');
    throw jweProblem('payload', `must hold ${shape} (contract 7); check ${[...new Set(paths)].join(', ')}.`);
  }
  // An execution created without holderReference binds to the empty reference.
  const holder = execution.holderReference ?? '';
  if (parsed.data.holderReference !== holder) {
    throw new HttpError(400, {
      code: 'request.param.invalid',
      detail: `${encryptedDataPath}: the encrypted holderReference is not the holder of execution ${execution.id}; encrypt card data in the session of this execution.`,
      reason: { field: `${encryptedDataPath}.holderReference`, rule: 'holderReference' },
    });
  }
  return parsed.data;
}

// ---------------------------------------------------------------------------------------------------
// Card checks (the platform's, after decryption).

export interface CardData {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  securityCode?: string;
  holderName?: string;
}

export function cardProblem(field: string, rule: string, detail: string): ErrorItem {
  return invalidParam(`${encryptedDataPath}.${field}`, rule, `${encryptedDataPath}.${field} ${detail}`);
}

/** The card in its electronic form (digits only), or every problem at once. */
export function checkCard(payload: EncryptedCard, nowMs: number): CardData {
  const cardNumber = payload.cardNumber.replace(/\s+/g, '');
  const problems: ErrorItem[] = [];
  if (!/^\d{12,19}$/.test(cardNumber)) {
    problems.push(cardProblem('cardNumber', 'length', 'must be 12 to 19 digits.'));
  } else if (!passesLuhn(cardNumber)) {
    problems.push(cardProblem('cardNumber', 'luhn', 'fails the Luhn check: it is not a card number.'));
  }
  const monthOk = /^(0[1-9]|1[0-2])$/.test(payload.expiryMonth);
  const yearOk = /^(\d{2}|\d{4})$/.test(payload.expiryYear);
  if (!monthOk) problems.push(cardProblem('expiryMonth', 'month', 'must be a two-digit month, 01 to 12.'));
  if (!yearOk)
    problems.push(cardProblem('expiryYear', 'year', 'must be a year of 2 or 4 digits, e.g. "30".'));
  if (monthOk && yearOk && isExpired(payload.expiryMonth, payload.expiryYear, nowMs)) {
    problems.push(
      cardProblem(
        'expiryYear',
        'expired',
        `and expiryMonth: the card expired (${payload.expiryMonth}/${payload.expiryYear}).`,
      ),
    );
  }
  if (payload.securityCode !== undefined && !/^\d{3,4}$/.test(payload.securityCode)) {
    problems.push(cardProblem('securityCode', 'securityCode', 'must be 3 or 4 digits.'));
  }
  if (payload.holderName !== undefined && !/^(?=.*\S).{1,100}$/s.test(payload.holderName)) {
    problems.push(cardProblem('holderName', 'length', 'must be 1 to 100 characters.'));
  }
  if (problems.length > 0) throw new HttpError(400, problems);
  return {
    cardNumber,
    expiryMonth: payload.expiryMonth,
    expiryYear: payload.expiryYear,
    ...(payload.securityCode !== undefined ? { securityCode: payload.securityCode } : {}),
    ...(payload.holderName !== undefined ? { holderName: payload.holderName } : {}),
  };
}

/** A card is valid through the last day of its expiry month (UTC, on the sandbox clock). */
export function isExpired(month: string, year: string, nowMs: number): boolean {
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  return Date.UTC(fullYear, Number(month), 1) <= nowMs;
}

/** The card network of a number, from its leading digits (spec 4.2 card network values). */
export function cardNetworkOf(cardNumber: string): string {
  const prefix = (length: number) => Number(cardNumber.slice(0, length));
  if (/^4/.test(cardNumber)) return 'visa';
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)) return 'mastercard';
  if (/^3[47]/.test(cardNumber)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(cardNumber)) return 'discover';
  if (/^(36|30[0-5]|38|39)/.test(cardNumber)) return 'diners';
  if (prefix(4) >= 3528 && prefix(4) <= 3589) return 'jcb';
  if (/^62/.test(cardNumber)) return 'unionpay';
  if (/^(50|5[6-8]|6)/.test(cardNumber)) return 'maestro';
  return 'unspecified';
}

export const networkNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  unspecified: 'Card',
};
