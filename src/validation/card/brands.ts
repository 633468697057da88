/** A card network value of spec 4.2 ('visa', 'mastercard', 'amex', ...). */
export type CardNetwork = string;

/** What the card form needs to know about a network: how its numbers look and what it asks for. */
export interface CardBrand {
  /** Spec 4.2 card network value, e.g. `amex`. */
  network: CardNetwork;
  /** `American Express`. */
  displayName: string;
  /** Valid PAN lengths, e.g. `[15]`. */
  lengths: readonly number[];
  /**
   * Digit positions after which a space goes, e.g. `[4, 10]` for amex. They describe the brand's
   * shortest numbers; numbers of 16 digits or more are grouped in fours whatever the brand.
   */
  gaps: readonly number[];
  /** CVV / CVC / CID / ...; undefined if the brand's cards have none. */
  securityCode: { name: string; length: number } | undefined;
  /** False for brands whose numbers need not pass Luhn. */
  luhn: boolean;
}

/**
 * One row per brand: network, name, lengths, gaps, security code (`CVV3`, `CID4`, '' for none), Luhn,
 * then its IIN ranges as space-separated prefixes (`4`) or inclusive ranges of prefixes of one length
 * (`2221-2720`). Overlaps are meant: the longest matching prefix wins (`4571` Visa/Dankort inside Visa's
 * `4`), so only a brand's own, more specific ranges need listing. Rows are in order of how common the
 * brand is, which breaks ties while a number is still short.
 *
 * Ranges are public IIN facts, collected from the networks' and payment providers' published tables
 * (ISO/IEC 7812 registrations, Visa, Mastercard, Discover Global Network, Elo, RuPay and Verve notes).
 * `cobadged` rows are cards of two networks at once: the spec 4.2 value names the pair (`visadankort`),
 * and the customer may choose which of `schemes` routes the payment (best first).
 */
interface BrandRow {
  brand: CardBrand;
  ranges: string;
  schemes?: readonly CardNetwork[];
}

const FOURS = [4, 8, 12, 16] as const;
const SIXTEEN_TO_NINETEEN = [16, 17, 18, 19] as const;

function row(
  network: CardNetwork,
  displayName: string,
  lengths: readonly number[],
  gaps: readonly number[],
  code: string,
  luhn: boolean,
  ranges: string,
  schemes?: readonly CardNetwork[],
): BrandRow {
  const [, name, length] = /^(.+)(\d)$/.exec(code) ?? [];
  const securityCode = name && length ? { name, length: Number(length) } : undefined;
  const brand: CardBrand = { network, displayName, lengths, gaps, securityCode, luhn };
  return schemes ? { brand, ranges, schemes } : { brand, ranges };
}

export const BRAND_ROWS: readonly BrandRow[] = [
  row('visa', 'Visa', [16, 13, 19], FOURS, 'CVV3', true, '4'),
  row('mastercard', 'Mastercard', [16], FOURS, 'CVC3', true, '51-55 2221-2720'),
  row('amex', 'American Express', [15], [4, 10], 'CID4', true, '34 37'),
  row('discover', 'Discover', [16, 19], FOURS, 'CID3', true, '6011 644-649 65'),
  row('diners', 'Diners Club', [14, 16, 19], [4, 10], 'CVV3', true, '300-305 3095 36 38 39'),
  row('jcb', 'JCB', SIXTEEN_TO_NINETEEN, FOURS, 'CVV3', true, '3528-3589'),
  // UnionPay issues numbers that fail Luhn (its own rules allow it), so the checksum is not required.
  row('unionpay', 'UnionPay', [16, 17, 18, 19, 14, 15], FOURS, 'CVN3', false, '62 81'),
  row('maestro', 'Maestro', [16, 12, 13, 14, 15, 17, 18, 19], FOURS, 'CVC3', true, '50 56-69 493698'),
  row(
    'elo',
    'Elo',
    [16],
    FOURS,
    'CVE3',
    true,
    '401178 401179 431274 438935 451416 457393 457631 457632 504175 506699-506778 509000-509999 ' +
      '627780 636297 636368 650031-650033 650035-650051 650405-650439 650485-650538 650541-650598 ' +
      '650700-650718 650720-650727 650901-650978 651652-651679 655000-655019 655021-655058',
  ),
  row('hipercard', 'Hipercard', [16, 19], FOURS, 'CVC3', true, '606282 384100 384140 384160'),
  row(
    'rupay',
    'RuPay',
    [16],
    FOURS,
    'CVV3',
    true,
    '508500-508999 606985-607984 608001-608500 652150-653149 817200-820199',
  ),
  row('mir', 'Mir', SIXTEEN_TO_NINETEEN, FOURS, 'CVP23', true, '2200-2204'),
  row('troy', 'Troy', [16], FOURS, 'CVV3', true, '9792'),
  row('dankort', 'Dankort', [16], FOURS, 'CVV3', true, '5019'),
  row('visadankort', 'Visa/Dankort', [16], FOURS, 'CVV3', true, '4571', ['dankort', 'visa']),
  row('verve', 'Verve', [16, 18, 19], FOURS, 'CVV3', true, '506099-506198 507865-507964 650002-650027'),
  // UATP (airline cards): 4-5-6 grouping and no security code.
  row('uatp', 'UATP', [15], [4, 9], '', true, '1'),
  row('cabal', 'Cabal', [16], FOURS, 'CVV3', true, '589657 600691 603522 604201-604219 604400-604599 627170'),
  row('naranja', 'Naranja', [16], FOURS, 'CVV3', true, '589562'),
  // Bancontact cards carry no security code; the classic ones are co-badged with Maestro.
  row('bancontact', 'Bancontact', SIXTEEN_TO_NINETEEN, FOURS, '', true, ''),
  row('maestrobancontact', 'Bancontact/Maestro', SIXTEEN_TO_NINETEEN, FOURS, '', true, '6703', [
    'bancontact',
    'maestro',
  ]),
  row('meeza', 'Meeza', [16], FOURS, 'CVV3', true, '507803-507808 507810'),
  row('humo', 'Humo', [16], FOURS, 'CVV3', true, '9860'),
  row('uzcard', 'Uzcard', [16], FOURS, 'CVV3', true, '8600 5614'),
  row('unionpayuzcard', 'UnionPay/Uzcard', [16], FOURS, 'CVN3', false, '626247', ['uzcard', 'unionpay']),
];
