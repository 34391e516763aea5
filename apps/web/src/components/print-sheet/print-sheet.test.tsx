import { act, render, screen, waitFor, within } from '@testing-library/react';
import { THREE_EQUAL_LAYOUT } from '@kahraba/billing-domain';
import { INVOICE_LAYOUT_STORAGE_KEY } from './invoice-layout-storage';
import { PrintSheet } from './print-sheet';
import type { PrintableInvoice } from './printable-invoice';
import { statementFixture, type StatementFixture } from '../../test/statement-fixtures';

const invoice = (customerNumber: number, figures: Partial<StatementFixture> = {}): PrintableInvoice => ({
  key: `rec-${customerNumber}`,
  company: {
    name: 'مولد النور',
    registrationNumber: 'REG-7781',
    phone: '01 234 567',
    phone2: '03 765 432',
    lookupNote: 'استعلم عن فاتورتك عبر الموقع برقم الفاتورة والاسم',
  },
  invoiceNumber: `INV-${customerNumber}`,
  statement: statementFixture({
    customerNumber,
    monthLabel: 'تشرين الثاني 2026',
    name: 'محمد علي',
    box: '5',
    address: 'الشارع العام',
    lines: [
      {
        kind: 'ampere',
        quantity: 3,
        unit: 'أمبير',
        unitPrice: 15,
        unitPriceCurrency: 'USD',
        amount: 45,
        amountLbp: 4_027_500,
      },
    ],
    base: 40.54,
    vat: 4.46,
    vatRatePercent: 11,
    total: 45,
    previousBalance: 0,
    amountPaid: 0,
    totalDue: 45,
    lbp: { ...statementFixture().lbp, total: 4_027_500, vat: 399_122, rate: 89_500 },
    ...figures,
  }),
});
const invoices = (count: number) => Array.from({ length: count }, (_, index) => invoice(1000 + index));

const sheet = () => screen.getByRole('region', { name: 'الفواتير' });
const boxOf = (article: HTMLElement) => {
  const { left, top, width, height } = article.style;
  return { left, top, width, height };
};

afterEach(() => window.localStorage.clear());

