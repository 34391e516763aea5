import { screen, within } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { kwhCustomer, liveMonth } from '../../../test/kwh-fixtures';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { payment } from '../../../test/payment-fixtures';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

const customer = kwhCustomer({ customerNumber: 1000, name: 'محمد علي', system: 'baydawi-kwh' });

function setup() {
  mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    'GET /api/baydawi-kwh-customers': { status: 200, body: [customer] },
    'GET /api/baydawi-kwh-customers/month': { status: 200, body: liveMonth('baydawi-kwh') },
    'GET /api/baydawi-kwh-customers/summary': {
      status: 200,
      body: { totalCustomers: 1, paidCount: 0, unpaidCount: 1, totalOutstanding: 46 },
    },
    [`GET /api/baydawi-kwh-customers/${customer.id}/payments`]: {
      status: 200,
      body: [payment({ system: 'baydawi-kwh', recordId: customer.id, receiptNumber: 'R-2026-000321' })],
    },
  });
  return renderApp('/baydawi-kwh');
}

describe("payments on a metered group's screen", () => {
  it("offers 'دفع' and the payment history on every row, for this group's customer", async () => {
    const { user } = setup();
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('محمد علي')).closest('tr') as HTMLElement;

    await user.click(within(row).getByRole('button', { name: 'دفع من محمد علي' }));
    const take = await screen.findByRole('dialog', { name: 'دفع من محمد علي' });
    expect(within(take).getByText('الرصيد المستحق').nextElementSibling).toHaveTextContent('$46');
    await user.click(within(take).getByRole('button', { name: 'إلغاء' }));

    await user.click(within(row).getByRole('button', { name: 'سجل دفعات محمد علي' }));
    const history = await screen.findByRole('dialog', { name: 'سجل دفعات محمد علي' });
    expect(await within(history).findByRole('link', { name: 'R-2026-000321' })).toHaveAttribute(
      'href',
      '/receipts/pay-1',
    );
  });
});

describe('payments on the generic kWh list', () => {
  it("opens the history of the list's customer from its row", async () => {
    const listed = kwhCustomer({ customerNumber: 1500, name: 'رامي سعد', system: 'kwh' });
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/kwh-customers': { status: 200, body: [listed] },
      [`GET /api/kwh-customers/${listed.id}/payments`]: {
        status: 200,
        body: [payment({ system: 'kwh', recordId: listed.id, receiptNumber: 'R-2026-000500' })],
      },
    });
    const { user } = renderApp('/kwh');
    const row = (await screen.findByText('رامي سعد')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'سجل دفعات رامي سعد' }));
    const history = await screen.findByRole('dialog', { name: 'سجل دفعات رامي سعد' });
    expect(await within(history).findByRole('link', { name: 'R-2026-000500' })).toBeInTheDocument();
  });
});
