import { matchesCustomerName, MIN_CUSTOMER_NAME_LETTERS } from './customer-name-match';

describe('matchesCustomerName (customer portal)', () => {
  it('finds a customer by a whole word of the name, spelling variants and tashkeel folded', () => {
    expect(matchesCustomerName('احمد', 'أحمد علي')).toBe(true);
    expect(matchesCustomerName(' أَحْمَد ', 'أحمد علي')).toBe(true);
    expect(matchesCustomerName('محمد', 'محمد علي')).toBe(true);
    expect(matchesCustomerName('ريمه', 'ريما حداد')).toBe(false);
    expect(matchesCustomerName('فاطمه', 'فاطمة الزهراء')).toBe(true);
  });

  it('accepts the words in any order', () => {
    expect(matchesCustomerName('علي  احمد', 'أحمد علي')).toBe(true);
  });

  it('needs at least one whole word: the beginning of a name is not enough (privacy)', () => {
    expect(matchesCustomerName('محم', 'محمد علي')).toBe(false);
    expect(matchesCustomerName('احم عل', 'أحمد علي')).toBe(false);
    expect(matchesCustomerName('سمي', 'سمير الخوري')).toBe(false);
  });

  it("does not count the article 'ال' or a word begun after it as a whole word", () => {
    expect(matchesCustomerName('الخ', 'سمير الخوري')).toBe(false);
    expect(matchesCustomerName('ال', 'سمير الخوري')).toBe(false);
    expect(matchesCustomerName('ال خو', 'سمير الخوري')).toBe(false);
  });

  it('lets further words be the beginnings of words once one word is whole', () => {
    expect(matchesCustomerName('احمد عل', 'أحمد علي')).toBe(true);
    expect(matchesCustomerName('سمير الخ', 'سمير الخوري')).toBe(true);
  });

  it('needs every typed word to begin a word of the name', () => {
    expect(matchesCustomerName('أحمد خالد', 'أحمد علي')).toBe(false);
    // Inside a word is not enough: 'مير' is in 'سمير' but does not begin it.
    expect(matchesCustomerName('مير', 'سمير الخوري')).toBe(false);
  });

  it("may skip the article 'ال' at the start of a word of the name", () => {
    expect(matchesCustomerName('خوري', 'سمير الخوري')).toBe(true);
    expect(matchesCustomerName('الخوري', 'سمير الخوري')).toBe(true);
    expect(matchesCustomerName('سمير خوري', 'سمير الخوري')).toBe(true);
  });

  it('matches compound names however they are spaced: عبدالله = عبد الله', () => {
    expect(matchesCustomerName('عبدالله', 'عبد الله حداد')).toBe(true);
    expect(matchesCustomerName('عبد الله', 'عبدالله حداد')).toBe(true);
    expect(matchesCustomerName('عبدالرحمن خوري', 'عبد الرحمن الخوري')).toBe(true);
    expect(matchesCustomerName('حداد عبد الله', 'عبدالله حداد')).toBe(true);
    expect(matchesCustomerName('ابوعلي', 'أبو علي')).toBe(true);
    // A part of a compound still has to be whole.
    expect(matchesCustomerName('عبد', 'عبدالله حداد')).toBe(false);
    expect(matchesCustomerName('عبدالل', 'عبد الله حداد')).toBe(false);
  });

  it(`refuses fewer than ${MIN_CUSTOMER_NAME_LETTERS} letters in all, which would match most names`, () => {
    expect(matchesCustomerName('ال', 'سمير الخوري')).toBe(false);
    expect(matchesCustomerName('ا', 'أحمد علي')).toBe(false);
    expect(matchesCustomerName('م ع', 'محمد علي')).toBe(false);
    expect(matchesCustomerName('', 'أحمد علي')).toBe(false);
    expect(matchesCustomerName('#', 'أحمد علي')).toBe(false);
    expect(matchesCustomerName('لي', 'لي حداد')).toBe(false);
  });

  it('matches Latin names case-insensitively', () => {
    expect(matchesCustomerName('john', 'John Smith')).toBe(true);
    expect(matchesCustomerName('SMITH jo', 'John Smith')).toBe(true);
    expect(matchesCustomerName('SMI', 'John Smith')).toBe(false);
    expect(matchesCustomerName('ohn', 'John Smith')).toBe(false);
  });
});
