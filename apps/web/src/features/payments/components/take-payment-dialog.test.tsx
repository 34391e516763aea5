import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type FakeAnswer } from '../../../test/mock-fetch';
import { payment } from '../../../test/payment-fixtures';
import { renderApp } from '../../../test/render-app';
import type { PaymentCustomer } from '../api/payment-customer';
import { TakePaymentDialog } from './take-payment-dialog';

const AMPERE_CUSTOMER: PaymentCustomer = {
  system: 'ampere',
  id: 'rec-1000',
  name: 'محمد علي',
  customerNumber: 1000,
  box: '5',
  outstandingBalance: 45,
};

function setup(customer: PaymentCustomer, answer: (body: Record<string, unknown>) => FakeAnswer) {
  const onClose = jest.fn();
  const url =
    customer.system === 'ampere'
      ? `/api/ampere-records/${customer.id}/payments`
      : `/api/${customer.system}-customers/${customer.id}/payments`;
  const fetchMock = mockFetch({
    [`POST ${url}`]: (init) => answer(JSON.parse(String(init.body))),
    'GET /api/exchange-rate': { status: 200, body: 89500 },
  });
  const app = renderApp('/ampere', <TakePaymentDialog customer={customer} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: `دفع من ${customer.name}` });
  const sent = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);
  return { ...app, dialog, onClose, sent };
}

describe('the take-payment dialog', () => {
  it('offers the balance in dollars, records it in cash and links to the receipt', async () => {
    const { user, dialog, sent, currentPath } = setup(AMPERE_CUSTOMER, () => ({
      status: 201,
      body: payment({
        id: 'pay-7',
        amount: 45,
        record: { amount: 45, arrears: 0, amountPaid: 45, outstandingBalance: 0, isPaid: true },
      }),
    }));

    expect(within(dialog).getByText('الرصيد المستحق').nextElementSibling).toHaveTextContent('$45');
    expect(within(dialog).getByText('#1000 · علبة 5')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'دولار (USD)' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'المبلغ (USD)' })).toHaveValue('45');
    expect(within(dialog).getByRole('combobox', { name: 'طريقة الدفع' })).toHaveDisplayValue('نقداً');
    await user.click(within(dialog).getByRole('button', { name: 'تسجيل الدفعة' }));

    const toast = await screen.findByText('تم تسجيل الدفعة', { selector: '.app-toast *' });
    expect(toast.parentElement).toHaveTextContent('الإيصال \u2066R-2026-000123\u2069: \u2066$45\u2069');
    expect(sent()).toEqual([
      {
        amount: 45,
        currency: 'USD',
        method: 'cash',
        note: '',
        clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(within(dialog).getByText('R-2026-000123')).toBeInTheDocument();
    expect(within(dialog).getByText('الرصيد بعد الدفعة').nextElementSibling).toHaveTextContent('$0');
    const receipt = within(dialog).getByRole('link', { name: 'عرض الإيصال وطباعته' });
    expect(receipt).toHaveAttribute('href', '/receipts/pay-7');
    await user.click(receipt);
    expect(currentPath()).toBe('/receipts/pay-7');
  });

  it('takes pounds for a metered group: the pounds are sent as typed, the server converts them', async () => {
    const customer: PaymentCustomer = { ...AMPERE_CUSTOMER, system: 'mahmoud-kwh', id: 'kc-9' };
    const { user, dialog, sent } = setup(customer, () => ({
      status: 201,
      body: payment({
        system: 'mahmoud-kwh',
        currency: 'LBP',
        amount: 25,
        amountLbp: 2237500,
        method: 'money_transfer',
      }),
    }));

    await user.click(within(dialog).getByRole('radio', { name: 'ليرة (LBP)' }));
    const amount = within(dialog).getByRole('textbox', { name: 'المبلغ (LBP)' });
    expect(amount).toHaveValue('');
    await user.type(amount, '٢٬٢٣٧٬٥٠٠');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'طريقة الدفع' }),
      'شركة تحويل أموال (OMT، Whish)',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'ملاحظة (اختياري)' }), ' دفع عن طريق الابن ');
    await user.click(within(dialog).getByRole('button', { name: 'تسجيل الدفعة' }));

    await within(dialog).findByText('R-2026-000123');
    expect(sent()).toEqual([
      expect.objectContaining({
        amount: 2237500,
        currency: 'LBP',
        method: 'money_transfer',
        note: 'دفع عن طريق الابن',
      }),
    ]);
    expect(within(dialog).getByText('المبلغ').nextElementSibling).toHaveTextContent('$25 · 2,237,500 ل.ل');
  });

  it("previews the dollars that pounds will credit, at the stored rate, by the ledger's conversion", async () => {
    const { user, dialog } = setup(AMPERE_CUSTOMER, () => ({ status: 201, body: payment({}) }));
    await user.click(within(dialog).getByRole('radio', { name: 'ليرة (LBP)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'المبلغ (LBP)' }), '500,000');
    expect(await within(dialog).findByText(/^= /)).toHaveTextContent('= $5.59 على سعر 89,500 ل.ل');
  });

  it('refuses an amount that is not a number, naming the field, and sends nothing', async () => {
    const { user, dialog, sent } = setup(AMPERE_CUSTOMER, () => ({ status: 201, body: payment() }));
    const amount = within(dialog).getByRole('textbox', { name: 'المبلغ (USD)' });
    await user.clear(amount);
    await user.type(amount, 'خمسة');
    await user.click(within(dialog).getByRole('button', { name: 'تسجيل الدفعة' }));

    expect(
      await within(dialog).findByText(/المبلغ \(USD\)/, { selector: '.invalid-feedback' }),
    ).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it("shows the server's refusal in the dialog and retries with the same client id", async () => {
    let calls = 0;
    const { user, dialog, sent } = setup(AMPERE_CUSTOMER, () =>
      ++calls === 1
        ? { status: 400, body: { message: 'المبلغ يتجاوز الرصيد المستحق بأكثر من 1000 دولار' } }
        : { status: 201, body: payment() },
    );
    const amount = within(dialog).getByRole('textbox', { name: 'المبلغ (USD)' });
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'تسجيل الدفعة' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('فشل في تسجيل الدفعة');
    expect(alert).toHaveTextContent('المبلغ يتجاوز الرصيد المستحق بأكثر من 1000 دولار');

    await user.clear(amount);
    await user.type(amount, '45');
    await user.click(within(dialog).getByRole('button', { name: 'تسجيل الدفعة' }));
    await within(dialog).findByText('R-2026-000123');
    const [first, second] = sent();
    expect(first.amount).toBe(5000);
    expect(second.amount).toBe(45);
    expect(second.clientId).toBe(first.clientId);
  });

  it('closes with the cancel button', async () => {
    const { user, dialog, onClose } = setup(AMPERE_CUSTOMER, () => ({ status: 201, body: payment() }));
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
