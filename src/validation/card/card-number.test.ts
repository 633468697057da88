import { describe, expect, it } from 'vitest';
import { cardBrand, cardBrands, cardDigits, cardSchemes, checkCardNumber, formatCardNumber } from './index';
import testCards from './test-cards.json';

interface TestCard {
  source: string;
  network: string;
  number: string;
  digits: string;
}

const published: TestCard[] = testCards.sources.flatMap(({ source, cards }) =>
  cards.map(([network = '', number = '']) => ({ source, network, number, digits: number.replace(/ /g, '') })),
);

/** Each number once, from the first source that publishes it (several publish 5555 5555 5555 4444). */
const firstByDigits = new Map<string, TestCard>();
for (const card of published) if (!firstByDigits.has(card.digits)) firstByDigits.set(card.digits, card);
const cards = [...firstByDigits.values()];

/* Reference Luhn written unlike src/validation/luhn.ts (a table of doubled digits, left to right), so
 * both must agree for a test to pass. */
const DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];
function referenceLuhn(digits: string): boolean {
  const parity = digits.length % 2;
  let sum = 0;
  [...digits].forEach((character, index) => {
    const digit = Number(character);
    sum += index % 2 === parity ? DOUBLED[digit]! : digit;
  });
  return sum % 10 === 0;
}

/** How each network's numbers are read out, written from the networks' own card layouts. */
function expectedGroups(network: string, length: number): number[] {
  if (network === 'amex') return [4, 6, 5];
  if (network === 'uatp') return [4, 5, 6];
  if (network === 'diners' && length === 14) return [4, 6, 4];
  const groups = Array.from({ length: Math.floor(length / 4) }, () => 4);
  return length % 4 ? [...groups, length % 4] : groups;
}

const CO_BADGED: Record<string, string[]> = {
  visadankort: ['dankort', 'visa'],
  maestrobancontact: ['bancontact', 'maestro'],
  unionpayuzcard: ['uzcard', 'unionpay'],
};

/** Networks whose numbers need not pass Luhn. */
const WITHOUT_LUHN = new Set(['unionpay', 'naranja', 'unionpayuzcard']);

const REQUIRED_NETWORKS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'maestro',
  'elo',
  'hipercard',
  'rupay',
  'mir',
  'troy',
  'dankort',
  'verve',
  'uatp',
  'cabal',
  'naranja',
  'maestrobancontact',
  'meeza',
  'humo',
  'uzcard',
  'visadankort',
  'unionpayuzcard',
];

describe('the public test card list', () => {
  it('is broad: many providers, every required network, nearly two hundred numbers', () => {
    expect(testCards.sources.length).toBeGreaterThanOrEqual(10);
    expect(cards.length).toBeGreaterThan(150);
    expect(published.length).toBeGreaterThan(cards.length);
    const networks = new Set(cards.map((card) => card.network));
    for (const network of REQUIRED_NETWORKS) expect(networks, network).toContain(network);
  });

  it('holds digits and spaces only, each number once per source, the same network wherever published', () => {
    for (const card of published) expect(card.number, card.source).toMatch(/^\d[\d ]+\d$/);
    for (const { cards: numbers } of testCards.sources) {
      const digits = numbers.map(([, number = '']) => number.replace(/ /g, ''));
      expect(new Set(digits).size).toBe(digits.length);
    }
    for (const card of published) {
      expect(cards.find((unique) => unique.digits === card.digits)?.network).toBe(card.network);
    }
  });
});

