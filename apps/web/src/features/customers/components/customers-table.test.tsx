import { screen, within } from '@testing-library/react';
import { ampereRecord } from '../../../test/ampere-fixtures';
import { kwhCustomer } from '../../../test/kwh-fixtures';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';
import type { AmpereRecord } from '../../../types/ampere';
import type { KwhCustomer } from '../../../types/kwh';
import { flatKind, meteredKind, meteredListKind, type CustomerListKind } from './customer-kinds';
import { CustomersTable } from './customers-table';

const actions = () => ({
  edit: jest.fn(),
  remove: jest.fn(),
  markPaid: jest.fn(),
  takePayment: jest.fn(),
  showPayments: jest.fn(),
});

function renderTable<T extends AmpereRecord | KwhCustomer>(
  kind: CustomerListKind<T>,
  customers: T[],
  { markPaid = false, onSave }: { markPaid?: boolean; onSave?: () => void } = {},
) {
  const { markPaid: mark, ...rest } = actions();
  return renderApp(
    '/',
    <CustomersTable
      kind={kind}
      customers={customers}
      emptyText="لا أحد"
      actions={markPaid ? { ...rest, markPaid: mark } : rest}
      onSave={onSave}
    />,
  );
}

const mobile = '+96171123456';
const row = (name: string) =>
  screen.getAllByRole('cell', { name: new RegExp(name) })[0].closest('tr') as HTMLElement;

describe('the customers table of a tariff kind', () => {
  it('shows a flat customer as amperes × price, its cells edited in place, with an invoice and WhatsApp', () => {
    renderTable(
      flatKind,
      [ampereRecord({ name: 'سامر', ampere: 3, amperePrice: 15, amount: 45, phone: mobile })],
      {
        onSave: jest.fn(),
      },
    );

    const table = screen.getByRole('table', { name: 'سجلات المشتركين' });
    expect(within(table).getByRole('button', { name: 'نسخ عمود السعر' })).toBeInTheDocument();
    const cells = within(row('سامر')).getAllByRole('cell');
    expect(cells[5]).toHaveTextContent('$45');
    expect(within(row('سامر')).getByRole('button', { name: 'تعديل الأمبير: 3' })).toBeInTheDocument();
    expect(within(row('سامر')).getByRole('link', { name: 'طباعة فاتورة سامر' })).toBeInTheDocument();
    expect(within(row('سامر')).getByRole('button', { name: 'واتساب' })).toBeInTheDocument();
    expect(within(row('سامر')).queryByRole('button', { name: /مدفوعاً/ })).not.toBeInTheDocument();
  });

  it('shows a metered group customer by consumption and readings, marks only the unpaid paid, nothing edited in place', () => {
    renderTable(
      meteredKind,
      [
        kwhCustomer({ name: 'ليلى', consumption: 120, previousKwh: 1000, currentKwh: 1120, isPaid: false }),
        kwhCustomer({ id: 'kwh-2', customerNumber: 1001, name: 'وليد', isPaid: true }),
      ],
      { markPaid: true },
    );

    expect(screen.getByRole('table', { name: 'عملاء المجموعة' })).toBeInTheDocument();
    expect(within(row('ليلى')).getAllByRole('cell')[1]).toHaveTextContent('120 1,000 → 1,120');
    expect(within(row('ليلى')).getByRole('button', { name: 'تسجيل ليلى مدفوعاً' })).toBeInTheDocument();
    expect(within(row('وليد')).queryByRole('button', { name: /مدفوعاً/ })).not.toBeInTheDocument();
    expect(within(row('ليلى')).getByRole('link', { name: 'طباعة فاتورة ليلى' })).toHaveAttribute(
      'href',
      '/mahmoud-kwh/invoice?id=kwh-1000',
    );
    expect(within(row('ليلى')).queryByRole('button', { name: /^تعديل الاستهلاك/ })).not.toBeInTheDocument();
  });

  it('shows the generic kWh list with a column per field, a copy button on each but the actions, no invoice', () => {
    renderTable(meteredListKind, [kwhCustomer({ name: 'هدى', system: 'kwh' })]);

    const table = screen.getByRole('table', { name: 'عملاء الكيلوواط' });
    expect(within(table).getAllByRole('button', { name: /^نسخ عمود/ })).toHaveLength(12);
    expect(within(row('هدى')).getByRole('button', { name: 'تعديل هدى' })).toBeInTheDocument();
    expect(within(row('هدى')).queryByRole('link', { name: /طباعة فاتورة/ })).not.toBeInTheDocument();
    expect(within(row('هدى')).queryByRole('button', { name: 'واتساب' })).not.toBeInTheDocument();
  });
});

describe('the customers of a tariff kind on a phone', () => {
  onAPhone();

  it('offers "pay" in a flat card, the amount paid edited in the card, and no "paid in full"', () => {
    renderTable(flatKind, [ampereRecord({ name: 'سامر' })], { onSave: jest.fn() });
    const flat = screen.getByRole('article', { name: 'سامر' });
    expect(within(flat).getByRole('button', { name: 'تعديل المدفوع: سامر' })).toBeInTheDocument();
    expect(within(flat).queryByRole('button', { name: /مدفوعاً/ })).not.toBeInTheDocument();
  });

  it('shows a metered card with its consumption line and the mark-paid button', () => {
    renderTable(meteredKind, [kwhCustomer({ name: 'ليلى', consumption: 120 })], { markPaid: true });
    const card = screen.getByRole('article', { name: 'ليلى' });
    expect(within(card).getByText(/120 ك.و.س/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'تسجيل ليلى مدفوعاً' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^تعديل المدفوع/ })).not.toBeInTheDocument();
  });
});
