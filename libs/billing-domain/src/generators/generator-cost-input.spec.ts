import { readGeneratorCostInput } from './generator-cost-input';
import { readGeneratorKva, readGeneratorName } from './generator-input';

const TODAY = '2026-11-20';

describe('readGeneratorCostInput', () => {
  it('reads diesel bought in pounds with Arabic-Indic digits and keeps the pounds as typed', () => {
    const input = readGeneratorCostInput(
      {
        day: '2026-11-03',
        kind: 'diesel',
        litres: '١٬٠٠٠',
        hours: '12,5',
        amountLbp: '76٬075٬000',
        note: ' صهريج ',
      },
      TODAY,
    );
    expect(input.litresHundredths).toBe(100000);
    expect(input.hoursHundredths).toBe(1250);
    expect(input.amountLbp?.pounds).toBe(76_075_000);
    expect(input.amountUsd).toBeNull();
    expect(input.note).toBe('صهريج');
    expect(input.generatorId).toBeNull();
  });

  it('reads a maintenance cost in dollars', () => {
    const input = readGeneratorCostInput({ day: TODAY, kind: 'maintenance', amountUsd: 120.5 }, TODAY);
    expect(input.amountUsd?.toDecimalString()).toBe('120.50');
    expect(input.litresHundredths).toBeNull();
  });

  it.each([
    [{ day: '2026-11-21', kind: 'other', amountUsd: 1 }, 'COST_DAY_IN_FUTURE'],
    [{ day: '2026-02-30', kind: 'other', amountUsd: 1 }, 'INVALID_COST_DAY'],
    [{ day: TODAY, kind: 'fuel', amountUsd: 1 }, 'UNKNOWN_COST_KIND'],
    [{ day: TODAY, kind: 'diesel', amountUsd: 1 }, 'DIESEL_LITRES_REQUIRED'],
    [{ day: TODAY, kind: 'other' }, 'COST_AMOUNT_REQUIRED'],
    [{ day: TODAY, kind: 'other', amountUsd: 1, amountLbp: 90000 }, 'COST_AMOUNT_IN_TWO_CURRENCIES'],
    [{ day: TODAY, kind: 'other', amountUsd: 'عشرة' }, 'NOT_A_NUMBER'],
    [{ day: TODAY, kind: 'other', amountUsd: '1.005' }, 'TOO_MANY_DECIMALS'],
    [{ day: TODAY, kind: 'other', amountLbp: '1000.5' }, 'TOO_MANY_DECIMALS'],
    [{ day: TODAY, kind: 'other', amountUsd: -5 }, 'NEGATIVE_COST_AMOUNT'],
    [{ day: TODAY, kind: 'other', amountUsd: 1, hours: 745 }, 'COST_QUANTITY_TOO_LARGE'],
    [{ day: TODAY, kind: 'other', amountUsd: 1, generatorId: 'gen-1' }, 'UNKNOWN_GENERATOR'],
    [{ day: TODAY, kind: 'other', amountUsd: 1, note: 'x'.repeat(501) }, 'COST_NOTE_TOO_LONG'],
  ])('refuses %j in Arabic (%s)', (fields, code) => {
    expect(() => readGeneratorCostInput(fields, TODAY)).toThrow(expect.objectContaining({ code }));
  });

  it('names the field of a number that is not one', () => {
    expect(() =>
      readGeneratorCostInput({ day: TODAY, kind: 'diesel', litres: 'كثير', amountUsd: 1 }, TODAY),
    ).toThrow('عدد الليترات');
  });
});

describe('readGeneratorName and readGeneratorKva', () => {
  it('reads a name and a power in kVA through the number reader', () => {
    expect(readGeneratorName(' المولد الكبير ')).toBe('المولد الكبير');
    expect(readGeneratorKva('٥٠٠')).toBe(50000);
  });

  it.each([
    [readGeneratorName, undefined, 'GENERATOR_NAME_REQUIRED'],
    [readGeneratorName, 'x'.repeat(101), 'GENERATOR_NAME_TOO_LONG'],
    [readGeneratorKva, undefined, 'GENERATOR_KVA_REQUIRED'],
    [readGeneratorKva, 0, 'GENERATOR_KVA_OUT_OF_RANGE'],
    [readGeneratorKva, 'خمسمئة', 'NOT_A_NUMBER'],
  ])('%p refuses %j (%s)', (read, value, code) => {
    expect(() => read(value)).toThrow(expect.objectContaining({ code }));
  });
});
