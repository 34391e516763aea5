import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import type { PrintInvoiceResponse } from '../../../lib/print/print-invoices';
import { statementFixture } from '../../../test/statement-fixtures';

const invoice = (customerNumber: number): PrintInvoiceResponse => ({
  otherLines: [],
  company: {
    name: 'مولد النور',
    registrationNumber: 'REG-1',
    phone: '01',
    phone2: '03',
    lookupNote: 'استعلم',
  },
  officialTariffLine: null,
  statement: statementFixture({
    id: `id-${customerNumber}`,
    customerNumber,
    name: `مشترك ${customerNumber}`,
    box: '7',
    address: null,
    lines: [
      {
        kind: 'ampere',
        quantity: 5,
        unit: 'أمبير',
        unitPrice: 10,
        unitPriceCurrency: 'USD',
        amount: 50,
        amountLbp: 4_475_000,
      },
    ],
    base: 45.05,
    vat: 4.95,
    total: 50,
    previousBalance: 0,
    amountPaid: 0,
    totalDue: 50,
    isPaid: false,
    paymentStatus: 'unpaid',
    lbp: {
      base: 4_031_532,
      vat: 443_468,
      total: 4_475_000,
      previousBalance: 0,
      amountPaid: 0,
      totalDue: 4_475_000,
      exact: false,
      rate: 89_500,
    },
  }),
});

function setup(path: string, printInvoices: FakeRoute) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'POST /api/print-invoices': printInvoices,
  });
  return { ...renderApp(path), fetchMock };
}

const sentBody = (fetchMock: jest.Mock) => {
  const call = fetchMock.mock.calls.find(([url]) => url === '/api/print-invoices');
  return JSON.parse(String((call?.[1] as RequestInit).body));
};

describe('the enhanced print window /bulk-print-enhanced', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('prints the customers of the URL, 3 to a page with both copies, and has a "print now" button', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const app = setup('/bulk-print-enhanced?type=ampere&customers=id-1,id-2,id-3,id-4', {
      status: 200,
      body: [1, 2, 3, 4].map((n) => invoice(1000 + n)),
    });
    const sheet = await screen.findByRole('region', { name: 'صفحات الفواتير' });
    expect(sentBody(app.fetchMock)).toEqual({ type: 'ampere', ids: ['id-1', 'id-2', 'id-3', 'id-4'] });
    expect(within(sheet).getAllByRole('article')).toHaveLength(4);
    expect(sheet.querySelectorAll('.ps-page')).toHaveLength(2);
    expect(within(sheet).getAllByRole('region', { name: /INV-1001-2026/ })).toHaveLength(2);
    await app.user.click(screen.getByRole('button', { name: 'اطبع الآن' }));
    expect(print).toHaveBeenCalled();
  });

  it('prints a stored selection by its id, the second group by default', async () => {
    const app = setup('/bulk-print-enhanced?selection=sel-1', { status: 200, body: [invoice(1001)] });
    await screen.findByRole('region', { name: 'صفحات الفواتير' });
    expect(sentBody(app.fetchMock)).toEqual({ type: 'baydawi-kwh', selectionId: 'sel-1' });
  });

  it('prints a closed month from the monthly archive when the address names it (docs/printing.md)', async () => {
    const app = setup('/bulk-print-enhanced?type=ampere&selection=sel-1&month=2026-11', {
      status: 200,
      body: [invoice(1001)],
    });
    await screen.findByRole('region', { name: 'صفحات الفواتير' });
    expect(sentBody(app.fetchMock)).toEqual({ type: 'ampere', selectionId: 'sel-1', closedMonth: '2026-11' });
  });

  it('prints by itself 1 s after the sheet is ready', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    jest.useFakeTimers();
    setup('/bulk-print-enhanced?type=ampere&customers=id-1', { status: 200, body: [invoice(1001)] });
    await screen.findByRole('region', { name: 'صفحات الفواتير' });
    await waitFor(() => expect(document.querySelector('[data-print-ready="true"]')).not.toBeNull());
    act(() => jest.advanceTimersByTime(999));
    expect(print).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says what went wrong when the invoices cannot be loaded', async () => {
    setup('/bulk-print-enhanced?type=ampere&selection=sel-old', {
      status: 404,
      body: { message: 'قائمة الطباعة غير موجودة أو انتهت صلاحيتها، اختر العملاء من جديد' },
    });
    expect(await screen.findByText('تعذّر تحميل الفواتير')).toBeInTheDocument();
    expect(
      screen.getByText('قائمة الطباعة غير موجودة أو انتهت صلاحيتها، اختر العملاء من جديد'),
    ).toBeInTheDocument();
  });

  it('asks to come from the selection screen when nothing is chosen', async () => {
    setup('/bulk-print-enhanced', { status: 200, body: [] });
    expect(await screen.findByText(/لا توجد فواتير للطباعة/)).toBeInTheDocument();
  });
});
