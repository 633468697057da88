import * as z from 'zod/mini';
import { actionLinkSchema, amountSchema, dateTimeSchema, urlSchema, uuidSchema } from './common';
import { compositionOptionSchema } from './client-config';

/**
 * Bodies and answers of the payment actions (spec 4.2, contract 8): authorize, capture, cancel,
 * refund and lookup of payment options, at `/merchant/workflows/{code}/executions/{id}/{action}`.
 */

export const paymentActions = ['authorize', 'capture', 'cancel', 'refund', 'lookup'] as const;
export type PaymentAction = (typeof paymentActions)[number];

/** Redirect URLs of the consumer after the payment's interactions (spec 4.2 `returnInfo`). */
export const returnInfoSchema = z.object({
  success: z.optional(z.url()),
  error: z.optional(z.url()),
  pending: z.optional(z.url()),
  cancel: z.optional(z.url()),
});

export const installmentsSchema = z.object({
  count: z.int().check(z.minimum(1)),
  /** Opaque handle echoed from the selected plan. */
  planReference: z.optional(z.string()),
  /** Total of the selected plan, echoed from the payment options. */
  totalAmount: z.optional(z.number()),
  requires: z.optional(z.array(z.enum(['threeDSecure', 'cardVerificationCode']))),
});

/**
 * How the card's 3-D Secure challenge is shown (a field of the item, among the spec 4.2 item's
 * "provider-specific data for the integration type", whose names the spec leaves unshown; the sandbox
 * README documents it). `frame`: in a frame of the page at `parentOrigin`, so the challenge ends on the
 * platform's own page, which tells that page by `postMessage` and never goes to `returnInfo`.
 * `redirect`: the payer's whole window goes to the challenge and comes back to `returnInfo`.
 */
export const threeDSecureSchema = z.object({
  challenge: z.enum(['frame', 'redirect']),
  /** The origin (`https://shop.example`) of the page that frames the challenge; only with `frame`. */
  parentOrigin: z.optional(z.string()),
});
export type ThreeDSecure = z.infer<typeof threeDSecureSchema>;

/**
 * One item of `paymentComposition` (spec 4.2). Loose: the spec describes further optional fields
 * (billing address, wallet tokens, provider data...) whose names it does not show.
 */
export const paymentCompositionItemSchema = z.looseObject({
  paymentInstrumentId: z.optional(z.uuid()),
  paymentMethodCode: z.string().check(z.minLength(1)),
  integrationType: z.enum(['api', 'hpp', 'inperson']),
  amount: amountSchema,
  /** JWE (RSA-OAEP-256 / A256CBC-HS512) of the card, or of the security code with an instrument id. */
  encryptedData: z.optional(z.string()),
  storeInstrument: z.optional(z.boolean()),
  /** Enrollment of the stored instrument in network offers (spec 4.2); needs `storeInstrument: true`. */
  enrollInstrumentToNetworkOffers: z.optional(z.boolean()),
  installments: z.optional(installmentsSchema),
  /**
   * The payer's details for a direct method other than card, keyed and typed as the option's
   * `clientConfig.instrumentDataSchema` publishes them (spec 4.2); absent in a redirect flow.
   */
  instrumentData: z.optional(z.record(z.string(), z.unknown())),
  /** A wallet's one-time payment token (spec 4.2), as the Payment Request sheet handed it to the page. */
  paymentToken: z.optional(z.string().check(z.minLength(1))),
  /** Cards: how a 3-D Secure challenge is shown, in a frame of the page or by redirect. */
  threeDSecure: z.optional(threeDSecureSchema),
});
export type PaymentCompositionItem = z.infer<typeof paymentCompositionItemSchema>;

/** Body of authorize (spec 4.2): one payment per execution. */
export const authorizeRequestSchema = z.object({
  amount: amountSchema,
  returnInfo: z.optional(returnInfoSchema),
  paymentComposition: z
    .array(paymentCompositionItemSchema)
    .check(z.length(1, 'exactly one item: one payment per execution (spec 8)')),
  meta: z.optional(z.record(z.string(), z.unknown())),
});
export type AuthorizeRequest = z.infer<typeof authorizeRequestSchema>;

/** Body of capture, cancel and refund: the amount when partial (the whole amount when absent). */
export const followUpActionRequestSchema = z.object({
  amount: z.optional(amountSchema),
  meta: z.optional(z.record(z.string(), z.unknown())),
});
export type FollowUpActionRequest = z.infer<typeof followUpActionRequestSchema>;

