import { readNumberEntry } from './number-entry';

describe('reading what an operator typed in a number field', () => {
  it('reads Arabic-Indic digits, the Arabic decimal mark and a decimal comma', () => {
    expect(readNumberEntry('١٢,٥', 'سعر الأمبير')).toEqual({ ok: true, value: 12.5 });
    expect(readNumberEntry('٣', 'الأمبير')).toEqual({ ok: true, value: 3 });
    expect(readNumberEntry('١٢٫٥', 'الأمبير')).toEqual({ ok: true, value: 12.5 });
    expect(readNumberEntry('12,5', 'الأمبير')).toEqual({ ok: true, value: 12.5 });
    expect(readNumberEntry('224,000', 'المبلغ المدفوع')).toEqual({ ok: true, value: 224000 });
  });

  it('refuses text that is not a number, naming the field, never reading it as 0', () => {
    expect(readNumberEntry('abc', 'الأمبير')).toEqual({
      ok: false,
      message: 'الأمبير: «abc» ليس رقماً صالحاً',
    });
    expect(readNumberEntry('12,5,3', 'السعر')).toEqual({
      ok: false,
      message: 'السعر: «12,5,3» ليس رقماً صالحاً',
    });
  });

  it('asks for a number when a required field is blank', () => {
    expect(readNumberEntry('  ', 'الأمبير')).toEqual({ ok: false, message: 'الأمبير: يرجى إدخال رقم' });
  });

  it('reads a blank optional field as none (an automatic price)', () => {
    expect(readNumberEntry('', 'سعر الأمبير', { optional: true })).toEqual({ ok: true, value: null });
  });

  it('refuses a negative number', () => {
    expect(readNumberEntry('-5', 'المبلغ المدفوع')).toEqual({
      ok: false,
      message: 'المبلغ المدفوع: لا يمكن أن يكون سالباً',
    });
  });

  it('refuses a fraction where a whole number is needed', () => {
    expect(readNumberEntry('١٫٥', 'صف البداية', { integer: true })).toEqual({
      ok: false,
      message: 'صف البداية: يجب أن يكون عدداً صحيحاً',
    });
    expect(readNumberEntry('٢', 'صف البداية', { integer: true })).toEqual({ ok: true, value: 2 });
  });
});
