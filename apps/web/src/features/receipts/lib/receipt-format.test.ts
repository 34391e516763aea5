import { receiptPageCss } from './receipt-format';

const PX_PER_MM = 96 / 25.4;

describe('the paper a receipt prints on', () => {
  it('makes the roll page 80 mm wide and as long as the receipt, with its margins and a little to spare', () => {
    expect(receiptPageCss('roll-80', 100 * PX_PER_MM)).toBe(
      '@media print { @page { size: 80mm 110mm; margin: 3mm; } }',
    );
  });

  it('prints on a long roll page while the receipt is not measured yet, never cutting it in two', () => {
    expect(receiptPageCss('roll-80', 0)).toContain('size: 80mm 290mm');
  });

  it('prints A6 as 105 × 148 mm, and a receipt taller than the sheet smaller, on one sheet', () => {
    expect(receiptPageCss('a6', 120 * PX_PER_MM)).toBe(
      '@media print { @page { size: A6; size: 105mm 148mm; margin: 6mm; } }',
    );
    expect(receiptPageCss('a6', 160 * PX_PER_MM)).toBe(
      '@media print { @page { size: A6; size: 105mm 148mm; margin: 6mm; } .rcpt-a6 { zoom: 0.83; } }',
    );
  });
});
