import { InvalidInputError } from '../errors/invalid-input.error';
import { AMPERE_PASTE_COLUMNS, planColumnPaste } from './column-paste';

const ids = ['r1', 'r2', 'r3', 'r4'];
const paste = (column: string, data: string[], startIndex = 0) =>
  planColumnPaste({ column, data, startIndex, recordIdsInDisplayOrder: ids, columns: AMPERE_PASTE_COLUMNS });

describe('planColumnPaste', () => {
  it('offers the ampere columns name, box, ampere, price, address and paid', () => {
    expect(AMPERE_PASTE_COLUMNS.map((column) => column.key)).toEqual([
      'name',
      'box',
      'ampere',
      'amperePrice',
      'address',
      'amountPaid',
    ]);
  });

  it('writes one value per line to consecutive records from the first', () => {
    expect(paste('name', ['علي', 'سمير'])).toEqual({
      column: 'name',
      assignments: [
        { id: 'r1', value: 'علي', position: 0, line: 1 },
        { id: 'r2', value: 'سمير', position: 1, line: 2 },
      ],
      ignoredCount: 0,
    });
  });

  it('starts at the given record index', () => {
    expect(paste('box', ['7', '8'], 2).assignments).toEqual([
      { id: 'r3', value: '7', position: 2, line: 1 },
      { id: 'r4', value: '8', position: 3, line: 2 },
    ]);
  });

  it('ignores values past the last record', () => {
    const plan = paste('box', ['1', '2', '3'], 2);
    expect(plan.assignments.map((a) => a.id)).toEqual(['r3', 'r4']);
    expect(plan.ignoredCount).toBe(1);
  });

  it('refuses a start row past the last record, saying how many records there are', () => {
    for (const start of [4, 10]) {
      expect(() => paste('box', ['1'], start)).toThrow(
        expect.objectContaining({ code: 'START_ROW_PAST_END', message: 'صف البداية بعد آخر سجل (4 سجل)' }),
      );
    }
  });

  it('splits values pasted as one block of lines', () => {
    expect(paste('ampere', ['5\r\n10\n2.5']).assignments.map((a) => a.value)).toEqual([5, 10, 2.5]);
  });

  it('reads numbers in numeric columns', () => {
    expect(paste('amperePrice', ['15', '12.5']).assignments.map((a) => a.value)).toEqual([15, 12.5]);
    expect(paste('amountPaid', ['٢٠']).assignments[0]?.value).toBe(20);
  });

  it('trims values, and a blank line leaves that customer unchanged and keeps the positions', () => {
    expect(paste('address', ['  بيروت ', '', 'صيدا']).assignments).toEqual([
      { id: 'r1', value: 'بيروت', position: 0, line: 1 },
      { id: 'r3', value: 'صيدا', position: 2, line: 3 },
    ]);
    expect(paste('ampere', ['', '5']).assignments).toEqual([{ id: 'r2', value: 5, position: 1, line: 2 }]);
    expect(paste('name', ['علي', '', 'سمير']).assignments.map((a) => a.id)).toEqual(['r1', 'r3']);
  });

  it('drops trailing blank lines', () => {
    expect(paste('box', ['1', '2', '', '  ', '']).assignments).toHaveLength(2);
  });

  it('refuses an empty paste', () => {
    expect(() => paste('name', [])).toThrow(
      expect.objectContaining({ code: 'NOTHING_PASTED', message: 'يرجى لصق البيانات' }),
    );
    expect(() => paste('name', ['', '  '])).toThrow('يرجى لصق البيانات');
  });

  it('refuses an unknown column', () => {
    expect(() => paste('customerNumber', ['1'])).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_COLUMN', message: 'عمود غير معروف' }),
    );
  });

  it('refuses a start index that is negative or not whole', () => {
    expect(() => paste('box', ['1'], -1)).toThrow(expect.objectContaining({ code: 'INVALID_START_INDEX' }));
    expect(() => paste('box', ['1'], 1.5)).toThrow(InvalidInputError);
  });

  it('refuses the whole paste when a number is invalid, naming the line and the field', () => {
    expect(() => paste('ampere', ['5', 'خمسة', '3'])).toThrow(
      expect.objectContaining({
        code: 'INVALID_PASTED_VALUE',
        message: 'السطر 2: قيمة الأمبير: «خمسة» ليس رقماً صالحاً',
      }),
    );
  });

  it('counts the line in the pasted data, blank lines included', () => {
    expect(() => paste('amountPaid', ['5', '', '-5'])).toThrow(
      expect.objectContaining({ message: 'السطر 3: المبلغ المدفوع: لا يمكن أن يكون سالباً' }),
    );
  });

  it('reads comma decimals and thousands as the one number reader does', () => {
    expect(paste('amperePrice', ['12,5', '1,250']).assignments.map((a) => a.value)).toEqual([12.5, 1250]);
  });

  it('does not check values that will not be applied', () => {
    expect(paste('ampere', ['1', '2', '3', '4', 'x']).ignoredCount).toBe(1);
  });

  describe('the kWh tables', () => {
    const kwhPaste = (data: string[], blankLines?: 'drop') =>
      planColumnPaste({
        column: 'ampere',
        data,
        startIndex: 0,
        recordIdsInDisplayOrder: ['a', 'b', 'c'],
        columns: AMPERE_PASTE_COLUMNS,
        blankLines,
      });

    it('drops empty lines when asked: the values go to consecutive records', () => {
      expect(kwhPaste(['5', '', '  ', '7'], 'drop').assignments).toEqual([
        { id: 'a', value: 5, position: 0, line: 1 },
        { id: 'b', value: 7, position: 1, line: 2 },
      ]);
    });

    it('says nothing was pasted when every line is empty', () => {
      expect(() => kwhPaste(['', ' '], 'drop')).toThrow(
        expect.objectContaining({ code: 'NOTHING_PASTED', message: 'يرجى لصق البيانات' }),
      );
    });

    it('says no valid data when not one line can be read', () => {
      expect(() => kwhPaste(['خمسة', 'abc'], 'drop')).toThrow(
        expect.objectContaining({ code: 'NO_VALID_DATA', message: 'لا توجد بيانات صالحة' }),
      );
    });
  });
});
