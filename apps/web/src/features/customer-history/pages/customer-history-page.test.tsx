import { screen, within } from '@testing-library/react';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { payment } from '../../../test/payment-fixtures';
import { withPublicAddress } from '../../../test/public-address';
import { renderApp } from '../../../test/render-app';
import { statementFixture } from '../../../test/statement-fixtures';
import type { HistoryMonth } from '../api/get-customer-history';

withPublicAddress();

const ID = 'rec-1000';

function month(
  month: string,
  monthLabel: string,
  kind: HistoryMonth['kind'],
  figures: { total: number; amountPaid: number; totalDue: number; totalDueLbp: number },
  payments: HistoryMonth['payments'] = [],
): HistoryMonth {
  const statement = statementFixture({
    id: ID,
    month,
    monthLabel,
    name: 'هدى سليمان',
    phone: '+96171123456',
    whatsApp: true,
    total: figures.total,
    amountPaid: figures.amountPaid,
    totalDue: figures.totalDue,
  });
  return {
    month,
    monthLabel,
    kind,
    ampere: 5,
    readings: null,
    statement: { ...statement, lbp: { ...statement.lbp, totalDue: figures.totalDueLbp } },
    payments,
    balance: { usd: figures.totalDue, lbp: figures.totalDueLbp },
  };
}

const history = {
  months: [
    month('2026-11', 'تشرين الثاني 2026', 'live', {
      total: 80,
      amountPaid: 0,
      totalDue: 130,
      totalDueLbp: 11_700_000,
    }),
    month(
      '2026-10',
      'تشرين الأول 2026',
      'closed',
      { total: 80, amountPaid: 30, totalDue: 50, totalDueLbp: 4_475_000 },
      [
        payment({
          id: 'p-2',
          receiptNumber: 'R-2026-000002',
          amount: 20,
          voidedAt: '2026-10-12T09:00:00.000Z',
        }),
        payment({ id: 'p-1', receiptNumber: 'R-2026-000001', amount: 30 }),
      ],
    ),
  ],
};

describe("a customer's history", () => {
  it('shows the months newest first with the statement figures, the void payment marked, and reprints a closed month', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      [`GET /api/ampere-records/${ID}/history`]: { status: 200, body: history },
    });
    renderApp(`/customer-history?system=ampere&id=${ID}`);

    const table = await screen.findByRole('table', { name: 'سجل هدى سليمان، الأحدث أولاً' });
    const [live, october] = within(table).getAllByRole('row').slice(1);
    expect(live).toHaveTextContent('تشرين الثاني 2026');
    expect(live).toHaveTextContent('الشهر الحالي');
    expect(october).toHaveTextContent('شهر مغلق');
    expect(october).toHaveTextContent('$50');
    expect(october).toHaveTextContent('4,475,000 ل.ل');
    expect(within(october).getByText('ملغاة')).toBeInTheDocument();
    expect(within(october).getByRole('link', { name: 'طباعة الفاتورة: تشرين الأول 2026' })).toHaveAttribute(
      'href',
      `/invoice?id=${ID}&month=2026-10`,
    );
    expect(within(live).getByRole('link', { name: 'طباعة الفاتورة: تشرين الثاني 2026' })).toHaveAttribute(
      'href',
      `/invoice?id=${ID}`,
    );
    expect(screen.getByRole('region', { name: 'المستحق الآن' })).toHaveTextContent('$130');

    const whatsApp = screen.getByRole('link', { name: 'إرسال السجل واتساب' });
    const text = new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    expect(text).toContain('- تشرين الأول 2026: الفاتورة $80، المدفوع $30، الباقي $50 (4,475,000 ل.ل)');
    expect(text).toContain('المبلغ المستحق الآن: $130 (11,700,000 ل.ل).');
  });

  it('says in Arabic when the customer is not found', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      [`GET /api/mahmoud-kwh-customers/${ID}/history`]: {
        status: 404,
        body: { statusCode: 404, message: 'السجل غير موجود' },
      },
    });
    renderApp(`/customer-history?system=mahmoud-kwh&id=${ID}`);
    expect(await screen.findByText('العميل غير موجود. تأكد من الرابط.')).toBeInTheDocument();
  });
});