describe.each(cards)('$network $number', ({ network, number, digits }) => {
  it('is detected as its brand and passes as a whole', () => {
    expect(cardBrand(number)?.network).toBe(network);
    const result = checkCardNumber(number);
    expect(result).toMatchObject({ ok: true, digits, brand: { network } });
  });

  it('passes Luhn exactly where the brand requires it', () => {
    const brand = cardBrand(digits)!;
    expect(brand.luhn).toBe(!WITHOUT_LUHN.has(network));
    if (brand.luhn) expect(referenceLuhn(digits)).toBe(true);
    expect(brand.lengths).toContain(digits.length);
  });

  it("is grouped at the brand's gaps", () => {
    const formatted = formatCardNumber(digits);
    expect(formatted.replace(/ /g, '')).toBe(digits);
    expect(formatted.split(' ').map((group) => group.length)).toEqual(expectedGroups(network, digits.length));
    expect(formatCardNumber(formatted)).toBe(formatted);
  });

  it('is rejected with one digit changed after its IIN, where the brand checks Luhn', () => {
    const brand = cardBrand(digits)!;
    for (let position = 6; position < digits.length; position++) {
      for (let step = 1; step <= 9; step++) {
        const changed = (Number(digits[position]) + step) % 10;
        const mutated = digits.slice(0, position) + changed + digits.slice(position + 1);
        const result = checkCardNumber(mutated);
        if (brand.luhn) expect(result, mutated).toMatchObject({ ok: false, problem: 'checksum', brand });
        else expect(result, mutated).toMatchObject({ ok: true, brand });
      }
    }
  });

  it('is rejected with two neighbouring digits swapped, where Luhn can tell', () => {
    const brand = cardBrand(digits)!;
    for (let position = 6; position < digits.length - 1; position++) {
      const [a, b] = [digits[position]!, digits[position + 1]!];
      // Luhn misses only 09 <-> 90 among swaps of neighbours.
      if (a === b || a + b === '09' || a + b === '90' || !brand.luhn) continue;
      const swapped = digits.slice(0, position) + b + a + digits.slice(position + 2);
      expect(checkCardNumber(swapped), swapped).toMatchObject({ ok: false, problem: 'checksum' });
    }
  });

  it('is incomplete when truncated and too long when extended past its longest length', () => {
    const brand = cardBrand(digits)!;
    expect(checkCardNumber(digits.slice(0, 6))).toMatchObject({ ok: false, problem: 'incomplete', brand });
    const truncated = digits.slice(0, -1);
    if (!brand.lengths.includes(truncated.length)) {
      expect(checkCardNumber(truncated)).toMatchObject({ ok: false, problem: 'incomplete', brand });
    }
    const longest = Math.max(...brand.lengths);
    const extended = digits.padEnd(longest + 1, '0');
    expect(checkCardNumber(extended)).toMatchObject({ ok: false, problem: 'tooLong', brand });
    const next = `${digits}0`;
    if (next.length < longest && !brand.lengths.includes(next.length)) {
      expect(checkCardNumber(next)).toMatchObject({ ok: false, problem: 'incomplete', brand });
    }
  });

  it('offers its co-badged schemes, and is accepted or not by the session networks', () => {
    const schemes = CO_BADGED[network] ?? [network];
    expect(cardSchemes(number)).toEqual(schemes);
    // Every scheme's name is at hand for the choice.
    const names = cardBrands(digits).map((brand) => brand.network);
    for (const scheme of schemes) expect(names).toContain(scheme);
    for (const scheme of schemes) expect(checkCardNumber(number, [scheme]).ok).toBe(true);
    expect(checkCardNumber(number, [network]).ok).toBe(true);
    const other = network === 'troy' ? 'visa' : 'troy';
    expect(checkCardNumber(number, [other])).toMatchObject({
      ok: false,
      problem: 'notAccepted',
      brand: { network },
    });
    expect(checkCardNumber(number, [])).toMatchObject({ ok: false, problem: 'notAccepted' });
  });
});