/** Body of the lookup of payment options. */
export const lookupRequestSchema = z.object({
  amount: z.optional(amountSchema),
  meta: z.optional(z.record(z.string(), z.unknown())),
});
export type LookupRequest = z.infer<typeof lookupRequestSchema>;

/** Answer of the lookup: the payment or payout methods offered (contract 4, "Option"). */
export const lookupResultSchema = z.object({
  name: z.literal('lookup'),
  actionId: z.uuid(),
  executedAt: dateTimeSchema,
  data: z.object({
    paymentCompositionOptions: z.optional(z.array(compositionOptionSchema)),
    payoutCompositionOptions: z.optional(z.array(compositionOptionSchema)),
  }),
});
export type LookupResult = z.infer<typeof lookupResultSchema>;

/** `paymentMethodCode` values of the platform (spec 4.2). */
export const paymentMethodCodes = [
  'alexBankMa7fazty',
  'amazonPay',
  'applePay',
  'audi2pay',
  'alfa',
  'alipay',
  'bankTransfer',
  'card',
  '2c2p',
  'capitecPay',
  'cibSmartWallet',
  'easypaisa',
  'etisalatCash',
  'fawryMobileWallet',
  'fawryPay',
  'googlePay',
  'jazzCash',
  'mercadoPago',
  'monoDirectDebit',
  'nbePhoneCash',
  'orangeCash',
  'oPayWallet',
  'pagaWallet',
  'payflex',
  'payjustnow',
  'payPal',
  'pix',
  'konnect',
  'qnbEWallet',
  'wafaCashWallet',
  'weCash',
  'genericRedirect',
  'eftPro',
  'upi',
  'cashFreeWallet',
  'paytmMWallet',
  'netBanking',
  'meezaWallet',
  'vodafoneCash',
  'alipayQRCode',
  'sepaDirectDebit',
  'dcb',
  'bankAccount',
  'modo',
  'ach',
  'payzoneCash',
  'revolutPay',
  'lean',
  'tabby',
  'boleto',
  'oxxo',
  'spei',
  'promptPay',
  'qris',
  'momoVN',
  'vietQR',
  'konbini',
  'touchNGo',
  'gCash',
  'maya',
  'pse',
  'pagoEfectivo',
  'napas',
  'duitNowQR',
  'grabPay',
  'shopeePay',
  'nequi',
  'picPay',
  'ovo',
  'trueMoney',
  'iDeal',
  'bancontact',
  'khipu',
  'razerGold',
  'webPay',
  'smartPix',
  'venmo',
  'klarnaPayLater',
  'klarnaPayNow',
  'klarnaPayOverTime',
  'knet',
  'scalapay',
  'bizum',
] as const;
export type PaymentMethodCode = (typeof paymentMethodCodes)[number];

/**
 * Plaintext of `encryptedData` for a new card (contract 7), UTF-8 JSON inside the JWE. The platform
 * refuses it when `holderReference` is not the execution's holder.
 */
export const encryptedCardSchema = z.object({
  cardNumber: z.string(),
  expiryMonth: z.string(),
  expiryYear: z.string(),
  securityCode: z.optional(z.string()),
  holderName: z.optional(z.string()),
  holderReference: z.string(),
});
export type EncryptedCard = z.infer<typeof encryptedCardSchema>;

/** Plaintext of `encryptedData` with a stored instrument id: only the security code (spec 4.2). */
export const encryptedSecurityCodeSchema = z.strictObject({
  securityCode: z.string(),
  holderReference: z.string(),
});
export type EncryptedSecurityCode = z.infer<typeof encryptedSecurityCodeSchema>;

/**
 * Answer of authorize, capture, cancel and refund (spec 2.8, 4.2): the action result with links to the
 * actions possible next. `consumerWait` is where to send the consumer while the payment needs them
 * (3-D Secure); `refund` is a URL, as spec 4.2 writes it.
 */
export const paymentActionResultSchema = z.object({
  name: z.enum(['authorize', 'capture', 'cancel', 'refund']),
  actionId: uuidSchema,
  executedAt: dateTimeSchema,
  workspaceId: z.optional(uuidSchema),
  links: z.object({
    execution: urlSchema,
    consumerWait: z.optional(urlSchema),
    capture: z.optional(actionLinkSchema),
    cancel: z.optional(actionLinkSchema),
    refund: z.optional(urlSchema),
  }),
});
export type PaymentActionResult = z.infer<typeof paymentActionResultSchema>;
