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
   * shortest numbers; the longer numbers of a brand that has both (16-digit Diners) are read in fours.
   */
  gaps: readonly number[];
  /** CVV / CVC / CID / ...; undefined if the brand's cards have none. */
  securityCode: { name: string; length: number } | undefined;
  /** False for brands whose numbers need not pass Luhn. */
  luhn: boolean;
}

/**
 * One row per brand, in order of how common the brand is: that order breaks ties while a number is
 * still too short to tell. `iin` lists prefixes (`4`) and inclusive ranges of prefixes of one length
 * (`2221-2720`). Overlaps are meant: the longest matching prefix wins (`4571` Visa/Dankort inside
 * Visa's `4`, Elo's `5067` inside Maestro's `50`), so a brand lists only its own, more specific ranges.
 *
 * The ranges, lengths and code names are public facts from the networks' and payment providers'
 * published tables. A `schemes` row is a co-badged card: its spec 4.2 value names the pair
 * (`visadankort`) and the customer may choose which network routes the payment, best first.
 */
interface BrandRow {
  network: CardNetwork;
  name: string;
  iin: string;
  lengths: readonly number[];
  /** Default: groups of four. */
  gaps?: readonly number[];
  /** The security code's name and length (`CVV 3`), or `none`. */
  code: string;
  /** Default true. */
  luhn?: false;
  schemes?: readonly CardNetwork[];
}

const SIXTEEN_TO_NINETEEN = [16, 17, 18, 19];