describe('overlapping ranges', () => {
  it.each([
    ['401178', 'elo', 'visa'],
    ['438935', 'elo', 'visa'],
    ['4571', 'visadankort', 'visa'],
    ['5019', 'dankort', 'maestro'],
    ['506099', 'verve', 'maestro'],
    ['506198', 'verve', 'maestro'],
    ['507865', 'verve', 'maestro'],
    ['650002', 'verve', 'discover'],
    ['506699', 'elo', 'maestro'],
    ['509000', 'elo', 'maestro'],
    ['650031', 'elo', 'discover'],
    ['655058', 'elo', 'discover'],
    ['627780', 'elo', 'unionpay'],
    ['606282', 'hipercard', 'maestro'],
    ['384100', 'hipercard', 'diners'],
    ['508500', 'rupay', 'maestro'],
    ['606985', 'rupay', 'maestro'],
    ['652150', 'rupay', 'discover'],
    ['653149', 'rupay', 'discover'],
    ['6011', 'discover', 'maestro'],
    ['6703', 'maestrobancontact', 'maestro'],
    ['507803', 'meeza', 'maestro'],
    ['604201', 'cabal', 'maestro'],
    ['589562', 'naranja', 'maestro'],
    ['626247', 'unionpayuzcard', 'unionpay'],
    ['626425', 'unionpayuzcard', 'unionpay'],
  ])('%s is %s, inside the wider range of %s', (prefix, specific, wider) => {
    const networks = cardBrands(prefix).map((brand) => brand.network);
    expect(networks[0]).toBe(specific);
    expect(networks).toContain(wider);
    expect(cardBrand(prefix)?.network).toBe(specific);
  });

  it('ends a range where it ends: the neighbours belong to the wider brand', () => {
    expect(cardBrand('506098')?.network).toBe('maestro');
    expect(cardBrand('506199')?.network).toBe('maestro');
    expect(cardBrand('652149')?.network).toBe('discover');
    expect(cardBrand('653150')?.network).toBe('discover');
    expect(cardBrand('626250')?.network).toBe('unionpay');
    expect(cardBrand('2220')).toBeUndefined();
    expect(cardBrand('2721')).toBeUndefined();
    expect(cardBrand('2205')).toBeUndefined();
  });
});

describe('a number still being typed', () => {
  it.each([
    ['4', 'visa'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['51', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['2200', 'mir'],
    ['35', undefined],
    ['3528', 'jcb'],
    ['36', 'diners'],
    ['62', 'unionpay'],
    ['9792', 'troy'],
    ['9860', 'humo'],
    ['8600', 'uzcard'],
    ['1', 'uatp'],
  ])('%s is %s', (digits, network) => {
    expect(cardBrand(digits)?.network).toBe(network);
  });

  it('has no brand while the prefix could still become several', () => {
    for (const digits of ['', '3', '2', '22', '222', '5', '6', '9'])
      expect(cardBrand(digits)).toBeUndefined();
    expect(cardBrands('3').map((brand) => brand.network)).toEqual(
      expect.arrayContaining(['amex', 'diners', 'jcb']),
    );
    expect(cardBrands('')).toEqual([]);
    expect(cardSchemes('3')).toEqual([]);
  });

  it('is incomplete rather than unknown while a brand may still match', () => {
    expect(checkCardNumber('3')).toEqual({ ok: false, problem: 'incomplete' });
    expect(checkCardNumber('4242 4242')).toMatchObject({
      ok: false,
      problem: 'incomplete',
      brand: { network: 'visa' },
    });
  });
});

describe('checkCardNumber problems', () => {
  it('tells empty, stray characters and unknown brands apart', () => {
    expect(checkCardNumber('')).toEqual({ ok: false, problem: 'empty' });
    expect(checkCardNumber('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(checkCardNumber('4242 4242 4242 424x')).toEqual({ ok: false, problem: 'characters' });
    expect(checkCardNumber('--')).toEqual({ ok: false, problem: 'characters' });
    expect(checkCardNumber('9999 9999 9999 9995')).toEqual({ ok: false, problem: 'unknownBrand' });
    expect(checkCardNumber('7000 0000 0000 0008')).toEqual({ ok: false, problem: 'unknownBrand' });
  });

  it('accepts what a paste brings: dashes, dots, no-break spaces, other scripts of digits', () => {
    for (const input of [
      '4242-4242-4242-4242',
      ' 4242.4242.4242.4242 ',
      '4242\u00a04242\u00a04242\u00a04242',
      '\u0664\u0662\u0664\u0662 \u0664\u0662\u0664\u0662 \u0664\u0662\u0664\u0662 \u0664\u0662\u0664\u0662',
      '\uff14\uff12\uff14\uff12\uff14\uff12\uff14\uff12\uff14\uff12\uff14\uff12\uff14\uff12\uff14\uff12',
    ]) {
      expect(checkCardNumber(input), input).toMatchObject({ ok: true, digits: '4242424242424242' });
    }
    expect(cardDigits('4242-4242 abc')).toBe('42424242');
    expect(cardDigits('')).toBe('');
  });

  it('checks the accepted networks before the length, so the payer learns early', () => {
    expect(checkCardNumber('3782', ['visa', 'mastercard'])).toMatchObject({
      ok: false,
      problem: 'notAccepted',
      brand: { network: 'amex', displayName: 'American Express' },
    });
  });
});
