import { DomainError } from './domain-error';
import { InvalidInputError, InvalidMonthError, NoValidRowsError } from './invalid-input.error';

describe('InvalidInputError', () => {
  it('refuses input with kind invalid and the default code INVALID_INPUT', () => {
    const error = new InvalidInputError('القيمة غير صالحة');
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'invalid', code: 'INVALID_INPUT', message: 'القيمة غير صالحة' });
  });

  it('takes a more precise code', () => {
    expect(new InvalidInputError('x', 'INVALID_AMOUNT').code).toBe('INVALID_AMOUNT');
  });
});

describe('NoValidRowsError', () => {
  it('says there is no valid data to create', () => {
    const error = new NoValidRowsError();
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({
      kind: 'invalid',
      code: 'NO_VALID_ROWS',
      message: 'لا توجد بيانات صالحة للإنشاء',
    });
  });
});

describe('InvalidMonthError', () => {
  it('says the month is invalid, quoting what was written', () => {
    const error = new InvalidMonthError('2026-13');
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({
      kind: 'invalid',
      code: 'INVALID_MONTH',
      message: 'الشهر غير صالح: 2026-13',
    });
  });

  it('says the month is invalid without a quote', () => {
    expect(new InvalidMonthError().message).toBe('الشهر غير صالح');
  });
});
