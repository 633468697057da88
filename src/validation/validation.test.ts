import { describe, expect, it } from 'vitest';
import { isRailkitError } from '../api/errors';
import {
  IBAN_LENGTHS,
  checkCpfOrCnpj,
  formatCpf,
  formatIban,
  formatPreservingCaret,
  formatSortCode,
  ibanCheckDigits,
  ibanProblem,
  isValidAbaRouting,
  isValidClabe,
  isValidCnpj,
  isValidCpf,
  isValidIban,
  isValidIfsc,
  isValidLuhn,
  isValidNuban,
  isValidSortCode,
  isValidNzAccount,
  isValidCbu,
  isValidCci,
  isValidRut,
  nzAccountDigits,
  rutCheckDigit,
  normalizeCompact,
  nubanCheck,
  runCheck,
} from './index';

/* Reference implementations written straight from the standards, deliberately unlike the code under
 * test (BigInt instead of digit-by-digit remainders), so both must agree for a test to pass. */

function referenceIbanCheckDigits(country: string, bban: string): string {
  const numeric = [...`${bban}${country}00`]
    .map((character) => (/\d/.test(character) ? character : String(character.charCodeAt(0) - 55)))
    .join('');
  return String(98n - (BigInt(numeric) % 97n)).padStart(2, '0');
}

function referenceIbanIsValid(iban: string): boolean {
  const numeric = [...`${iban.slice(4)}${iban.slice(0, 4)}`]
    .map((character) => (/\d/.test(character) ? character : String(character.charCodeAt(0) - 55)))
    .join('');
  return BigInt(numeric) % 97n === 1n;
}

/** Examples published in the IBAN registry and by national banks. */
// prettier-ignore
const PUBLISHED_IBANS = [
  'AD1200012030200359100100', 'AE070331234567890123456', 'AL47212110090000000235698741',
  'AT611904300234573201', 'AZ21NABZ00000000137010001944', 'BA391290079401028494', 'BE68539007547034',
  'BG80BNBG96611020345678', 'BH67BMAG00001299123456', 'BR9700360305000010009795493P1',
  'CH9300762011623852957', 'CR05015202001026284066', 'CY17002001280000001200527600',
  'CZ6508000000192000145399', 'DE89370400440532013000', 'DK5000400440116243', 'EE382200221020145685',
  'EG380019000500000000263180002', 'ES9121000418450200051332', 'FI2112345600000785', 'FO6264600001631634',
  'FR1420041010050500013M02606', 'GB29NWBK60161331926819', 'GB82WEST12345698765432',
  'GE29NB0000000101904917', 'GI75NWBK000000007099453', 'GL8964710001000206', 'GR1601101250000000012300695',
  'HR1210010051863000160', 'HU42117730161111101800000000', 'IE29AIBK93115212345678',
  'IL620108000000099999999', 'IS140159260076545510730339', 'IT60X0542811101000000123456',
  'JO94CBJO0010000000000131000302', 'KW81CBKU0000000000001234560101', 'LI21088100002324013AA',
  'LT121000011101001000', 'LU280019400644750000', 'LV80BANK0000435195001', 'MC5811222000010123456789030',
  'MT84MALT011000012345MTLCAST001S', 'NL91ABNA0417164300', 'NO9386011117947', 'PL61109010140000071219812874',
  'PT50000201231234567890154', 'RO49AAAA1B31007593840000', 'RS35260005601001611379',
  'SA0380000000608010167519', 'SE4550000000058398257466', 'SI56263300012039086', 'SK3112000000198742637541',
  'SM86U0322509800000000270100', 'TR330006100519786457841326',
];