describe('the print sheet', () => {
  it('shows on both copies the invoice number, the pounds, the rate, the company block and the thank-you line', async () => {
    render(<PrintSheet invoices={invoices(1)} label="الفواتير" />);
    const article = within(sheet()).getByRole('article', { name: 'INV-1000' });
    for (const copy of ['نسخة العميل INV-1000', 'نسخة المحاسبة INV-1000']) {
      const region = within(article).getByRole('region', { name: copy });
      expect(region).toHaveTextContent('رقم الفاتورة: INV-1000');
      expect(region).toHaveTextContent('الشهر بالليرة4,027,500 ل.ل');
      expect(region).toHaveTextContent('الضريبة بالليرة399,122 ل.ل');
      expect(region).toHaveTextContent('سعر الصرف89,500 ل.ل');
      expect(region).toHaveTextContent('مولد النور');
      expect(region).toHaveTextContent('رقم التسجيل: REG-7781');
      expect(region).toHaveTextContent('هاتف: 01 234 567 / 03 765 432');
      expect(region).toHaveTextContent('استعلم عن فاتورتك عبر الموقع برقم الفاتورة والاسم');
      expect(region).toHaveTextContent('شكراً لتعاملكم معنا');
    }
    await waitFor(() => expect(sheet()).toHaveAttribute('data-print-ready', 'true'));
  });

  it('prints the official tariff line the server worded on both copies, and none when it sent none', async () => {
    const line = 'التسعيرة الرسمية لشهر تموز 2025: 32,790 ل.ل/ك.و.س';
    render(
      <PrintSheet
        invoices={[{ ...invoice(1000), officialTariffLine: line }, invoice(1001)]}
        label="الفواتير"
      />,
    );
    const withLine = within(sheet()).getByRole('article', { name: 'INV-1000' });
    for (const copy of ['نسخة العميل INV-1000', 'نسخة المحاسبة INV-1000'])
      expect(within(withLine).getByRole('region', { name: copy })).toHaveTextContent(line);
    expect(within(sheet()).getByRole('article', { name: 'INV-1001' })).not.toHaveTextContent(
      'التسعيرة الرسمية',
    );
    await waitFor(() => expect(sheet()).toHaveAttribute('data-print-ready', 'true'));
  });

  it('shows on both copies the previous balance, this month and the total due, dollars with their cents (docs/printing.md)', async () => {
    render(
      <PrintSheet
        invoices={[invoice(1000, { previousBalance: 30.5, amountPaid: 20, totalDue: 55.5 })]}
        label="الفواتير"
      />,
    );
    const article = within(sheet()).getByRole('article', { name: 'INV-1000' });
    for (const copy of ['نسخة العميل INV-1000', 'نسخة المحاسبة INV-1000']) {
      const region = within(article).getByRole('region', { name: copy });
      const line = (label: string) => within(region).getByText(label).parentElement;
      expect(line('الرصيد السابق')).toHaveTextContent(/^الرصيد السابق\$30\.50$/);
      expect(line('مجموع هذا الشهر')).toHaveTextContent(/^مجموع هذا الشهر\$45\.00$/);
      expect(line('المدفوع')).toHaveTextContent(/^المدفوع\$20\.00$/);
      expect(line('المجموع المستحق')).toHaveTextContent(/^المجموع المستحق\$55\.50$/);
      expect(within(region).getByText(/×/)).toHaveTextContent('3 أمبير × $15.00 = $45.00');
    }
    await waitFor(() => expect(sheet()).toHaveAttribute('data-print-ready', 'true'));
  });

  it("names a credit carried in as one in the customer's favour, taken off the total due", async () => {
    render(
      <PrintSheet
        invoices={[invoice(1000, { previousBalance: -25, amountPaid: 0, totalDue: 20 })]}
        label="الفواتير"
      />,
    );
    const region = within(sheet()).getByRole('region', { name: 'نسخة العميل INV-1000' });
    expect(within(region).getByText('رصيد سابق لصالحكم').parentElement).toHaveTextContent('$25');
    expect(within(region).queryByText('الرصيد السابق')).toBeNull();
    expect(within(region).getByText('المجموع المستحق').parentElement).toHaveTextContent('$20');
    await waitFor(() => expect(sheet()).toHaveAttribute('data-print-ready', 'true'));
  });

  it('puts three invoices on a page, 90, 90 and 85 mm high across a 210 mm page when no layout is saved', async () => {
    render(<PrintSheet invoices={invoices(4)} label="الفواتير" />);
    await waitFor(() => expect(sheet()).toHaveAttribute('data-print-ready', 'true'));
    const pages = sheet().querySelectorAll<HTMLElement>('.ps-page');
    expect(pages).toHaveLength(2);
    expect(within(pages[0]).getAllByRole('article').map(boxOf)).toEqual([
      { left: '0mm', top: '13.5mm', width: '210mm', height: '90mm' },
      { left: '0mm', top: '103.5mm', width: '210mm', height: '90mm' },
      { left: '0mm', top: '193.5mm', width: '210mm', height: '85mm' },
    ]);
    expect(within(pages[1]).getAllByRole('article')).toHaveLength(1);
  });

  it('places the invoices where the layout editor saved them', async () => {
    const saved = [
      { x: 20, y: 10, width: 180, height: 88 },
      { x: 20, y: 105, width: 180, height: 88 },
      { x: 25, y: 200, width: 170, height: 85 },
    ];
    window.localStorage.setItem(INVOICE_LAYOUT_STORAGE_KEY, JSON.stringify(saved));
    render(<PrintSheet invoices={invoices(3)} label="الفواتير" />);
    expect(within(sheet()).getAllByRole('article').map(boxOf)).toEqual([
      { left: '20mm', top: '10mm', width: '180mm', height: '88mm' },
      { left: '20mm', top: '105mm', width: '180mm', height: '88mm' },
      { left: '25mm', top: '200mm', width: '170mm', height: '85mm' },
    ]);
    await waitFor(() => expect(sheet()).toHaveAttribute('data-print-ready', 'true'));
  });

  it('ignores a saved layout that is not three boxes, and takes a layout given to it', async () => {
    window.localStorage.setItem(
      INVOICE_LAYOUT_STORAGE_KEY,
      JSON.stringify([{ x: 1, y: 1, width: 100, height: 50 }]),
    );
    const { unmount } = render(<PrintSheet invoices={invoices(1)} label="الفواتير" />);
    expect(boxOf(within(sheet()).getByRole('article'))).toEqual({
      left: '0mm',
      top: '13.5mm',
      width: '210mm',
      height: '90mm',
    });
    await waitFor(() => expect(sheet()).toHaveAttribute('data-print-ready', 'true'));
    unmount();
    render(<PrintSheet invoices={invoices(1)} label="الفواتير" layout={THREE_EQUAL_LAYOUT} />);
    expect(boxOf(within(sheet()).getByRole('article'))).toEqual({
      left: '15mm',
      top: '3mm',
      width: '180mm',
      height: '95mm',
    });
    await waitFor(() => expect(sheet()).toHaveAttribute('data-print-ready', 'true'));
  });

  it('adds large sheets page by page with a progress line, then says it is ready once', async () => {
    const onReady = jest.fn();
    render(<PrintSheet invoices={invoices(30)} label="الفواتير" pagesPerChunk={2} onReady={onReady} />);

    // The first step is on the page at once, with how far the preparation is.
    expect(sheet().querySelectorAll('.ps-page')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ تجهيز الفواتير: 6 من 30');
    expect(sheet()).toHaveAttribute('data-print-ready', 'false');
    expect(onReady).not.toHaveBeenCalled();

    await waitFor(() => expect(sheet()).toHaveAttribute('data-print-ready', 'true'));
    expect(sheet().querySelectorAll('.ps-page')).toHaveLength(10);
    expect(within(sheet()).getAllByRole('article')).toHaveLength(30);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('is not ready before the fonts are loaded', async () => {
    let fontsLoaded: (value: unknown) => void = () => {};
    const ready = new Promise((resolve) => (fontsLoaded = resolve));
    Object.defineProperty(document, 'fonts', { configurable: true, value: { ready } });
    try {
      const onReady = jest.fn();
      render(<PrintSheet invoices={invoices(3)} label="الفواتير" onReady={onReady} />);
      await act(async () => {
        await Promise.resolve();
      });
      expect(sheet()).toHaveAttribute('data-print-ready', 'false');
      expect(onReady).not.toHaveBeenCalled();
      await act(async () => fontsLoaded(undefined));
      expect(sheet()).toHaveAttribute('data-print-ready', 'true');
      expect(onReady).toHaveBeenCalledTimes(1);
    } finally {
      delete (document as { fonts?: unknown }).fonts;
    }
  });
});
