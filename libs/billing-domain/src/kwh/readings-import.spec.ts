import { Quantity } from '../money/quantity';
import { planReadingsImport, readingSheetKeyOf, type ReadingCustomer } from './readings-import';

const kwh = (value: number) => Quantity.parse(value);
const customer = (
  id: string,
  customerNumber: number,
  name: string,
  box: string | null,
  previous: number,
  current: number,
  lastMonth: number | null = null,
): ReadingCustomer => ({
  id,
  customerNumber,
  name,
  box,
  previousKwh: kwh(previous),
  currentKwh: kwh(current),
  lastMonthConsumption: lastMonth === null ? null : kwh(lastMonth),
});

const customers = [
  customer('a1', 1000, 'أحمد علي', '3', 100, 150, 50),
  customer('b2', 1001, 'سامي', '4', 200, 0, 40),
  customer('c3', 1002, 'فاطمة', '5', 0, 0),
  customer('d4', 1003, 'حسن', '6', 10, 20),
  customer('e5', 1004, 'حسن', '6', 30, 40),
];

const plan = (rows: Record<string, unknown>[]) => {
  const result = planReadingsImport(rows, customers);
  return {
    updates: result.updates.map((update) => ({
      id: update.id,
      line: update.line,
      previousKwh: update.previousKwh.toNumber(),
      currentKwh: update.currentKwh.toNumber(),
      consumption: update.consumption.toNumber(),
    })),
    skipped: result.skipped.map(({ line, reason }) => ({ line, reason })),
    warnings: result.warnings.map(({ line, reason }) => ({ line, reason })),
  };
};

