import { readDebtorsQuery } from './debtors-query';

describe('readDebtorsQuery', () => {
  it('reads no filter as every debtor', () => {
    expect(readDebtorsQuery({})).toEqual({});
    expect(readDebtorsQuery({ system: ' ', box: '', minMonths: '' })).toEqual({});
  });

  it('reads the system, the box and the months, Arabic-Indic digits included', () => {
    expect(readDebtorsQuery({ system: 'mahmoud-kwh', box: ' B3 ', minMonths: '٣' })).toEqual({
      system: 'mahmoud-kwh',
      box: 'B3',
      minMonths: 3,
    });
  });

  it('refuses months that are not a whole number from 0 to 120, naming the field', () => {
    expect(() => readDebtorsQuery({ minMonths: 'abc' })).toThrow('عدد أشهر الدين');
    expect(() => readDebtorsQuery({ minMonths: '1.5' })).toThrow(
      expect.objectContaining({ code: 'INVALID_MIN_MONTHS' }),
    );
    expect(() => readDebtorsQuery({ minMonths: '-1' })).toThrow(
      expect.objectContaining({ code: 'INVALID_MIN_MONTHS' }),
    );
    expect(() => readDebtorsQuery({ minMonths: '121' })).toThrow(
      expect.objectContaining({ code: 'INVALID_MIN_MONTHS' }),
    );
  });

  it('refuses a system id of the wrong shape and an overlong box', () => {
    expect(() => readDebtorsQuery({ system: 'DROP TABLE' })).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_BILLING_SYSTEM' }),
    );
    expect(() => readDebtorsQuery({ box: 'x'.repeat(51) })).toThrow(
      expect.objectContaining({ code: 'INVALID_BOX' }),
    );
    expect(() => readDebtorsQuery({ box: ['a', 'b'] })).toThrow(
      expect.objectContaining({ code: 'INVALID_FILTER' }),
    );
  });
});
