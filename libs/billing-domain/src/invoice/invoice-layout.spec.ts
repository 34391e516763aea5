import {
  clampLayoutBox,
  DEFAULT_INVOICE_LAYOUT,
  FILL_PAGE_LAYOUT,
  layoutCss,
  parseSavedLayout,
  PRINT_SHEET_LAYOUT,
  THREE_EQUAL_LAYOUT,
} from './invoice-layout';

describe('the invoice layout', () => {
  it('places the default boxes 180×90 mm at x 15 and y 5, 95 and 185', () => {
    expect(DEFAULT_INVOICE_LAYOUT).toEqual([
      { x: 15, y: 5, width: 180, height: 90 },
      { x: 15, y: 95, width: 180, height: 90 },
      { x: 15, y: 185, width: 180, height: 90 },
    ]);
  });

  it('prints, when nothing is saved, on a 270 mm area with invoices 90, 90 and 85 mm high the full 210 mm wide', () => {
    expect(PRINT_SHEET_LAYOUT.map((entry) => entry.height)).toEqual([90, 90, 85]);
    expect(PRINT_SHEET_LAYOUT.every((entry) => entry.width === 210 && entry.x === 0)).toBe(true);
    const top = PRINT_SHEET_LAYOUT[0].y;
    const bottom = PRINT_SHEET_LAYOUT[2].y + PRINT_SHEET_LAYOUT[2].height;
    expect(bottom - top).toBe(265);
    expect(PRINT_SHEET_LAYOUT[1].y).toBe(top + 90);
    expect(top + 270 + top).toBe(297);
  });

  it('offers quick layouts of three equal boxes and of boxes filling the page, all inside A4', () => {
    expect(new Set(THREE_EQUAL_LAYOUT.map((entry) => entry.height)).size).toBe(1);
    expect(FILL_PAGE_LAYOUT.every((entry) => entry.width === 210)).toBe(true);
    for (const layout of [DEFAULT_INVOICE_LAYOUT, THREE_EQUAL_LAYOUT, FILL_PAGE_LAYOUT, PRINT_SHEET_LAYOUT]) {
      for (const entry of layout) {
        expect(entry.x + entry.width).toBeLessThanOrEqual(210);
        expect(entry.y + entry.height).toBeLessThanOrEqual(297);
        expect(clampLayoutBox(entry)).toEqual(entry);
      }
    }
  });

  describe('clampLayoutBox', () => {
    it('never moves a box past the paper’s side: a full-width box stays at x 0, a 195 mm box moves 15 mm at most', () => {
      expect(clampLayoutBox({ x: 30, y: 0, width: 210, height: 99 }).x).toBe(0);
      expect(clampLayoutBox({ x: 30, y: 0, width: 195, height: 90 }).x).toBe(15);
      expect(clampLayoutBox({ x: 30, y: 0, width: 150, height: 90 }).x).toBe(30);
    });

    it('keeps x within 0–30 mm and y within 0–217 mm, the size unchanged', () => {
      expect(clampLayoutBox({ x: -4, y: -1, width: 180, height: 90 })).toEqual({
        x: 0,
        y: 0,
        width: 180,
        height: 90,
      });
      expect(clampLayoutBox({ x: 31.5, y: 250, width: 180, height: 80 })).toEqual({
        x: 30,
        y: 217,
        width: 180,
        height: 80,
      });
      expect(clampLayoutBox({ x: 12.5, y: 100, width: 180, height: 90 })).toEqual({
        x: 12.5,
        y: 100,
        width: 180,
        height: 90,
      });
    });
  });

  describe('parseSavedLayout', () => {
    const saved = [
      { x: 10, y: 20, width: 180, height: 90 },
      { x: 10, y: 110, width: 180, height: 90 },
      { x: 10, y: 200, width: 180, height: 90 },
    ];

    it('takes exactly three valid boxes, as stored or as the stored text', () => {
      expect(parseSavedLayout(saved)).toEqual(saved);
      expect(parseSavedLayout(JSON.stringify(saved))).toEqual(saved);
    });

    it('clamps a saved box that lies outside the editor limits', () => {
      const layout = parseSavedLayout([{ ...saved[0], x: 45 }, saved[1], { ...saved[2], y: 230 }]);
      expect(layout?.[0].x).toBe(30);
      expect(layout?.[2].y).toBe(217);
    });

    it.each([
      ['two boxes', saved.slice(0, 2)],
      ['four boxes', [...saved, saved[0]]],
      ['nothing', null],
      ['an object', { boxes: saved }],
      ['text that is not JSON', '[{x:1}'],
      ['a box without a height', [saved[0], saved[1], { x: 1, y: 1, width: 180 }]],
      ['a size given as text', [saved[0], saved[1], { ...saved[2], width: '180' }]],
      ['a size of zero', [saved[0], { ...saved[1], height: 0 }, saved[2]]],
      ['a box wider than the page', [{ ...saved[0], width: 400 }, saved[1], saved[2]]],
      ['a position that is not a number', [saved[0], saved[1], { ...saved[2], x: Number.NaN }]],
    ])('refuses %s', (_, value) => {
      expect(parseSavedLayout(value)).toBeNull();
    });
  });

  it('writes the layout as CSS, one absolutely placed rule in mm per box', () => {
    const css = layoutCss(DEFAULT_INVOICE_LAYOUT);
    expect(css).toContain(
      '.invoice-box-1 {\n  position: absolute;\n  left: 15mm;\n  top: 5mm;\n  width: 180mm;\n  height: 90mm;\n}',
    );
    expect(css).toContain('.invoice-box-3 {');
    expect(css).toContain('top: 185mm;');
    expect(layoutCss(PRINT_SHEET_LAYOUT)).toContain('top: 13.5mm;');
  });
});
