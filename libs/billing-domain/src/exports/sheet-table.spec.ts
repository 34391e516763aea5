import { sheetTablesCsv } from './sheet-table';

describe('sheet tables as CSV', () => {
  it('heads each table and leaves one empty line between them', () => {
    const csv = sheetTablesCsv([
      {
        name: 'أ',
        columns: [
          { header: 'اليوم', width: 10 },
          { header: 'العدد', width: 8 },
        ],
        rows: [['x', 1]],
      },
      { name: 'ب', columns: [{ header: 'الصندوق', width: 10 }], rows: [['7'], [null]] },
    ]);
    expect(csv).toBe('\uFEFFاليوم,العدد\r\nx,1\r\n\r\nالصندوق\r\n7\r\n\r\n');
  });
});
