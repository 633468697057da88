import type { ClientConfig } from '../../api/schemas/client-config';
import { RailkitError } from '../../api/errors';

/**
 * Apple Pay and Google Pay through the browser's Payment Request API. The sheet's response carries the
 * wallet's one-time payment token, which authorize sends as `paymentMethod.paymentToken` (spec 4.2).
 * Nothing here runs unless the lookup offers a wallet and the drop-in shows it.
 */

export type WalletCode = 'applePay' | 'googlePay';

/**
 * Why a wallet's button is hidden: `unsupported` (no Payment Request API here, or it refuses the
 * wallet's method), `noWallet` (the API exists but the payer has no such wallet ready), `failed` (the
 * browser's check threw, e.g. too many checks on the page).
 */
export type WalletUnavailableReason = 'unsupported' | 'noWallet' | 'failed';

/** What the sheet ended with: the token, or the payer's dismissal. */
export type WalletOutcome = { kind: 'token'; token: string } | { kind: 'cancelled' };

export function isWalletCode(code: string): code is WalletCode {
  return code === 'applePay' || code === 'googlePay';
}

/** The Payment Request method of each wallet, with the data its sheet asks for. */
function methodData(code: WalletCode, config: ClientConfig): PaymentMethodData[] {
  if (code === 'applePay') {
    return [
      {
        supportedMethods: 'https://apple.com/apple-pay',
        data: {
          version: 3,
          merchantIdentifier: config.workspaceId,
          merchantCapabilities: ['supports3DS'],
          supportedNetworks: ['visa', 'masterCard', 'amex'],
          countryCode: 'US',
        },
      },
    ];
  }
  return [
    {
      supportedMethods: 'https://google.com/pay',
      data: {
        apiVersion: 2,
        apiVersionMinor: 0,
        merchantInfo: { merchantId: config.workspaceId },
        allowedPaymentMethods: [
          {
            type: 'CARD',
            parameters: {
              allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
              allowedCardNetworks: ['VISA', 'MASTERCARD'],
            },
            tokenizationSpecification: {
              type: 'PAYMENT_GATEWAY',
              parameters: { gateway: 'railkit', gatewayMerchantId: config.workspaceId },
            },
          },
        ],
      },
    },
  ];
}

function paymentDetails(config: ClientConfig, label: string): PaymentDetailsInit {
  const amount = config.amount ?? { value: '0.00', currency: 'EUR' };
  return { total: { label, amount: { currency: amount.currency, value: amount.value } } };
}

function walletRequest(code: WalletCode, config: ClientConfig, label: string): PaymentRequest {
  return new PaymentRequest(methodData(code, config), paymentDetails(config, label));
}

/** Feature detection: the API, the wallet's method, and a wallet ready to pay. Never throws. */
export async function walletAvailability(
  code: WalletCode,
  config: ClientConfig,
): Promise<WalletUnavailableReason | undefined> {
  if (typeof globalThis.PaymentRequest !== 'function') return 'unsupported';
  let request: PaymentRequest;
  try {
    request = walletRequest(code, config, 'check');
  } catch {
    return 'unsupported';
  }
  try {
    return (await request.canMakePayment()) ? undefined : 'noWallet';
  } catch {
    return 'failed';
  }
}

/** The one-time token in a sheet's response: Google Pay's tokenization data, Apple Pay's payment data. */
function tokenOf(code: WalletCode, details: unknown): string | undefined {
  const record = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const token =
    code === 'googlePay'
      ? record(record(record(details).paymentMethodData).tokenizationData).token
      : record(record(details).token).paymentData;
  if (typeof token === 'string') return token;
  return token === undefined ? undefined : JSON.stringify(token);
}

/**
 * Opens the wallet's sheet (call it from the payer's click: browsers require a user activation) and
 * resolves with its token, or `cancelled` when the payer dismissed it. The sheet is closed as soon as
 * the token is read: the outcome is the authorization's, shown by the drop-in.
 */
export async function openWalletSheet(
  code: WalletCode,
  config: ClientConfig,
  label: string,
): Promise<WalletOutcome> {
  let response: PaymentResponse;
  try {
    response = await walletRequest(code, config, label).show();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'cancelled' };
    throw error;
  }
  const token = tokenOf(code, response.details);
  await response.complete(token ? 'success' : 'fail');
  if (!token) {
    throw new RailkitError(
      'platform.unexpected-response',
      `The ${code} sheet answered without a payment token.`,
    );
  }
  return { kind: 'token', token };
}