describe('iban', () => {
  it.each(PUBLISHED_IBANS)('accepts the published example %s', (iban) => {
    expect(referenceIbanIsValid(iban)).toBe(true);
    expect(isValidIban(iban)).toBe(true);
    expect(runCheck('iban', iban)).toBe(true);
  });

  it('accepts spaces and lower case, as people type them', () => {
    expect(isValidIban('de89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban(' DE89-3704-0044-0532-0130-00 ')).toBe(true);
  });

  it('says why an IBAN is wrong', () => {
    expect(ibanProblem('DE88370400440532013000')).toBe('checksum');
    expect(ibanProblem('DE8937040044053201300')).toBe('length');
    expect(ibanProblem('XX89370400440532013000')).toBe('country');
    expect(ibanProblem('US64SVBKUS6S3300958879')).toBe('country');
    expect(ibanProblem('89DE370400440532013000')).toBe('format');
    expect(ibanProblem('')).toBe('format');
    expect(ibanProblem('DE89 3704 0044 0532 0130 0€')).toBe('format');
    // Right length and checksum, but a German BBAN is digits only.
    const bban = 'A70400440532013000';
    expect(ibanProblem(`DE${referenceIbanCheckDigits('DE', bban)}${bban}`)).toBe('digit');
    // A valid German IBAN's BBAN under the Austrian code: wrong length for AT.
    expect(isValidIban('AT89370400440532013000')).toBe(false);
  });

  it('refuses check digits 00, 01 and 99 even when the remainder works out', () => {
    // 97 = 0 mod 97 and 98 = 1 mod 97, so 00/01 can alias 97/98; the standard forbids them.
    const bban = '370400440532013000';
    const valid = referenceIbanCheckDigits('DE', bban);
    expect(valid).toBe('89');
    expect(ibanCheckDigits('DE', bban)).toBe(valid);
    for (const digits of ['00', '01', '99']) expect(isValidIban(`DE${digits}${bban}`)).toBe(false);
  });

  it('covers the countries the sandbox pays out to', () => {
    for (const country of ['DE', 'FR', 'NL', 'ES', 'IT', 'BE', 'AT', 'PT', 'IE', 'EG', 'AE', 'GB']) {
      expect(IBAN_LENGTHS[country], country).toBeGreaterThan(14);
    }
    expect(IBAN_LENGTHS).toMatchObject({ DE: 22, FR: 27, NL: 18, EG: 29, AE: 23, NO: 15, LC: 32 });
  });
});

describe('US ABA routing number', () => {
  /** 3-7-1 weights from the ABA's own description, computed here for a check digit. */
  function withAbaCheckDigit(first8: string): string {
    const weights = [3, 7, 1, 3, 7, 1, 3, 7];
    const sum = [...first8].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
    return first8 + String((10 - (sum % 10)) % 10);
  }

  it('accepts real routing numbers and computed ones', () => {
    for (const routing of ['011000015', '021000021', '026009593', '121000358', '322271627', '111000025']) {
      expect(isValidAbaRouting(routing), routing).toBe(true);
    }
    for (const first8 of ['02100002', '07100001', '12345678', '26107332']) {
      const routing = withAbaCheckDigit(first8);
      expect(runCheck('abaRouting', routing), routing).toBe(true);
      const wrong = routing.slice(0, 8) + String((Number(routing[8]) + 1) % 10);
      expect(isValidAbaRouting(wrong), wrong).toBe(false);
    }
  });

  it('refuses wrong lengths and letters', () => {
    expect(isValidAbaRouting('02100002')).toBe(false);
    expect(isValidAbaRouting('0210000210')).toBe(false);
    expect(isValidAbaRouting('02100002A')).toBe(false);
    expect(isValidAbaRouting('021000022')).toBe(false);
  });
});

describe('UK sort code', () => {
  it('accepts six digits in any common spelling', () => {
    for (const code of ['123456', '12-34-56', '12 34 56', '401276'])
      expect(runCheck('sortCode', code), code).toBe(true);
  });
  it('refuses other lengths and letters', () => {
    for (const code of ['12345', '1234567', '12-34-5A', '']) expect(isValidSortCode(code), code).toBe(false);
  });
});

describe('IFSC', () => {
  it('accepts four letters, a zero and six letters or digits', () => {
    for (const code of ['HDFC0001234', 'SBIN0000001', 'icic0ABC123', 'UTIB0SIT999'])
      expect(isValidIfsc(code), code).toBe(true);
  });
  it('refuses a fifth character other than 0, digits in the bank part, wrong lengths', () => {
    for (const code of ['HDFC1001234', 'HDF10001234', 'HDFC000123', 'HDFC00012345', 'HDFC000123$']) {
      expect(runCheck('ifsc', code), code).toBe(false);
    }
  });
});

describe('CLABE', () => {
  /** Weights 3-7-1 over 17 digits, each product mod 10, then the complement to 10, per Banxico. */
  function withClabeCheckDigit(first17: string): string {
    const weights = [3, 7, 1];
    const sum = [...first17].reduce(
      (total, digit, index) => total + ((Number(digit) * weights[index % 3]!) % 10),
      0,
    );
    return first17 + String((10 - (sum % 10)) % 10);
  }

  it('accepts a published CLABE and computed ones', () => {
    expect(isValidClabe('032180000118359719')).toBe(true);
    expect(isValidClabe('002010077777777771')).toBe(true);
    for (const first17 of ['01218000123456789', '07218000999999999', '14418000000000001']) {
      const clabe = withClabeCheckDigit(first17);
      expect(runCheck('clabe', clabe), clabe).toBe(true);
      expect(isValidClabe(clabe.slice(0, 17) + String((Number(clabe[17]) + 3) % 10))).toBe(false);
    }
  });

  it('refuses wrong lengths and swapped digits', () => {
    expect(isValidClabe('03218000011835971')).toBe(false);
    expect(isValidClabe('0321800001183597190')).toBe(false);
    expect(isValidClabe('302180000118359719')).toBe(false);
  });
});

describe('CPF', () => {
  /** The two mod-11 check digits of Receita Federal, written out longhand. */
  function withCpfCheckDigits(first9: string): string {
    const digit = (digits: string) => {
      const sum = [...digits].reduce((total, d, index) => total + Number(d) * (digits.length + 1 - index), 0);
      const rest = sum % 11;
      return rest < 2 ? 0 : 11 - rest;
    };
    const first = digit(first9);
    return `${first9}${first}${digit(first9 + first)}`;
  }

  it('accepts valid CPFs with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    for (const first9 of ['123456789', '111444777', '987654321', '000000019']) {
      const cpf = withCpfCheckDigits(first9);
      expect(runCheck('cpf', cpf), cpf).toBe(true);
      expect(isValidCpf(formatCpf(cpf))).toBe(true);
    }
  });

  it('refuses wrong check digits, wrong lengths and repeated digits', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('52998224752')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    for (const digit of '0123456789') expect(isValidCpf(digit.repeat(11)), digit).toBe(false);
  });
});

