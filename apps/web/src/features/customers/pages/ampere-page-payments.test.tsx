import { screen, waitFor, within } from '@testing-library/react';
import { ampereRecord, companyInfo } from '../../../test/ampere-fixtures';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { payment } from '../../../test/payment-fixtures';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

const unpaid = ampereRecord({ customerNumber: 1000, name: 'محمد علي', amount: 45, outstandingBalance: 45 });
const settled = { ...unpaid, amountPaid: 45, outstandingBalance: 0, isPaid: true };

function setup() {
  let records = [unpaid];
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/ampere-records?sort=number': () => ({ status: 200, body: records }),
    'GET /api/ampere-records/pricing': { status: 200, body: { globalPrice: 15, lowPrice: 25 } },
    'POST /api/ampere-records/rec-1000/payments': () => {
      records = [settled];
      return {
        status: 201,
        body: payment({
          amount: 45,
          record: { amount: 45, arrears: 0, amountPaid: 45, outstandingBalance: 0, isPaid: true },
        }),
      };
    },
    'GET /api/ampere-records/rec-1000/payments': { status: 200, body: [payment({ amount: 45 })] },
    'GET /api/payments/pay-1': { status: 200, body: payment({ amount: 45 }) },
    'GET /api/company-profile': { status: 200, body: companyInfo },
  });
  return { ...renderApp('/ampere'), fetchMock };
}

describe('payments on the ampere screen (phone)', () => {
  onAPhone();

  it("takes a payment from a customer's card, then the card shows it paid", async () => {
    const { user, fetchMock } = setup();
    const card = await screen.findByRole('article', { name: 'محمد علي' });

    await user.click(within(card).getByRole('button', { name: 'دفع من محمد علي' }));
    const dialog = await screen.findByRole('dialog', { name: 'دفع من محمد علي' });
    expect(within(dialog).getByRole('textbox', { name: 'المبلغ (USD)' })).toHaveValue('45');
    await user.click(within(dialog).getByRole('button', { name: 'تسجيل الدفعة' }));

    expect(await within(dialog).findByRole('link', { name: 'عرض الإيصال وطباعته' })).toHaveAttribute(
      'href',
      '/receipts/pay-1',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/ampere-records/rec-1000/payments',
      expect.objectContaining({ method: 'POST' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'محمد علي' })).toHaveTextContent('الرصيد$0'),
    );

    // the receipt, and back to the customers
    await user.click(within(dialog).getByRole('link', { name: 'عرض الإيصال وطباعته' }));
    const receipt = await screen.findByRole('article', { name: 'إيصال دفع' });
    expect(receipt).toHaveTextContent('R-2026-000123');
    await user.click(screen.getByRole('button', { name: 'رجوع' }));
    expect(await screen.findByRole('article', { name: 'محمد علي' })).toBeInTheDocument();
  });

  it("opens the customer's payment history from the card", async () => {
    const { user } = setup();
    const card = await screen.findByRole('article', { name: 'محمد علي' });

    await user.click(within(card).getByRole('button', { name: 'سجل دفعات محمد علي' }));
    const dialog = await screen.findByRole('dialog', { name: 'سجل دفعات محمد علي' });
    expect(await within(dialog).findByRole('link', { name: 'R-2026-000123' })).toBeInTheDocument();
  });
});
