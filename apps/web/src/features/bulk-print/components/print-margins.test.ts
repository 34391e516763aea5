import { DEFAULT_INVOICE_LAYOUT, PRINT_SHEET_LAYOUT } from '@kahraba/billing-domain';
import {
  clampPrintMargins,
  loadPrintMargins,
  marginLimits,
  NO_PRINT_MARGINS,
  parseSavedMargins,
  savePrintMargins,
  shiftLayout,
} from './print-margins';

describe('the print margins of a bulk print page', () => {
  afterEach(() => window.localStorage.clear());

  it('moves every box of the layout down by the top margin and sideways by the side margin', () => {
    const shifted = shiftLayout(DEFAULT_INVOICE_LAYOUT, { top: 7, side: -5 });
    expect(shifted.map(({ x, y }) => [x, y])).toEqual([
      [10, 12],
      [10, 102],
      [10, 192],
    ]);
    expect(shifted.map((box) => [box.width, box.height])).toEqual(
      DEFAULT_INVOICE_LAYOUT.map(() => [180, 90]),
    );
  });

  it('keeps every box on the A4 paper: the margins reach only as far as the layout has room', () => {
    // 180 mm boxes at x 15: 15 mm each side; the last box ends at 275 of 297 mm, the first starts at 5.
    expect(marginLimits(DEFAULT_INVOICE_LAYOUT)).toEqual({
      top: { min: -5, max: 22 },
      side: { min: -15, max: 15 },
    });
    // The full-width sheet cannot move sideways.
    expect(marginLimits(PRINT_SHEET_LAYOUT).side).toEqual({ min: 0, max: 0 });
    const shifted = shiftLayout(DEFAULT_INVOICE_LAYOUT, { top: 30, side: 40 });
    expect([shifted[2].y + shifted[2].height, shifted[0].x + shifted[0].width]).toEqual([297, 210]);
  });

  it('counts in whole millimetres', () => {
    expect(clampPrintMargins({ top: 4.6, side: -2.4 })).toEqual({ top: 5, side: -2 });
  });

  it('keeps the margins of each group apart in this browser', () => {
    savePrintMargins('mahmoud-kwh', { top: 8, side: 3 });
    expect(loadPrintMargins('mahmoud-kwh')).toEqual({ top: 8, side: 3 });
    expect(loadPrintMargins('baydawi-kwh')).toEqual(NO_PRINT_MARGINS);
  });

  it('ignores a stored value that is not two numbers', () => {
    expect(parseSavedMargins({ top: '8', side: 3 })).toEqual(NO_PRINT_MARGINS);
    expect(parseSavedMargins(null)).toEqual(NO_PRINT_MARGINS);
    window.localStorage.setItem('kahraba.printMargins.mahmoud-kwh', '{not json');
    expect(loadPrintMargins('mahmoud-kwh')).toEqual(NO_PRINT_MARGINS);
  });
});
