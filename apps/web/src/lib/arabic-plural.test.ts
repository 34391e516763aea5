import { countOf } from './arabic-plural';

const customers = { one: 'عميل واحد', two: 'عميلان', few: 'عملاء', many: 'عميلاً', other: 'عميل' };

describe('Arabic plural forms', () => {
  it('names one, two, a few, many and a hundred customers as Arabic does', () => {
    expect(countOf(1, customers)).toBe('عميل واحد');
    expect(countOf(2, customers)).toBe('عميلان');
    expect(countOf(3, customers)).toBe('3 عملاء');
    expect(countOf(11, customers)).toBe('11 عميلاً');
    expect(countOf(100, customers)).toBe('100 عميل');
    expect(countOf(0, customers)).toBe('0 عميل');
  });
});