describe('planReadingsImport', () => {
  it('moves a read meter’s current reading to previous and takes the new one', () => {
    expect(plan([{ id: 'a1', newCurrentKwh: '210' }]).updates).toEqual([
      { id: 'a1', line: 2, previousKwh: 150, currentKwh: 210, consumption: 60 },
    ]);
  });

  it('warns, naming the customer, when a row shifts a meter read this month: its kWh carry into arrears', () => {
    const result = planReadingsImport([{ id: 'a1', newCurrentKwh: '210' }], customers);
    expect(result.updates[0]?.shifted).toEqual({
      previousKwh: kwh(100),
      reading: kwh(150),
      consumption: kwh(50),
      creditKwh: Quantity.zero,
    });
    expect(result.warnings).toEqual([
      {
        line: 2,
        reason:
          'أحمد علي (#1000): قُرئ هذا الشهر 150، فتصبح القراءة السابقة ويُرحَّل استهلاك 50 كيلوواط (من 100 إلى 150) إلى الرصيد السابق',
        customerNumber: 1000,
        name: 'أحمد علي',
        box: '3',
      },
    ]);
  });

  it("names an estimate's credit as what a shift carries", () => {
    const trued: ReadingCustomer = {
      ...customer('t1', 1010, 'ريم', '3', 1110, 1090),
      previousEstimated: true,
    };
    expect(planReadingsImport([{ id: 't1', newCurrentKwh: 1100 }], [trued]).warnings[0]?.reason).toBe(
      'ريم (#1010): قُرئ هذا الشهر 1090، فتصبح القراءة السابقة ويُرحَّل خصم 20 كيلوواط (تصحيح التقدير من 1110 إلى 1090) إلى الرصيد السابق',
    );
  });

  it('shifts nothing and warns of nothing for a meter not read this month', () => {
    const result = planReadingsImport([{ id: 'b2', newCurrentKwh: 230 }], customers);
    expect(result.updates[0]?.shifted).toBeNull();
    expect(result.warnings).toEqual([]);
  });

  it('keeps the previous reading of an unread meter (after a month close)', () => {
    expect(plan([{ id: 'b2', newCurrentKwh: 230 }]).updates).toEqual([
      { id: 'b2', line: 2, previousKwh: 200, currentKwh: 230, consumption: 30 },
    ]);
  });

  it('matches by customer number, with or without #, in Arabic digits too', () => {
    expect(plan([{ customerNumber: 1001, newCurrentKwh: 230 }]).updates[0]?.id).toBe('b2');
    expect(plan([{ customerNumber: '#1001', newCurrentKwh: 230 }]).updates[0]?.id).toBe('b2');
    expect(plan([{ customerNumber: '١٠٠١', newCurrentKwh: '٢٣٠' }]).updates[0]).toMatchObject({
      id: 'b2',
      currentKwh: 230,
    });
  });

  it('matches by name and box, folded like search, when there is no id or number', () => {
    expect(plan([{ name: 'احمد  علي', box: '٣', newCurrentKwh: 160 }]).updates[0]?.id).toBe('a1');
  });

  it('reads the header whatever its case and spacing, or its Arabic label', () => {
    expect(plan([{ ' ID ': 'a1', 'New Current KWh': '160' }]).updates[0]?.currentKwh).toBe(160);
    expect(plan([{ 'رقم العميل': '1000', 'القراءة الجديدة': '160' }]).updates[0]?.id).toBe('a1');
    expect(plan([{ customer_number: '1000', newcurrentkwh: '160' }]).updates[0]?.id).toBe('a1');
  });

  it('lets the first identifying cell decide: an id of another group is unknown, not matched by number', () => {
    expect(plan([{ id: 'zz', customerNumber: 1000, newCurrentKwh: 160 }])).toMatchObject({
      updates: [],
      skipped: [{ line: 2, reason: 'لا يوجد عميل بالمعرف zz' }],
    });
  });

  it('skips unknown, ambiguous and unidentified rows with their reason', () => {
    expect(
      plan([
        { customerNumber: '#999', newCurrentKwh: 1 },
        { name: 'حسن', box: '6', newCurrentKwh: 50 },
        { name: 'مجهول', box: '1', newCurrentKwh: 50 },
        { address: 'الساحة', newCurrentKwh: 50 },
      ]).skipped,
    ).toEqual([
      { line: 2, reason: 'لا يوجد عميل بالرقم #999' },
      { line: 3, reason: 'أكثر من عميل بالاسم نفسه في العلبة نفسها: أضف رقم العميل' },
      { line: 4, reason: 'لا يوجد عميل باسم «مجهول» في العلبة «1»' },
      { line: 5, reason: 'لا يوجد ما يحدد العميل: المعرف أو الرقم أو الاسم والعلبة' },
    ]);
  });

  it('skips a blank row, a row without a new reading and one whose reading is not a number, never reading it as 0', () => {
    expect(
      plan([
        { id: '', name: ' ', newCurrentKwh: '' },
        { id: 'a1', newCurrentKwh: '' },
        { id: 'b2', newCurrentKwh: 'مئة' },
        { id: 'c3', newCurrentKwh: '-5' },
      ]),
    ).toEqual({
      updates: [],
      skipped: [
        { line: 2, reason: 'سطر فارغ' },
        { line: 3, reason: 'لا توجد قراءة جديدة' },
        { line: 4, reason: 'القراءة الجديدة: «مئة» ليس رقماً صالحاً' },
        { line: 5, reason: 'القراءة الجديدة: لا يمكن أن يكون سالباً' },
      ],
      warnings: [],
    });
  });

  it('refuses a new reading lower than the reading it follows, for that row only', () => {
    const result = plan([
      { id: 'a1', newCurrentKwh: 140 },
      { id: 'b2', newCurrentKwh: 230 },
    ]);
    expect(result.skipped).toEqual([
      { line: 2, reason: 'القراءة الجديدة (140) أقل من القراءة التي تسبقها (150)' },
    ]);
    expect(result.updates.map((update) => update.id)).toEqual(['b2']);
  });

  it('refuses a new reading of 0 after a reading was taken', () => {
    expect(plan([{ id: 'a1', newCurrentKwh: 0 }]).skipped).toEqual([
      { line: 2, reason: 'القراءة الجديدة (0) أقل من القراءة التي تسبقها (150)' },
    ]);
  });

  it('skips a second recorded row of a customer, but not a row after a refused or blank one', () => {
    expect(
      plan([
        { id: 'a1', newCurrentKwh: '' },
        { id: 'a1', newCurrentKwh: 140 },
        { id: 'a1', newCurrentKwh: 160 },
      ]),
    ).toMatchObject({ updates: [{ id: 'a1', line: 4, currentKwh: 160 }] });
  });

  it('skips the second row of a customer already in the sheet', () => {
    expect(
      plan([
        { id: 'a1', newCurrentKwh: 160 },
        { customerNumber: 1000, newCurrentKwh: 170 },
      ]),
    ).toMatchObject({
      updates: [{ id: 'a1', currentKwh: 160 }],
      skipped: [{ line: 3, reason: 'العميل مكرر: سبق في الصف 2' }],
    });
  });

  it('changes nothing for a row that repeats the reading on file (the same sheet imported twice)', () => {
    expect(plan([{ id: 'a1', newCurrentKwh: 150 }])).toMatchObject({
      updates: [],
      skipped: [{ line: 2, reason: 'القراءة 150 مسجلة مسبقاً: لا تغيير' }],
    });
  });

  it("warns on a consumption above 5× last month's or above 2,000 kWh, and records it all the same", () => {
    const result = plan([
      { id: 'a1', newCurrentKwh: 401 },
      { id: 'c3', newCurrentKwh: 2500 },
    ]);
    expect(result.updates.map((update) => update.id)).toEqual(['a1', 'c3']);
    expect(result.warnings).toEqual([
      { line: 2, reason: expect.stringContaining('قُرئ هذا الشهر 150') },
      { line: 2, reason: 'الاستهلاك 251 كيلوواط أكثر من 5 أضعاف استهلاك الشهر الماضي (50)' },
      { line: 3, reason: 'استهلاك مرتفع: 2500 كيلوواط (أكثر من 2000)' },
    ]);
  });

  it('numbers rows as the spreadsheet does, the header being row 1, blank rows included', () => {
    const result = plan([{}, { id: 'a1', newCurrentKwh: 160 }]);
    expect(result.updates[0]?.line).toBe(3);
    expect(result.skipped).toEqual([{ line: 2, reason: 'سطر فارغ' }]);
  });

  it('numbers each row by the sheet row it was read from, when the reader gave them', () => {
    const result = planReadingsImport(
      [
        { customerNumber: '1000', newCurrentKwh: 200 },
        { customerNumber: '1001', newCurrentKwh: 150 },
      ],
      customers,
      [2, 4],
    );
    expect(result.updates.map((update) => update.line)).toEqual([2]);
    expect(result.skipped.map((line) => line.line)).toEqual([4]);
  });

  it('names the customer of each refused and warned row: the one matched, else what the row says', () => {
    const result = planReadingsImport(
      [
        { customerNumber: '1001', newCurrentKwh: 150 },
        { customerNumber: '#1005', name: ' زبون مجهول ', box: '9', newCurrentKwh: 10 },
        { id: 'a1', newCurrentKwh: 401 },
      ],
      customers,
    );
    expect(result.skipped).toEqual([
      {
        line: 2,
        reason: 'القراءة الجديدة (150) أقل من القراءة التي تسبقها (200)',
        customerNumber: 1001,
        name: 'سامي',
        box: '4',
      },
      { line: 3, reason: 'لا يوجد عميل بالرقم #1005', customerNumber: 1005, name: 'زبون مجهول', box: '9' },
    ]);
    expect(result.warnings).toEqual([
      expect.objectContaining({ line: 4, customerNumber: 1000, name: 'أحمد علي', box: '3' }),
      expect.objectContaining({ line: 4, customerNumber: 1000, name: 'أحمد علي', box: '3' }),
    ]);
  });

  it('refuses a sheet none of whose columns is the new reading (a foreign header)', () => {
    expect(() => planReadingsImport([{ foo: '1', bar: '2' }], customers)).toThrow(
      expect.objectContaining({ code: 'NO_READING_COLUMN' }),
    );
  });

  it('refuses more rows than one import may hold', () => {
    expect(() =>
      planReadingsImport(
        Array.from({ length: 50_001 }, () => ({})),
        customers,
      ),
    ).toThrow(expect.objectContaining({ code: 'TOO_MANY_ROWS' }));
  });
});

describe('readingSheetKeyOf', () => {
  it('names the sheet column of a pasted header by key or Arabic label, whatever the case and spacing', () => {
    expect(readingSheetKeyOf('newCurrentKwh')).toBe('newCurrentKwh');
    expect(readingSheetKeyOf(' New Current KWh ')).toBe('newCurrentKwh');
    expect(readingSheetKeyOf('القراءة الجديدة')).toBe('newCurrentKwh');
    expect(readingSheetKeyOf('customer_number')).toBe('customerNumber');
  });

  it('names no column for another header', () => {
    expect(readingSheetKeyOf('1001')).toBeNull();
    expect(readingSheetKeyOf('')).toBeNull();
  });
});
