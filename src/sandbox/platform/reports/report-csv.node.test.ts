import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './report-csv';

describe('toCsv', () => {
  it('neutralises merchant texts that a spreadsheet would run as formulas', () => {
    const formulas = ['=1+1', '+SUM(A1)', '@cmd', "-1+cmd|' /C calc'!A0", '-2-3', '\tx'];
    const [row] = parseCsv(toCsv([formulas]));
    expect(row).toEqual(formulas.map((value) => `'${value}`));
  });

  it('leaves numbers, negative amounts included, as they are', () => {
    const [row] = parseCsv(toCsv([['125.50', '-12.30', '-7', 'order-1']]));
    expect(row).toEqual(['125.50', '-12.30', '-7', 'order-1']);
  });
});