describe('CNPJ, and CPF or CNPJ (Pix)', () => {
  /** Receita Federal's two CNPJ check digits, longhand: weights 5..2 then 9..2 (6..2, 9..2 for the second). */
  function withCnpjCheckDigits(first12: string): string {
    const digit = (digits: string, weights: number[]) => {
      const sum = [...digits].reduce((total, d, index) => total + Number(d) * weights[index]!, 0);
      const rest = sum % 11;
      return rest < 2 ? 0 : 11 - rest;
    };
    const first = digit(first12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
    return `${first12}${first}${digit(first12 + first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])}`;
  }

  it('accepts valid CNPJs with or without punctuation', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11444777000161')).toBe(true);
    for (const first12 of ['112223330001', '123456780001', '000000000001', '987654320009']) {
      const cnpj = withCnpjCheckDigits(first12);
      expect(isValidCnpj(cnpj), cnpj).toBe(true);
      expect(runCheck('cpfCnpj', cnpj), cnpj).toBe(true);
    }
  });

  it('refuses wrong check digits, wrong lengths and repeated digits', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11222333000118')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    for (const digit of '0123456789') expect(isValidCnpj(digit.repeat(14)), digit).toBe(false);
  });

  it('takes a CPF or a CNPJ, and says which one was wrong', () => {
    expect(checkCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(checkCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(checkCpfOrCnpj('529.982.247-24')).toEqual({ reason: 'cpf' });
    expect(checkCpfOrCnpj('11.222.333/0001-80')).toEqual({ reason: 'cnpj' });
    expect(checkCpfOrCnpj('5299822472')).toEqual({ reason: 'length' });
    // A CNPJ is never read as a CPF, nor the other way round.
    expect(checkCpfOrCnpj('529982247250')).toEqual({ reason: 'length' });
  });
});

describe('NUBAN', () => {
  /** CBN's algorithm: 3-7-3 weights over bank code and 9-digit serial; check = 10 - sum mod 10. */
  function withNubanCheckDigit(bankCode: string, serial: string): string {
    const sixDigit =
      bankCode.length === 3 ? `000${bankCode}` : bankCode.length === 5 ? `9${bankCode}` : bankCode;
    const weights = [3, 7, 3];
    const sum = [...(sixDigit + serial)].reduce(
      (total, d, index) => total + Number(d) * weights[index % 3]!,
      0,
    );
    return serial + String((10 - (sum % 10)) % 10);
  }

  it('checks the CBN check digit against the bank code', () => {
    for (const [bank, serial] of [
      ['058', '012345678'],
      ['044', '000012345'],
      ['011', '300098765'],
      ['50211', '123456789'],
    ] as const) {
      const account = withNubanCheckDigit(bank, serial);
      expect(nubanCheck(bank, account), `${bank}:${account}`).toBe(true);
      expect(runCheck('nuban', `${bank}:${account}`)).toBe(true);
      const wrong = account.slice(0, 9) + String((Number(account[9]) + 1) % 10);
      expect(nubanCheck(bank, wrong)).toBe(false);
      expect(isValidNuban(`${bank}:${wrong}`)).toBe(false);
    }
  });

  it('with the old 12-digit form (3-digit bank code) gives the same digit as the 15-digit form', () => {
    // Old CBN formula: weights 3,7,3,3,7,3,3,7,3,3,7,3 over bank code + serial.
    const weights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
    const digits = '058' + '012345678';
    const sum = [...digits].reduce((total, d, index) => total + Number(d) * weights[index]!, 0);
    expect(nubanCheck('058', `012345678${(10 - (sum % 10)) % 10}`)).toBe(true);
  });

  it('checks only the form when no bank code is given, and refuses bad bank codes', () => {
    expect(isValidNuban('0123456789')).toBe(true);
    expect(isValidNuban('012345678')).toBe(false);
    expect(isValidNuban('01234567890')).toBe(false);
    expect(nubanCheck('58', '0123456789')).toBe(false);
    expect(nubanCheck('0580', '0123456789')).toBe(false);
  });
});

describe('luhn', () => {
  it('accepts numbers whose Luhn sum is a multiple of 10', () => {
    for (const number of ['4111111111111111', '4000 0000 0000 0002', '79927398713', '5555555555554444']) {
      expect(runCheck('luhn', number), number).toBe(true);
    }
  });
  it('refuses a changed digit and non-digits', () => {
    for (const number of ['4111111111111112', '79927398710', '4111a11111111111', '']) {
      expect(isValidLuhn(number), number).toBe(false);
    }
  });
});

describe('runCheck', () => {
  it('throws schema.invalid naming the known checks for an unknown name', () => {
    let caught: unknown;
    try {
      runCheck('mod11', '123');
    } catch (error) {
      caught = error;
    }
    expect(isRailkitError(caught) && caught.code).toBe('schema.invalid');
    expect((caught as Error).message).toContain('"mod11"');
    expect((caught as Error).message).toContain('iban');
  });
  it('does not treat inherited object keys as checks', () => {
    expect(() => runCheck('toString', 'x')).toThrow(/Unknown x-check/);
  });
});

describe('normalizers and formatters', () => {
  it('normalizes to the electronic form', () => {
    expect(normalizeCompact(' de89 3704-0044.0532/0130\u00a000 ')).toBe('DE89370400440532013000');
  });

  it('formats IBANs in groups of four and sort codes with dashes, also partially typed', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('de8937')).toBe('DE89 37');
    expect(formatIban('DE89')).toBe('DE89');
    expect(formatSortCode('123456')).toBe('12-34-56');
    expect(formatSortCode('1234')).toBe('12-34');
    expect(formatSortCode('12')).toBe('12');
    expect(formatSortCode('12 34 5')).toBe('12-34-5');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });

  it('keeps the caret after the same character when separators move', () => {
    // Typed "X" after "DE89 3" in "DE89 3704": the caret stays after the X.
    const typed = formatPreservingCaret('DE89 3X704', 7, formatIban);
    expect(typed).toEqual({ value: 'DE89 3X70 4', caret: 7 });
    // Typing the 5th character moves it past the inserted space.
    expect(formatPreservingCaret('DE893', 5, formatIban)).toEqual({ value: 'DE89 3', caret: 6 });
    // Deleting in the middle keeps the caret in place.
    expect(formatPreservingCaret('12-3-56', 4, formatSortCode)).toEqual({ value: '12-35-6', caret: 4 });
    // Caret at the start stays there.
    expect(formatPreservingCaret('de89', 0, formatIban)).toEqual({ value: 'DE89', caret: 0 });
  });
});

