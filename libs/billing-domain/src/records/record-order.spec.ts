import { compareBoxes, compareRecordsForDisplay, sortRecordsForDisplay } from './record-order';

const record = (box: string | null, name: string) => ({ box, name });
const order = (records: { box: string | null; name: string }[]) =>
  sortRecordsForDisplay(records).map((r) => `${r.box ?? '-'} ${r.name}`);

describe('sortRecordsForDisplay', () => {
  it('orders by box number ascending', () => {
    expect(order([record('3', 'a'), record('1', 'a'), record('2', 'a')])).toEqual(['1 a', '2 a', '3 a']);
  });

  it('puts box 10 after box 9', () => {
    expect(order([record('10', 'علي'), record('9', 'علي'), record('100', 'علي')])).toEqual([
      '9 علي',
      '10 علي',
      '100 علي',
    ]);
  });

  it('puts an empty or missing box last', () => {
    expect(
      order([record(null, 'علي'), record('', 'باسم'), record('  ', 'جميل'), record('5', 'وليد')]),
    ).toEqual(['5 وليد', ' باسم', '   جميل', '- علي']);
  });

  it('puts non-numeric boxes after numeric ones, ordered by text', () => {
    expect(order([record('B', 'x'), record('12', 'x'), record('A2', 'x'), record('A10', 'x')])).toEqual([
      '12 x',
      'A2 x',
      'A10 x',
      'B x',
    ]);
  });

  it('puts non-numeric boxes before empty ones', () => {
    expect(order([record(null, 'x'), record('خارجي', 'x')])).toEqual(['خارجي x', '- x']);
  });

  it('reads boxes written with Arabic-Indic digits as numbers', () => {
    expect(order([record('١٠', 'x'), record('9', 'x')])).toEqual(['9 x', '١٠ x']);
  });

  it('orders names within a box alphabetically', () => {
    expect(order([record('1', 'محمد'), record('1', 'باسم'), record('1', 'أحمد')])).toEqual([
      '1 أحمد',
      '1 باسم',
      '1 محمد',
    ]);
  });

  it('puts Arabic names before Latin names', () => {
    expect(
      order([record('1', 'Adam'), record('1', 'يوسف'), record('1', 'zoe'), record('1', 'أحمد')]),
    ).toEqual(['1 أحمد', '1 يوسف', '1 Adam', '1 zoe']);
  });

  it('compares Latin names without regard to case', () => {
    expect(order([record('1', 'bob'), record('1', 'Alice'), record('1', 'alan')])).toEqual([
      '1 alan',
      '1 Alice',
      '1 bob',
    ]);
  });

  it('compares numbers inside names as numbers', () => {
    expect(
      order([record('1', 'محل 10'), record('1', 'محل 9'), record('1', 'Shop 10'), record('1', 'Shop 9')]),
    ).toEqual(['1 محل 9', '1 محل 10', '1 Shop 9', '1 Shop 10']);
  });

  it('orders by box before name', () => {
    expect(order([record('2', 'أحمد'), record('1', 'Zoe'), record(null, 'أ')])).toEqual([
      '1 Zoe',
      '2 أحمد',
      '- أ',
    ]);
  });

  it('returns a new array and leaves the given one alone', () => {
    const records = [record('2', 'a'), record('1', 'a')];
    const sorted = sortRecordsForDisplay(records);
    expect(sorted).not.toBe(records);
    expect(records.map((r) => r.box)).toEqual(['2', '1']);
  });

  it('keeps the extra fields of each record', () => {
    const sorted = sortRecordsForDisplay([
      { id: 'b', box: '2', name: 'x' },
      { id: 'a', box: '1', name: 'x' },
    ]);
    expect(sorted.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('sorts 20,000 records into the same order as the pairwise comparison', () => {
    const names = ['محمد', 'أحمد', 'علي', 'Adam', 'zoe', 'حسن', 'Élie', 'باسم'];
    const records = Array.from({ length: 20_000 }, (_, i) => ({
      id: i,
      box: i % 97 === 0 ? null : i % 89 === 0 ? `B${i % 7}` : String((i * 7919) % 40),
      name: `${names[i % names.length]} ${i % 13}`,
    }));
    const sorted = sortRecordsForDisplay(records);
    expect(sorted).toHaveLength(20_000);
    const outOfOrder = sorted.findIndex((r, i) => i > 0 && compareRecordsForDisplay(sorted[i - 1]!, r) > 0);
    expect(outOfOrder).toBe(-1);
    expect(new Set(sorted.map((r) => r.id)).size).toBe(20_000);
  });
});

describe('compareRecordsForDisplay', () => {
  it('treats records with the same box and name as equal', () => {
    expect(compareRecordsForDisplay(record('7', 'علي'), record('07', 'علي'))).toBe(0);
  });

  it('is negative when the first record comes first', () => {
    expect(compareRecordsForDisplay(record('1', 'z'), record('2', 'a'))).toBeLessThan(0);
    expect(compareRecordsForDisplay(record('2', 'a'), record('1', 'z'))).toBeGreaterThan(0);
  });
});

describe('compareBoxes', () => {
  it('orders numeric boxes numerically', () => {
    expect(['10', '9', '1', '32', '27'].sort(compareBoxes)).toEqual(['1', '9', '10', '27', '32']);
  });

  it('orders other boxes alphabetically after the numeric ones, and no box last', () => {
    expect(['b', null, '3', 'a'].sort(compareBoxes)).toEqual(['3', 'a', 'b', null]);
  });
});
