import { render, screen } from '@testing-library/react';
import { drawnBy } from '../../../test/bill-renderer-marks';
import { reconnectionFeeLine, statementFixture } from '../../../test/statement-fixtures';
import type { PortalInvoice } from '../api/search-customer-invoices';
import { InvoiceCard } from './invoice-card';

// What the bill's one renderer draws is marked; anything drawn by hand is not.
jest.mock('../../../components/invoice', () =>
  jest
    .requireActual<typeof import('../../../test/bill-renderer-marks')>('../../../test/bill-renderer-marks')
    .markBillRenderer(jest.requireActual('../../../components/invoice')),
);

const invoice: PortalInvoice = {
  systemName: 'الأمبير',
  name: 'محمد علي',
  customerNumber: 1000,
  address: 'الشارع العام',
  box: '5',
  ampere: 10,
  amount: 160,
  amountPaid: 20,
  payments: [],
  paymentsShown: 'last',
  statement: statementFixture({
    lines: [...statementFixture().lines, reconnectionFeeLine()],
  }),
};

describe("the portal's card", () => {
  it('shows the bill’s lines and totals through the one renderer of a bill (docs/one-bill.md)', () => {
    render(<InvoiceCard invoice={invoice} />);

    expect(drawnBy(screen.getByText('الأمبيرات × السعر'))).toBe('bill-lines');
    expect(drawnBy(screen.getByText('رسم إعادة الوصل'))).toBe('bill-lines');
    for (const label of ['المبلغ قبل الضريبة', 'رسوم هذا الشهر', 'رسوم هذا الشهر بالليرة', 'المجموع المستحق'])
      expect(drawnBy(screen.getByText(label))).toBe('bill-totals');
  });
});
