import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardDigits,
  checkExpiry,
  checkSecurityCode,
  formatCardNumber,
  formatExpiry,
  reformatKeepingCaret,
} from './index';

/** A deterministic pseudo-random sequence (mulberry32), so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

describe('checkExpiry', () => {
  // 15 November 2026, in the payer's own calendar.
  const now = new Date(2026, 10, 15);

  it('takes the current month: the card is valid through the end of it', () => {
    expect(checkExpiry('11/26', now)).toEqual({ ok: true, month: '11', year: '26' });
    expect(checkExpiry('11/26', new Date(2026, 10, 30, 23, 59))).toMatchObject({ ok: true });
    expect(checkExpiry('11/26', new Date(2026, 11, 1))).toEqual({ ok: false, problem: 'past' });
  });

  it('refuses last month and earlier as past', () => {
    expect(checkExpiry('10/26', now)).toEqual({ ok: false, problem: 'past' });
    expect(checkExpiry('12/25', now)).toEqual({ ok: false, problem: 'past' });
    expect(checkExpiry('01/2000', now)).toEqual({ ok: false, problem: 'past' });
  });

  it('counts across the turn of the year', () => {
    const december = new Date(2026, 11, 31);
    expect(checkExpiry('12/26', december)).toMatchObject({ ok: true });
    expect(checkExpiry('01/27', december)).toEqual({ ok: true, month: '01', year: '27' });
    const january = new Date(2027, 0, 1);
    expect(checkExpiry('12/26', january)).toEqual({ ok: false, problem: 'past' });
    expect(checkExpiry('1/27', january)).toEqual({ ok: true, month: '01', year: '27' });
  });

  it('reads every way people write it', () => {
    for (const input of [
      '01/29',
      '1/29',
      '01 / 29',
      '1 / 2029',
      '01/2029',
      '0129',
      '012029',
      '01-29',
      '01.29',
      '01 29',
    ]) {
      expect(checkExpiry(input, now), input).toEqual({ ok: true, month: '01', year: '29' });
    }
    expect(checkExpiry('12 / 2030', now)).toEqual({ ok: true, month: '12', year: '30' });
    expect(checkExpiry(' 12/30 ', now)).toEqual({ ok: true, month: '12', year: '30' });
    expect(checkExpiry('\u0661\u0662/\u0663\u0660', now)).toEqual({ ok: true, month: '12', year: '30' });
  });

  it('names the month problem apart from the format problem', () => {
    expect(checkExpiry('13/30', now)).toEqual({ ok: false, problem: 'month' });
    expect(checkExpiry('00/30', now)).toEqual({ ok: false, problem: 'month' });
    expect(checkExpiry('0/30', now)).toEqual({ ok: false, problem: 'month' });
    for (const input of ['ab', '12/', '/30', '12/3', '12/345', '123/30', '12/30/1', '1230x']) {
      expect(checkExpiry(input, now), input).toEqual({ ok: false, problem: 'format' });
    }
    expect(checkExpiry('', now)).toEqual({ ok: false, problem: 'empty' });
    expect(checkExpiry('   ', now)).toEqual({ ok: false, problem: 'empty' });
  });

  it('refuses a date more than 20 years ahead as a typing mistake', () => {
    expect(checkExpiry('11/46', now)).toEqual({ ok: true, month: '11', year: '46' });
    expect(checkExpiry('12/46', now)).toEqual({ ok: false, problem: 'tooFar' });
    expect(checkExpiry('01/2099', now)).toEqual({ ok: false, problem: 'tooFar' });
    expect(checkExpiry('01/99', now)).toEqual({ ok: false, problem: 'tooFar' });
  });

  it('uses today when no date is given', () => {
    const today = new Date();
    const nextYear = String((today.getFullYear() + 1) % 100).padStart(2, '0');
    expect(checkExpiry(`06/${nextYear}`)).toEqual({ ok: true, month: '06', year: nextYear });
    expect(checkExpiry(`06/${today.getFullYear() - 1}`)).toEqual({ ok: false, problem: 'past' });
  });
});

describe('formatExpiry', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['1', '1'],
    ['12', '12 / '],
    ['123', '12 / 3'],
    ['1229', '12 / 29'],
    ['122029', '12 / 2029'],
    ['1220291', '12 / 2029'],
    ['2', '02 / '],
    ['9', '09 / '],
    ['13', '01 / 3'],
    ['19', '01 / 9'],
    ['1/', '01 / '],
    ['1/29', '01 / 29'],
    ['1 / 2', '01 / 2'],
    ['0129', '01 / 29'],
    ['12 / ', '12 / '],
    ['12 / 3', '12 / 3'],
    ['12/2030', '12 / 2030'],
    ['\u0661\u0662', '12 / '],
  ])('%j -> %j', (input, formatted) => {
    expect(formatExpiry(input)).toBe(formatted);
  });

  it('changes nothing in its own output and keeps what checkExpiry reads', () => {
    const next = random(7);
    const now = new Date(2026, 10, 15);
    for (let run = 0; run < 500; run++) {
      const length = 1 + Math.floor(next() * 6);
      let input = '';
      for (let index = 0; index < length; index++) input += String(Math.floor(next() * 10));
      if (next() < 0.3) input = input.replace(/^(\d)(?=\d)/, '$1/');
      const formatted = formatExpiry(input);
      expect(formatExpiry(formatted), input).toBe(formatted);
      expect(cardDigits(formatted).length, input).toBeGreaterThanOrEqual(
        Math.min(cardDigits(input).length, 5),
      );
      const read = checkExpiry(input, now);
      if (read.ok) expect(checkExpiry(formatted, now), input).toEqual(read);
    }
  });
});

describe('checkSecurityCode', () => {
  const brandOf = (number: string) => cardBrand(number)!;

  it.each([
    ['4242424242424242', 'CVV', 3],
    ['5555555555554444', 'CVC', 3],
    ['378282246310005', 'CID', 4],
    ['6011111111111117', 'CID', 3],
    ['36227206271667', 'CVV', 3],
    ['3566002020360505', 'CVV', 3],
    ['6200000000000005', 'CVN', 3],
    ['6759649826438453', 'CVC', 3],
    ['5066991111111118', 'CVE', 3],
    ['6062828888666688', 'CVC', 3],
    ['2200111753579001', 'CVP2', 3],
    ['9792020000000001', 'CVV', 3],
    ['5019555544445555', 'CVV', 3],
  ])('%s asks a %s of %i digits', (number, name, length) => {
    const brand = brandOf(number);
    expect(brand.securityCode).toEqual({ name, length });
    const code = '7373'.slice(0, length);
    expect(checkSecurityCode(code, brand)).toEqual({ ok: true, code });
    expect(checkSecurityCode(` ${code} `, brand)).toEqual({ ok: true, code });
    expect(checkSecurityCode(code.slice(1), brand)).toEqual({ ok: false, problem: 'length' });
    expect(checkSecurityCode(`${code}1`, brand)).toEqual({ ok: false, problem: 'length' });
    expect(checkSecurityCode('', brand)).toEqual({ ok: false, problem: 'empty' });
    expect(checkSecurityCode('12a', brand)).toEqual({ ok: false, problem: 'characters' });
  });

  it.each([
    ['6703444444444449', 'Bancontact'],
    ['135410014004955', 'UATP'],
    ['8600060921090842', 'Uzcard'],
    ['9860011234567896', 'Humo'],
  ])('%s (%s) has none: empty passes', (number) => {
    const brand = brandOf(number);
    expect(brand.securityCode).toBeUndefined();
    expect(checkSecurityCode('', brand)).toEqual({ ok: true, code: '' });
    expect(checkSecurityCode('12', brand)).toEqual({ ok: false, problem: 'length' });
  });

  it('takes 3 or 4 digits while the brand is unknown', () => {
    expect(checkSecurityCode('123', undefined)).toEqual({ ok: true, code: '123' });
    expect(checkSecurityCode('1234', undefined)).toEqual({ ok: true, code: '1234' });
    expect(checkSecurityCode('12', undefined)).toEqual({ ok: false, problem: 'length' });
    expect(checkSecurityCode('12345', undefined)).toEqual({ ok: false, problem: 'length' });
    expect(checkSecurityCode('', undefined)).toEqual({ ok: false, problem: 'empty' });
    expect(checkSecurityCode('\u0661\u0662\u0663', undefined)).toEqual({ ok: true, code: '123' });
  });
});

describe('reformatKeepingCaret', () => {
  const formatNumber = (value: string) => formatCardNumber(cardDigits(value));

  it('keeps the caret after a digit inserted in the middle', () => {
    // '4242 |4242 4242 424' + '9'
    expect(reformatKeepingCaret('4242 94242 4242 424', 6, formatNumber)).toEqual({
      value: '4242 9424 2424 2424',
      caret: 6,
    });
    // Typing the fifth digit at the end moves past the new space.
    expect(reformatKeepingCaret('42424', 5, formatNumber)).toEqual({ value: '4242 4', caret: 6 });
  });

  it('keeps the caret after the digit before a deleted one', () => {
    // '4242 4|242 ...' with backspace: the 5th digit goes.
    expect(reformatKeepingCaret('4242 242 4242 4242', 5, formatNumber)).toEqual({
      value: '4242 2424 2424 242',
      caret: 4,
    });
    // Delete forward at '4242 42|42': the caret stays after the 6th digit.
    expect(reformatKeepingCaret('4242 422', 7, formatNumber)).toEqual({ value: '4242 422', caret: 7 });
  });

  it('puts the caret after a paste in the middle, whatever separators it brought', () => {
    // '4242 |4242' + paste '1111-2222'
    expect(reformatKeepingCaret('4242 1111-22224242', 14, formatNumber)).toEqual({
      value: '4242 1111 2222 4242',
      caret: 14,
    });
    // Letters in a paste are dropped and do not count as digits before the caret.
    expect(reformatKeepingCaret('4242 ab4242', 7, formatNumber)).toEqual({ value: '4242 4242', caret: 4 });
    // Digits of another script count like ASCII ones.
    expect(reformatKeepingCaret('\u0664\u0662\u0664\u0662\u0664', 5, formatNumber)).toEqual({
      value: '4242 4',
      caret: 6,
    });
  });

  it("follows the brand's gaps", () => {
    expect(reformatKeepingCaret('3782 8224631', 12, formatNumber)).toEqual({
      value: '3782 822463 1',
      caret: 13,
    });
    // A caret after a space is just after the digit before it.
    expect(reformatKeepingCaret('3782 822463 10005', 5, formatNumber)).toEqual({
      value: '3782 822463 10005',
      caret: 4,
    });
    // '3782 82|2463 1000' + '9': the 6-digit group shifts, the caret stays after the new digit.
    expect(reformatKeepingCaret('3782 8292463 1000', 8, formatNumber)).toEqual({
      value: '3782 829246 31000',
      caret: 8,
    });
  });

  it('formats expiry with the caret after the same digit', () => {
    expect(reformatKeepingCaret('12', 2, formatExpiry)).toEqual({ value: '12 / ', caret: 2 });
    expect(reformatKeepingCaret('12 / 3', 6, formatExpiry)).toEqual({ value: '12 / 3', caret: 6 });
    expect(reformatKeepingCaret('1/2', 3, formatExpiry)).toEqual({ value: '01 / 2', caret: 6 });
  });

  it('for any edit, leaves as many digits before the caret as the edit did', () => {
    const next = random(42);
    for (let run = 0; run < 1000; run++) {
      let value = '';
      const length = Math.floor(next() * 22);
      for (let index = 0; index < length; index++) {
        const roll = next();
        value += roll < 0.8 ? String(Math.floor(next() * 10)) : roll < 0.9 ? ' ' : roll < 0.95 ? '-' : 'x';
      }
      const caret = Math.floor(next() * (value.length + 1));
      const result = reformatKeepingCaret(value, caret, formatNumber);
      expect(result.value, value).toBe(formatNumber(value));
      expect(cardDigits(result.value.slice(0, result.caret)), `${value} @${caret}`).toBe(
        cardDigits(value.slice(0, caret)),
      );
      // Right after that digit: never parked after a space that follows it.
      expect(result.value[result.caret - 1] ?? '', `${value} @${caret}`).not.toBe(' ');
    }
  });
});