describe('New Zealand bank account', () => {
  it('accepts the published examples (python-stdnum 01-0242-0100194-00, Inland Revenue 01-902-0068389-00, Business::BankAccount::NZ 08-6523-1954512-001)', () => {
    for (const account of [
      '01-0242-0100194-00',
      '01-902-0068389-00',
      '0102420100194000',
      '08-6523-1954512-001',
    ]) {
      expect(runCheck('nzAccount', account), account).toBe(true);
    }
    expect(nzAccountDigits('01-902-68389-0')).toBe('0109020068389000');
  });
  it('refuses a changed digit and wrong lengths', () => {
    for (const account of [
      '01-0242-0100195-00',
      '01-902-0068388-00',
      '08-6523-1954513-001',
      '010242010019',
    ]) {
      expect(isValidNzAccount(account), account).toBe(false);
    }
  });
});

describe('Argentine CBU', () => {
  it('accepts the published example (python-stdnum) and refuses changed digits', () => {
    expect(runCheck('cbu', '2850590940090418135201')).toBe(true);
    expect(isValidCbu('285 0590 9 4009041813520 1')).toBe(true);
    expect(isValidCbu('2850590840090418135201')).toBe(false); // first block's check digit
    expect(isValidCbu('2850590940090418135202')).toBe(false); // second block's
    expect(isValidCbu('285059094009041813520')).toBe(false);
  });
});

