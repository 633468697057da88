import type { CardToken } from '../../core/card';
import { RailkitError } from '../../api/errors';

/**
 * What the card form hands its sink on tokenize(): the card as typed, checked and in its electronic
 * form. Only a sink sees it; the sink returns what may leave (a CardToken). The form knows nothing
 * of where it lives: in the page the sink encrypts there, in the secure-fields frame it encrypts in
 * the frame and posts the token to the page.
 */
export type CardDetails = NewCardDetails | StoredCardDetails;

export interface NewCardDetails {
  kind: 'card';
  /** Digits only. */
  cardNumber: string;
  /** `03`, `30` (contract 7). */
  expiryMonth: string;
  expiryYear: string;
  securityCode?: string;
  holderName?: string;
  /** The detected network (spec 4.2 values). */
  brand: string;
  /** The network the payer chose for a co-badged card. */
  preferredScheme?: string;
}

export interface StoredCardDetails {
  kind: 'stored';
  securityCode: string;
  instrumentId: string;
  brand: string;
  last4: string;
}

export interface CardSink {
  encrypt(details: CardDetails): Promise<CardToken>;
}

/** The public key and key id of the session (`vault.encryptionPublicKey`, `vault.keyId`). */
export interface EncryptionKey {
  publicKey: string;
  keyId: string;
}

/**
 * The sink that encrypts where it runs, with the session's key (contract 7). The JWE encryptor (and
 * jose with it) is its own chunk, fetched by `preload()` once the form is shown: pages that never show a
 * card form never load it.
 */
export function encryptingSink(
  key: () => EncryptionKey,
  holderReference: () => string,
): CardSink & {
  preload(): void;
} {
  let encryptor: Promise<typeof import('../../crypto/jwe')> | undefined;
  const load = () => {
    encryptor ??= import('../../crypto/jwe').catch((error: unknown) => {
      encryptor = undefined; // offline for a moment: the next tokenize() tries again
      throw error;
    });
    return encryptor;
  };
  return {
    preload() {
      load().catch(() => undefined);
    },
    async encrypt(details) {
      const { encryptJwe, EncryptionFailure } = await load();
      const { publicKey, keyId } = key();
      const encryptedData = await encryptJwe(plaintextOf(details, holderReference()), publicKey, keyId).catch(
        (error: unknown) => {
          if (!(error instanceof EncryptionFailure)) throw error;
          throw new RailkitError(
            error.code,
            error.message,
            error.cause === undefined ? {} : { cause: error.cause },
          );
        },
      );
      return tokenOf(details, encryptedData);
    },
  };
}

/** The JWE plaintext of contract 7: a new card, or only the security code of a stored one. */
export function plaintextOf(details: CardDetails, holderReference: string): Record<string, string> {
  if (details.kind === 'stored') return { securityCode: details.securityCode, holderReference };
  const plaintext: Record<string, string> = {
    cardNumber: details.cardNumber,
    expiryMonth: details.expiryMonth,
    expiryYear: details.expiryYear,
  };
  if (details.securityCode) plaintext.securityCode = details.securityCode;
  if (details.holderName) plaintext.holderName = details.holderName;
  plaintext.holderReference = holderReference;
  return plaintext;
}

/** What may leave the sink besides the JWE: brand, last four, expiry, chosen scheme. */
function tokenOf(details: CardDetails, encryptedData: string): CardToken {
  if (details.kind === 'stored') {
    return {
      encryptedData,
      brand: details.brand,
      last4: details.last4,
      paymentInstrumentId: details.instrumentId,
    };
  }
  const token: CardToken = {
    encryptedData,
    brand: details.brand,
    last4: details.cardNumber.slice(-4),
    expiryMonth: details.expiryMonth,
    expiryYear: details.expiryYear,
  };
  if (details.preferredScheme) token.preferredScheme = details.preferredScheme;
  return token;
}
