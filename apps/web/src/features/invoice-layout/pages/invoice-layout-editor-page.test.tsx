import { fireEvent, screen, within } from '@testing-library/react';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

const STORAGE_KEY = 'kahraba.invoiceLayout';

function openEditor() {
  mockFetch({ 'GET /api/auth/user': { status: 200, body: operator } });
  return renderApp('/invoice-layout-editor');
}

/** The positions table: [box, x, y, size] per invoice. */
async function positions() {
  const table = await screen.findByRole('table', { name: 'المواضع بالمليمتر' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));
}

const box = (index: number) => screen.getByRole('button', { name: new RegExp(`^الفاتورة ${index} أفقياً`) });

/** jsdom has no PointerEvent: a mouse event with the pointer's id and kind, as browsers send. */
class FakePointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

describe('the invoice layout editor', () => {
  beforeAll(() => {
    if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: FakePointerEvent });
  });
  beforeEach(() => window.localStorage.clear());

  it('starts from the default layout, 180×90 mm boxes at x 15 and y 5, 95, 185, shown in mm', async () => {
    openEditor();

    expect(await positions()).toEqual([
      ['الفاتورة 1', '15 مم', '5 مم', '180 × 90 مم'],
      ['الفاتورة 2', '15 مم', '95 مم', '180 × 90 مم'],
      ['الفاتورة 3', '15 مم', '185 مم', '180 × 90 مم'],
    ]);
    expect(box(1)).toHaveAccessibleName('الفاتورة 1 أفقياً 15 مم، عمودياً 5 مم');
    // placed on the A4 preview in proportion: 15/210 of its width, 5/297 of its height
    expect(box(1).style.left).toBe(`${(15 / 210) * 100}%`);
    expect(box(1).style.top).toBe(`${(5 / 297) * 100}%`);
  });

  it('applies the quick layouts', async () => {
    const app = openEditor();
    await positions();

    await app.user.click(screen.getByRole('button', { name: 'ثلاثة متساوية' }));
    expect((await positions()).map((row) => row.slice(1, 3))).toEqual([
      ['15 مم', '3 مم'],
      ['15 مم', '101 مم'],
      ['15 مم', '199 مم'],
    ]);
    expect(screen.getByRole('button', { name: 'ثلاثة متساوية' })).toHaveAttribute('aria-pressed', 'true');

    await app.user.click(screen.getByRole('button', { name: 'ملء الصفحة' }));
    expect(await positions()).toEqual([
      ['الفاتورة 1', '0 مم', '0 مم', '210 × 99 مم'],
      ['الفاتورة 2', '0 مم', '99 مم', '210 × 99 مم'],
      ['الفاتورة 3', '0 مم', '198 مم', '210 × 99 مم'],
    ]);

    await app.user.click(screen.getByRole('button', { name: 'الافتراضي' }));
    expect((await positions())[2].slice(1, 3)).toEqual(['15 مم', '185 مم']);
  });

  it('moves a focused box with the arrow keys, 1 mm or 10 mm with Shift, within x 0–30 and y 0–217 mm', async () => {
    const app = openEditor();
    await positions();

    box(1).focus();
    await app.user.keyboard('{ArrowRight}{ArrowDown}');
    expect((await positions())[0].slice(1, 3)).toEqual(['16 مم', '6 مم']);
    await app.user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    expect((await positions())[0][1]).toBe('30 مم');
    await app.user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect((await positions())[0][2]).toBe('0 مم');

    box(3).focus();
    await app.user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}');
    expect((await positions())[2][2]).toBe('217 مم');
    await app.user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect((await positions())[2][1]).toBe('0 مم');
  });

  it('drags a box by pointer (mouse or touch) in millimetres of the page, clamped to the limits', async () => {
    openEditor();
    await positions();
    const page = screen.getByRole('group', { name: 'معاينة صفحة A4 (210 × 297 مم)' });
    // The preview is 420 px wide on this screen: 2 px per mm.
    jest.spyOn(page, 'getBoundingClientRect').mockReturnValue({ width: 420, height: 594 } as DOMRect);

    const second = box(2);
    fireEvent.pointerDown(second, { pointerId: 7, pointerType: 'touch', clientX: 100, clientY: 300 });
    fireEvent.pointerMove(second, { pointerId: 7, pointerType: 'touch', clientX: 110, clientY: 340 });
    expect((await positions())[1].slice(1, 3)).toEqual(['20 مم', '115 مم']);
    fireEvent.pointerMove(second, { pointerId: 7, pointerType: 'touch', clientX: 300, clientY: 900 });
    fireEvent.pointerUp(second, { pointerId: 7, pointerType: 'touch', clientX: 300, clientY: 900 });
    expect((await positions())[1].slice(1, 3)).toEqual(['30 مم', '217 مم']);

    // after the pointer is up, moving it no longer drags
    fireEvent.pointerMove(second, { pointerId: 7, pointerType: 'touch', clientX: 0, clientY: 0 });
    expect((await positions())[1].slice(1, 3)).toEqual(['30 مم', '217 مم']);
  });

  it('saves the layout in this browser with an Arabic confirmation, and opens with it next time', async () => {
    const app = openEditor();
    await positions();
    expect(screen.getByText('لم يُحفظ تخطيط بعد')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'ثلاثة متساوية' }));
    box(2).focus();
    await app.user.keyboard('{ArrowRight}');
    await app.user.click(screen.getByRole('button', { name: 'حفظ التخطيط' }));

    expect(await screen.findByText('تم حفظ التخطيط')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual([
      { x: 15, y: 3, width: 180, height: 95 },
      { x: 16, y: 101, width: 180, height: 95 },
      { x: 15, y: 199, width: 180, height: 95 },
    ]);
    expect(screen.getByText('هذا هو التخطيط المحفوظ')).toBeInTheDocument();
    box(1).focus();
    await app.user.keyboard('{ArrowDown}');
    expect(screen.getByText('تغييرات غير محفوظة')).toBeInTheDocument();

    app.unmount();
    openEditor();
    expect((await positions())[1].slice(1, 3)).toEqual(['16 مم', '101 مم']);
  });

  it('forgets the saved layout on request, so the print sheets use their own default again', async () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([
        { x: 20, y: 10, width: 180, height: 90 },
        { x: 20, y: 100, width: 180, height: 90 },
        { x: 20, y: 190, width: 180, height: 90 },
      ]),
    );
    const app = openEditor();
    expect((await positions())[0].slice(1, 3)).toEqual(['20 مم', '10 مم']);
    expect(screen.getByText('هذا هو التخطيط المحفوظ')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'حذف التخطيط المحفوظ' }));

    expect(await screen.findByText('تم حذف التخطيط المحفوظ')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect((await positions())[0].slice(1, 3)).toEqual(['15 مم', '5 مم']);
    expect(screen.getByText('لم يُحفظ تخطيط بعد')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'حذف التخطيط المحفوظ' })).not.toBeInTheDocument();
  });

  it('ignores a saved value that is not exactly three boxes and starts from the default', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([{ x: 1, y: 2, width: 100, height: 50 }]));
    openEditor();

    expect((await positions()).map((row) => row[2])).toEqual(['5 مم', '95 مم', '185 مم']);
    expect(screen.getByText('لم يُحفظ تخطيط بعد')).toBeInTheDocument();
  });

  it('copies the CSS of the layout to the clipboard with an Arabic confirmation', async () => {
    const app = openEditor();
    await positions();
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await app.user.click(screen.getByRole('button', { name: 'نسخ CSS' }));

    expect(await screen.findByText('تم نسخ CSS إلى الحافظة')).toBeInTheDocument();
    const copied = writeText.mock.calls[0]?.[0] ?? '';
    expect(copied).toContain('.invoice-box-1 {\n  position: absolute;\n  left: 15mm;\n  top: 5mm;');
    expect(copied).toContain('.invoice-box-3');
    expect(screen.getByText(/\.invoice-box-2/)).toBeInTheDocument();
  });

  it('says in Arabic when the clipboard refuses', async () => {
    const app = openEditor();
    await positions();
    const writeText = jest.fn(async () => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await app.user.click(screen.getByRole('button', { name: 'نسخ CSS' }));

    expect(await screen.findByText('خطأ في النسخ')).toBeInTheDocument();
  });
});