describe('Chilean RUT', () => {
  it('accepts RUTs whose mod 11 digit (SII) matches, K included; refuses changed ones', () => {
    expect(runCheck('rut', '12.345.678-5')).toBe(true);
    expect(rutCheckDigit('12345678')).toBe('5');
    // The SII's rule written longhand: weights 2..7 from the right, 11 - sum mod 11, 10 -> K, 11 -> 0.
    const longhand = (body: string) => {
      const sum = [...body].reverse().reduce((total, d, index) => total + Number(d) * (2 + (index % 6)), 0);
      const digit = 11 - (sum % 11);
      return digit === 11 ? '0' : digit === 10 ? 'K' : String(digit);
    };
    let body = 10_000_000;
    while (longhand(String(body)) !== 'K') body++;
    expect(isValidRut(`${body}-k`)).toBe(true);
    expect(isValidRut(`${body}-0`)).toBe(false);
    expect(isValidRut('12.345.678-4')).toBe(false);
    expect(isValidRut('5')).toBe(false);
  });
});

describe('Peruvian CCI', () => {
  it("accepts the published example (Localpayment's Peru bank-account guide) and control digits 00", () => {
    expect(runCheck('cci', '011-366-000100032542-21')).toBe(true);
    expect(isValidCci('01136200010004650000')).toBe(true);
  });
  it('refuses a changed digit in either block, and wrong lengths', () => {
    expect(isValidCci('01136700010003254221')).toBe(false); // office: first control digit
    expect(isValidCci('01136600010003254321')).toBe(false); // account: second control digit
    expect(isValidCci('0113660001000325422')).toBe(false);
  });
});
