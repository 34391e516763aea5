const arabicPlural = new Intl.PluralRules('ar');

/** A noun in the forms Arabic counts with: `one` and `two` are whole phrases ('عميل واحد', 'عميلان'),
 * the others follow the number ('3 عملاء', '11 عميلاً', '100 عميل'; 0 takes `other`). */
export interface ArabicNoun {
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

/** A count in words, by Intl.PluralRules('ar'): عميل واحد، عميلان، 3 عملاء، 11 عميلاً.
 * One rule for the web's messages and the server's and the CLI's. */
export function countOf(count: number, noun: ArabicNoun): string {
  const form = arabicPlural.select(count);
  if (form === 'one') return noun.one;
  if (form === 'two') return noun.two;
  if (form === 'few') return `${count} ${noun.few}`;
  if (form === 'many') return `${count} ${noun.many}`;
  return `${count} ${noun.other}`;
}

/** Records counted after a verbal noun or a preposition (أرشفة سجلين، من سجلين): the dual's genitive. */
export const RECORDS_AFTER_VERB: ArabicNoun = {
  one: 'سجل واحد',
  two: 'سجلين',
  few: 'سجلات',
  many: 'سجلاً',
  other: 'سجل',
};

/** Customers counted after a preposition (لـ عميلين، لـ 250 عميلاً): the dual's genitive. */
export const CUSTOMERS_AFTER_PREPOSITION: ArabicNoun = {
  one: 'عميل واحد',
  two: 'عميلين',
  few: 'عملاء',
  many: 'عميلاً',
  other: 'عميل',
};
