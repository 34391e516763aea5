import {
  compileSearch,
  matchesSearch,
  normaliseForSearch,
  normaliseForSearchFully,
  searchTermsOf,
} from './search-text';

describe('normaliseForSearch', () => {
  it('lowercases Latin letters', () => {
    expect(normaliseForSearch('John SMITH')).toBe('john smith');
  });

  it('strips Latin accents', () => {
    expect(normaliseForSearch('Élie Gérard Müller')).toBe('elie gerard muller');
  });

  it('strips Arabic tashkeel and the dagger alef', () => {
    expect(normaliseForSearch('مُحَمَّد')).toBe('محمد');
    expect(normaliseForSearch('هٰذا')).toBe('هذا');
  });

  it('strips tatweel', () => {
    expect(normaliseForSearch('محـــمد')).toBe('محمد');
  });

  it('folds every alef with hamza or madda to a bare alef', () => {
    expect(normaliseForSearch('أحمد')).toBe('احمد');
    expect(normaliseForSearch('إبراهيم')).toBe('ابراهيم');
    expect(normaliseForSearch('آمنة')).toBe('امنه');
    expect(normaliseForSearch('ٱلله')).toBe('الله');
  });

  it('folds waw and yeh with hamza to the plain letters', () => {
    expect(normaliseForSearch('مؤمن')).toBe('مومن');
    expect(normaliseForSearch('هيئة')).toBe('هييه');
  });

  it('folds ta marbuta to heh and alef maqsura to yeh', () => {
    expect(normaliseForSearch('فاطمة')).toBe('فاطمه');
    expect(normaliseForSearch('مصطفى')).toBe('مصطفي');
  });

  it('folds Persian yeh and keheh to the Arabic letters', () => {
    expect(normaliseForSearch('علی')).toBe(normaliseForSearch('علي'));
    expect(normaliseForSearch('کمال')).toBe('كمال');
  });

  it('turns Arabic-Indic and Persian digits into ASCII digits', () => {
    expect(normaliseForSearch('علبة ١٢')).toBe('علبه 12');
    expect(normaliseForSearch('۳۴')).toBe('34');
  });

  it('collapses whitespace and trims', () => {
    expect(normaliseForSearch('  محمد \t  علي\n ')).toBe('محمد علي');
  });

  it('strips the # in front of a customer number', () => {
    expect(normaliseForSearch('#1000')).toBe('1000');
    expect(normaliseForSearch(' #1000 محمد')).toBe('1000 محمد');
  });

  it('drops invisible direction marks that come with pasted text', () => {
    expect(normaliseForSearch('\u200fمحمد\u200e')).toBe('محمد');
  });

  it('unfolds Arabic presentation forms', () => {
    expect(normaliseForSearch('ﻻ')).toBe('لا');
  });
});

describe('matchesSearch', () => {
  const record = ['أحمد الخطيب', 1000, '12', 'شارع الجامعة'];

  it('matches every record with an empty query', () => {
    expect(matchesSearch('', record)).toBe(true);
    expect(matchesSearch('   ', record)).toBe(true);
  });

  it('matches part of a name', () => {
    expect(matchesSearch('خطيب', record)).toBe(true);
  });

  it('matches a name written without hamza', () => {
    expect(matchesSearch('احمد', record)).toBe(true);
  });

  it('matches a name written with a different hamza seat', () => {
    expect(matchesSearch('إحمد', record)).toBe(true);
  });

  it('matches a customer number typed with #', () => {
    expect(matchesSearch('#1000', record)).toBe(true);
  });

  it('matches a customer number typed in Arabic-Indic digits', () => {
    expect(matchesSearch('١٠٠٠', record)).toBe(true);
  });

  it('matches the address', () => {
    expect(matchesSearch('الجامعه', record)).toBe(true);
  });

  it('needs every term to appear somewhere in the fields', () => {
    expect(matchesSearch('احمد الجامعة', record)).toBe(true);
    expect(matchesSearch('احمد بيروت', record)).toBe(false);
  });

  it('does not match what is not there', () => {
    expect(matchesSearch('سمير', record)).toBe(false);
  });

  it('ignores missing fields', () => {
    expect(matchesSearch('احمد', ['أحمد', null, undefined])).toBe(true);
    expect(matchesSearch('null', ['أحمد', null, undefined])).toBe(false);
  });

  it('is case-insensitive for Latin names', () => {
    expect(matchesSearch('SMITH', ['John Smith'])).toBe(true);
  });
});

describe('compileSearch', () => {
  it('tests many records against one prepared query', () => {
    const matches = compileSearch('علي');
    const names = ['علي حسن', 'محمد', 'عليا'].filter((name) => matches([name]));
    expect(names).toEqual(['علي حسن', 'عليا']);
  });
});

describe('the terms of a search', () => {
  it('splits the normalised query into the terms that must all match', () => {
    expect(searchTermsOf('  أحمد   #1000 ')).toEqual(['احمد', '1000']);
    expect(searchTermsOf('   ')).toEqual([]);
  });
});

describe('normaliseForSearch takes a shortcut only where it changes nothing', () => {
  const samples = [
    'محمد 12',
    'أحمد  الحسن',
    'فاطمة الزهراء',
    'مصطفى',
    'عبدالله #1004',
    'شارع ١٢ بناية ۳',
    'Rami Nadia',
    'RAMI',
    'José Müller',
    'مُحَمَّد',
    'محـــمد',
    '\u200fحسن\u200e',
    'علي\u00a0حسن',
    '\tبيروت \n الحمرا ',
    'Hamra st. #12-B',
    'یاسر کریم',
    'ﻣﺤﻤﺪ',
    '',
    '   ',
    '#',
    '٠٧٩',
  ];
  // Deterministic random text over letters on both sides of the shortcut.
  const alphabet = [...'abzAZ09 #\t.-ءاأإآبةتىيکیـًّ٠٩۰۹ﻣ\u200f\u00a0éE\u0301'];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const generated = Array.from({ length: 2000 }, () =>
    Array.from({ length: next() % 12 }, () => alphabet[next() % alphabet.length]).join(''),
  );

  it.each(samples)('folds %j as the full fold does', (text) => {
    expect(normaliseForSearch(text)).toBe(normaliseForSearchFully(text));
  });

  it('folds 2,000 random texts as the full fold does', () => {
    expect(generated.map(normaliseForSearch)).toEqual(generated.map(normaliseForSearchFully));
  });
});