const ROWS: readonly BrandRow[] = [
  { network: 'visa', name: 'Visa', iin: '4', lengths: [16, 13, 18, 19], code: 'CVV 3' },
  { network: 'mastercard', name: 'Mastercard', iin: '51-55 2221-2720', lengths: [16], code: 'CVC 3' },
  { network: 'amex', name: 'American Express', iin: '34 37', lengths: [15], gaps: [4, 10], code: 'CID 4' },
  { network: 'discover', name: 'Discover', iin: '6011 644-649 65', lengths: [16, 19], code: 'CID 3' },
  {
    network: 'diners',
    name: 'Diners Club',
    iin: '300-305 3095 36 38 39',
    lengths: [14, 16, 19],
    gaps: [4, 10],
    code: 'CVV 3',
  },
  { network: 'jcb', name: 'JCB', iin: '3528-3589', lengths: SIXTEEN_TO_NINETEEN, code: 'CVV 3' },
  // UnionPay's rules allow numbers that fail Luhn, so the checksum is not required.
  {
    network: 'unionpay',
    name: 'UnionPay',
    iin: '62 81',
    lengths: [16, 17, 18, 19, 14, 15],
    code: 'CVN 3',
    luhn: false,
  },
  {
    network: 'maestro',
    name: 'Maestro',
    iin: '50 56-69 493698',
    lengths: [16, 12, 13, 14, 15, 17, 18, 19],
    code: 'CVC 3',
  },
  {
    network: 'elo',
    name: 'Elo',
    iin:
      '401178 401179 431274 438935 451416 457393 457631 457632 504175 506699-506778 509000-509999 ' +
      '627780 636297 636368 650031-650033 650035-650051 650405-650439 650485-650538 650541-650598 ' +
      '650700-650718 650720-650727 650901-650978 651652-651679 655000-655019 655021-655058',
    lengths: [16],
    code: 'CVE 3',
  },
  {
    network: 'hipercard',
    name: 'Hipercard',
    iin: '606282 384100 384140 384160',
    lengths: [16, 19],
    code: 'CVC 3',
  },
  {
    network: 'rupay',
    name: 'RuPay',
    iin: '508500-508999 606985-607984 608001-608500 652150-653149',
    lengths: [16],
    code: 'CVV 3',
  },
  { network: 'mir', name: 'Mir', iin: '2200-2204', lengths: SIXTEEN_TO_NINETEEN, code: 'CVP2 3' },
  { network: 'troy', name: 'Troy', iin: '9792', lengths: [16], code: 'CVV 3' },
  { network: 'dankort', name: 'Dankort', iin: '5019', lengths: [16], code: 'CVV 3' },
  {
    network: 'visadankort',
    name: 'Visa/Dankort',
    iin: '4571',
    lengths: [16],
    code: 'CVV 3',
    schemes: ['dankort', 'visa'],
  },
  {
    network: 'verve',
    name: 'Verve',
    iin: '506099-506198 507865-507964 650002-650027',
    lengths: [16, 18, 19],
    code: 'CVV 3',
  },
  // Airline cards: read 4-5-6, no security code.
  { network: 'uatp', name: 'UATP', iin: '1', lengths: [15], gaps: [4, 9], code: 'none' },
  {
    network: 'cabal',
    name: 'Cabal',
    iin: '589657 600691 603522 604201-604219 604400-604599 627170',
    lengths: [16],
    code: 'CVV 3',
  },
  // Naranja numbers end in the issuer's own check digit, not Luhn's.
  { network: 'naranja', name: 'Naranja', iin: '589562', lengths: [16], code: 'CVV 3', luhn: false },
  // Bancontact cards have no security code. Their ranges are those of the co-badged row below; this row
  // names the scheme a payer may choose.
  { network: 'bancontact', name: 'Bancontact', iin: '', lengths: SIXTEEN_TO_NINETEEN, code: 'none' },
  {
    network: 'maestrobancontact',
    name: 'Bancontact/Maestro',
    iin: '6703',
    lengths: SIXTEEN_TO_NINETEEN,
    code: 'none',
    schemes: ['bancontact', 'maestro'],
  },
  { network: 'meeza', name: 'Meeza', iin: '507803-507808 507810', lengths: [16], code: 'CVV 3' },
  // Humo and Uzcard cards have no security code: the holder confirms a payment with a code sent by SMS.
  { network: 'humo', name: 'Humo', iin: '9860', lengths: [16], code: 'none' },
  { network: 'uzcard', name: 'Uzcard', iin: '8600', lengths: [16], code: 'none' },
  {
    network: 'unionpayuzcard',
    name: 'UnionPay/Uzcard',
    iin:
      '626247-626249 626253 626255-626257 626263 626272 626273 626282 626283 626291 626292 626296 ' +
      '626418 626425',
    lengths: [16],
    code: 'CVN 3',
    luhn: false,
    schemes: ['uzcard', 'unionpay'],
  },
];

/** How most numbers are read: `4242 4242 4242 4242`, and a 19-digit one `… 4242 424`. */
export const GROUPS_OF_FOUR = [4, 8, 12, 16] as const;

/** An IIN range as two prefixes of one length: `4` is `['4', '4']`, `2221-2720` is `['2221', '2720']`. */
export type IinRange = readonly [low: string, high: string];

export interface BrandEntry {
  brand: CardBrand;
  ranges: readonly IinRange[];
  schemes: readonly CardNetwork[] | undefined;
}

function entryOf({ network, name, iin, lengths, gaps, code, luhn, schemes }: BrandRow): BrandEntry {
  const [codeName, codeLength] = code.split(' ');
  const securityCode = codeName && codeLength ? { name: codeName, length: Number(codeLength) } : undefined;
  const ranges = iin
    .split(' ')
    .filter(Boolean)
    .map((range): IinRange => {
      const [low = '', high = low] = range.split('-');
      return [low, high];
    });
  return {
    brand: {
      network,
      displayName: name,
      lengths,
      gaps: gaps ?? GROUPS_OF_FOUR,
      securityCode,
      luhn: luhn ?? true,
    },
    ranges,
    schemes,
  };
}

/** Every known brand with its parsed ranges, in the table's order (annotated pure: dropped where unused). */
export const BRAND_ENTRIES: readonly BrandEntry[] = /* @__PURE__ */ ROWS.map(entryOf);
