import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { payment } from '../../../test/payment-fixtures';
import { renderApp } from '../../../test/render-app';
import type { Payment } from '../../../types/payments';
import type { PaymentCustomer } from '../api/payment-customer';
import { PaymentHistoryDialog } from './payment-history-dialog';

const CUSTOMER: PaymentCustomer = {
  system: 'baydawi-kwh',
  id: 'kc-4',
  name: 'ليلى خوري',
  customerNumber: 2004,
  box: '12',
  outstandingBalance: 10,
  month: '2026-11',
};
const HISTORY_URL = 'GET /api/baydawi-kwh-customers/kc-4/payments';

const live = payment({
  id: 'pay-2',
  receiptNumber: 'R-2026-000124',
  system: 'baydawi-kwh',
  amount: 30,
  currency: 'LBP',
  amountLbp: 2685000,
  method: 'money_transfer',
  note: 'عن طريق OMT',
  receivedAt: '2026-11-24T12:05:00.000Z',
});
const voided = payment({
  id: 'pay-1',
  receiptNumber: 'R-2026-000099',
  system: 'baydawi-kwh',
  billingMonth: '2026-10',
  billingMonthLabel: 'تشرين الأول 2026',
  // Taken on 30 October for the October record: the invoice and the receipt said November.
  invoiceMonth: '2026-11',
  invoiceMonthLabel: 'تشرين الثاني 2026',
  invoiceNumber: 'INV-2004-2026',
  amount: 20,
  amountLbp: 1790000,
  receivedAt: '2026-10-30T08:00:00.000Z',
  voidedAt: '2026-10-30T09:15:00.000Z',
  voidedBy: 'rania@example.com',
  voidReason: 'سُجّلت مرتين',
});

function setup(history: Payment[], voidAnswer = { status: 200, body: {} as unknown }) {
  let current = history;
  const fetchMock = mockFetch({
    [HISTORY_URL]: () => ({ status: 200, body: current }),
    'POST /api/payments/pay-2/void': (init) => {
      const { reason } = JSON.parse(String(init.body)) as { reason: string };
      if (voidAnswer.status !== 200) return voidAnswer;
      const after = {
        ...live,
        voidedAt: '2026-11-24T13:00:00.000Z',
        voidedBy: 'ahmad@example.com',
        voidReason: reason,
      };
      current = current.map((one) => (one.id === after.id ? after : one));
      return {
        status: 200,
        body: {
          ...after,
          record: { amount: 40, arrears: 0, amountPaid: 0, outstandingBalance: 40, isPaid: false },
        },
      };
    },
  });
  const onClose = jest.fn();
  const app = renderApp('/baydawi-kwh', <PaymentHistoryDialog customer={CUSTOMER} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'سجل دفعات ليلى خوري' });
  const voids = () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/void'))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { ...app, dialog, onClose, voids };
}

describe('the payment history dialog', () => {
  it("lists every month's payments, newest first, each with its receipt, amounts, method, collector and time", async () => {
    const { dialog } = setup([live, voided]);

    const list = await within(dialog).findByRole('list', { name: 'الدفعات' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: 'R-2026-000124' })).toHaveAttribute(
      'href',
      '/receipts/pay-2',
    );
    expect(first).toHaveTextContent('تشرين الثاني 2026');
    expect(first).toHaveTextContent('$30 · 2,685,000 ل.ل · شركة تحويل أموال (OMT، Whish) بالليرة');
    expect(first).toHaveTextContent('المحصّل: ahmad@example.com · 24 تشرين الثاني 2026، 2:05 م');
    expect(first).toHaveTextContent('عن طريق OMT');
    expect(first).not.toHaveTextContent('ملغاة');

    expect(within(second).getByRole('link', { name: 'R-2026-000099' })).toHaveAttribute(
      'href',
      '/receipts/pay-1',
    );
    // The month its receipt names, not the record's.
    expect(second).toHaveTextContent(/^R-2026-000099\s*تشرين الثاني 2026/);
    expect(within(second).getByText('ملغاة')).toBeInTheDocument();
    expect(second).toHaveTextContent('سبب الإلغاء: سُجّلت مرتين');
    expect(second).toHaveTextContent('ألغاها rania@example.com في 30 تشرين الأول 2026، 11:15 ص');
    expect(within(second).queryByRole('button', { name: /^إلغاء الدفعة/ })).not.toBeInTheDocument();
  });

  it("offers no void for a payment of a closed month (the server refuses it), and says each payment's currency", async () => {
    const lastMonth = payment({
      id: 'pay-0',
      receiptNumber: 'R-2026-000090',
      system: 'baydawi-kwh',
      billingMonth: '2026-10',
      billingMonthLabel: 'تشرين الأول 2026',
      amount: 15,
      currency: 'USD',
      method: 'cash',
    });
    const { dialog } = setup([live, lastMonth]);

    const list = await within(dialog).findByRole('list', { name: 'الدفعات' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('button', { name: 'إلغاء الدفعة R-2026-000124' })).toBeInTheDocument();
    expect(second).toHaveTextContent('نقداً بالدولار');
    expect(within(second).queryByRole('button', { name: /^إلغاء الدفعة/ })).not.toBeInTheDocument();
  });

  it('says when the customer has no payment yet', async () => {
    const { dialog } = setup([]);
    expect(await within(dialog).findByText('لا توجد دفعات مسجلة لهذا العميل')).toBeInTheDocument();
  });

  it('voids a payment only with a reason, then shows it void in the list', async () => {
    const { user, dialog, voids } = setup([live, voided]);

    await user.click(await within(dialog).findByRole('button', { name: 'إلغاء الدفعة R-2026-000124' }));
    const form = screen.getByRole('dialog', { name: 'إلغاء الدفعة R-2026-000124' });
    await user.click(within(form).getByRole('button', { name: 'تأكيد الإلغاء' }));
    expect(within(form).getByRole('textbox', { name: 'سبب الإلغاء' })).toHaveAccessibleDescription(
      'يرجى كتابة سبب الإلغاء',
    );
    expect(voids()).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'سبب الإلغاء' }), 'المبلغ خطأ');
    await user.click(within(form).getByRole('button', { name: 'تأكيد الإلغاء' }));

    const toast = await screen.findByText('تم إلغاء الدفعة', { selector: '.app-toast *' });
    expect(toast.parentElement).toHaveTextContent('الرصيد المستحق الآن \u2066$40\u2069');
    expect(voids()).toEqual([{ reason: 'المبلغ خطأ' }]);
    const list = await screen.findByRole('list', { name: 'الدفعات' });
    await waitFor(() => expect(within(list).getAllByText('ملغاة')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('سبب الإلغاء: المبلغ خطأ');
  });

  it("shows the server's refusal of a void and stays on the form", async () => {
    const { user, dialog } = setup([live], {
      status: 409,
      body: { message: 'لا يمكن إلغاء دفعة من شهر مغلق' },
    });
    await user.click(await within(dialog).findByRole('button', { name: 'إلغاء الدفعة R-2026-000124' }));
    const form = screen.getByRole('dialog', { name: 'إلغاء الدفعة R-2026-000124' });
    await user.type(within(form).getByRole('textbox', { name: 'سبب الإلغاء' }), 'خطأ');
    await user.click(within(form).getByRole('button', { name: 'تأكيد الإلغاء' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('لا يمكن إلغاء دفعة من شهر مغلق');
    await user.click(within(form).getByRole('button', { name: 'رجوع' }));
    expect(await screen.findByRole('list', { name: 'الدفعات' })).toBeInTheDocument();
  });
});
