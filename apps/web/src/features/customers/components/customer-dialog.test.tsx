import { screen, waitFor, within } from '@testing-library/react';
import { ampereRecord } from '../../../test/ampere-fixtures';
import { kwhCustomer } from '../../../test/kwh-fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import type { AmpereRecord } from '../../../types/ampere';
import { CustomerDialog } from './customer-dialog';
import { flatForm, meteredForm } from './tariff-kinds';

// 2 A at the low price of $26: an automatic price.
const record = ampereRecord({ ampere: 2, amperePrice: 26, amount: 52, outstandingBalance: 52 });

async function setup(edited: AmpereRecord = record) {
  const onClose = jest.fn();
  const fetchMock = mockFetch({
    'GET /api/ampere-records/pricing': {
      status: 200,
      body: { globalPrice: 16, lowPrice: 26, customPriceCount: 0 },
    },
    'PATCH /api/ampere-records/rec-1000': { status: 200, body: edited },
  });
  const app = renderApp(
    '/ampere',
    <CustomerDialog
      system="ampere"
      kind={flatForm}
      customer={edited}
      pricePlaceholder="تلقائي"
      onClose={onClose}
    />,
  );
  // The form opens once the prices are known (an automatic price shows empty).
  await screen.findByRole('textbox', { name: 'الاسم' });
  const dialog = screen.getByRole('dialog', { name: /تعديل السجل/ });
  const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
  const sent = () => JSON.parse(patches()[0][1].body);
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  return { ...app, dialog, onClose, patches, sent, field };
}

describe('the edit dialog', () => {
  it('shows an automatic price empty, as "automatic", and a price of their own as typed', async () => {
    const { field } = await setup();
    expect(field('سعر الأمبير')).toHaveValue('');
    expect(field('سعر الأمبير')).toHaveAttribute('placeholder', 'تلقائي');
  });

  it("shows a customer's own price", async () => {
    const { field } = await setup(
      ampereRecord({ ampere: 3, amperePrice: 20, amount: 60, priceIsCustom: true }),
    );
    expect(field('سعر الأمبير')).toHaveValue('20');
  });

  it("shows a price of the customer's own as typed even when it equals the automatic price", async () => {
    const { field } = await setup(
      ampereRecord({ ampere: 2, amperePrice: 26, amount: 52, priceIsCustom: true }),
    );
    expect(field('سعر الأمبير')).toHaveValue('26');
  });

  it('leaves the price out when only the amperes changed, so the price follows the amperes', async () => {
    const { user, dialog, field, sent, onClose } = await setup();

    await user.clear(field('الأمبير'));
    await user.type(field('الأمبير'), '٥');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // the paid amount as loaded is not sent (a payment recorded meanwhile stays).
    expect(sent()).toEqual({
      name: 'محمد علي',
      box: '5',
      ampere: 5,
      address: 'الشارع العام',
      phone: null,
    });
  });

  it('sends the paid amount only when the operator typed one', async () => {
    const { user, dialog, field, sent, onClose } = await setup();

    await user.clear(field('المبلغ المدفوع'));
    await user.type(field('المبلغ المدفوع'), '٢٠');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual(expect.objectContaining({ amountPaid: 20 }));
  });

  it('sends a price the operator typed, read by the one number reader', async () => {
    const { user, dialog, field, sent, onClose } = await setup();

    await user.clear(field('سعر الأمبير'));
    await user.type(field('سعر الأمبير'), '١٢,٥');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual(expect.objectContaining({ amperePrice: 12.5, ampere: 2 }));
  });

  it('sends a cleared price as null: back to the automatic price', async () => {
    const custom = ampereRecord({
      ampere: 3,
      amperePrice: 20,
      amount: 60,
      outstandingBalance: 60,
      priceIsCustom: true,
    });
    const { user, dialog, field, sent, onClose } = await setup(custom);

    await user.clear(field('سعر الأمبير'));
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual(expect.objectContaining({ amperePrice: null }));
  });

  it('refuses a paid amount that is not a number, naming the field, and sends nothing', async () => {
    const { user, dialog, field, patches, onClose } = await setup();

    await user.clear(field('المبلغ المدفوع'));
    await user.type(field('المبلغ المدفوع'), '10$');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));

    expect(await within(dialog).findByText('المبلغ المدفوع: «10$» ليس رقماً صالحاً')).toBeVisible();
    expect(patches()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before saving a payment above the bill, naming the amount, the bill and the credit', async () => {
    const { user, dialog, field, patches, sent, onClose } = await setup();

    await user.clear(field('المبلغ المدفوع'));
    await user.type(field('المبلغ المدفوع'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));

    const ask = await screen.findByRole('dialog', { name: 'المبلغ المدفوع أكبر من الفاتورة' });
    expect(ask).toHaveTextContent('$1,000');
    expect(ask).toHaveTextContent('$52');
    expect(ask).toHaveTextContent('$948');
    await user.click(within(ask).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'المبلغ المدفوع أكبر من الفاتورة' }),
      ).not.toBeInTheDocument(),
    );
    expect(patches()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'المبلغ المدفوع أكبر من الفاتورة' })).getByRole(
        'button',
        {
          name: 'حفظ المبلغ',
        },
      ),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual(expect.objectContaining({ amountPaid: 1000 }));
  });

  it('compares the payment with the bill after the edit (5 A at the global price)', async () => {
    const { user, dialog, field, sent, onClose } = await setup();

    await user.clear(field('الأمبير'));
    await user.type(field('الأمبير'), '5');
    await user.clear(field('المبلغ المدفوع'));
    await user.type(field('المبلغ المدفوع'), '80');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual(expect.objectContaining({ ampere: 5, amountPaid: 80 }));
    expect(screen.queryByRole('dialog', { name: 'المبلغ المدفوع أكبر من الفاتورة' })).not.toBeInTheDocument();
  });
});

describe('the same dialog for a customer of a metered group', () => {
  it('names the customer edited by number and shows the metered numbers, not the ampere price', async () => {
    const customer = kwhCustomer({ customerNumber: 1000 });
    mockFetch({ 'PATCH /api/mahmoud-kwh-customers/kwh-1000': { status: 200, body: customer } });
    renderApp(
      '/mahmoud-kwh',
      <CustomerDialog system="mahmoud-kwh" kind={meteredForm} customer={customer} onClose={jest.fn()} />,
    );

    const dialog = screen.getByRole('dialog', { name: 'تعديل العميل #1000' });
    expect(within(dialog).getByRole('textbox', { name: 'القراءة السابقة' })).toHaveValue('1000');
    expect(within(dialog).getByRole('textbox', { name: 'القراءة الحالية' })).toHaveValue('1120');
    expect(within(dialog).getByRole('textbox', { name: 'التأمين ($)' })).toHaveValue('50');
    expect(within(dialog).queryByRole('textbox', { name: 'سعر الأمبير' })).not.toBeInTheDocument();
  });

  it("adds a customer of the group with every number read, the price per kWh starting at the group's", async () => {
    const onClose = jest.fn();
    const fetchMock = mockFetch({
      'GET /api/baydawi-kwh-customers/group-price': {
        status: 200,
        body: { pricePerKwh: 0.42, pricePerKwhLbp: null },
      },
      'POST /api/baydawi-kwh-customers': { status: 201, body: kwhCustomer({ system: 'baydawi-kwh' }) },
    });
    const { user } = renderApp(
      '/baydawi-kwh',
      <CustomerDialog system="baydawi-kwh" kind={meteredForm} onClose={onClose} />,
    );
    // docs/metered-group-price.md: the group's price, not the spec's 1 dollar (once it is read).
    expect(await screen.findByRole('textbox', { name: 'سعر الكيلوواط ($)' })).toHaveValue('0.42');
    const dialog = screen.getByRole('dialog', { name: 'إضافة عميل' });
    await user.type(within(dialog).getByRole('textbox', { name: 'الاسم' }), 'سامي');
    await user.type(within(dialog).getByRole('textbox', { name: 'القراءة الحالية' }), '٥');
    await user.click(within(dialog).getByRole('button', { name: 'إضافة' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [[, init]] = fetchMock.mock.calls.filter(([url]) => url === '/api/baydawi-kwh-customers');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'سامي',
      box: null,
      address: null,
      phone: null,
      // docs/official-tariff.md#zones: a new customer is in a town unless chosen otherwise
      zone: 'town',
      ampere: 0,
      previousKwh: 0,
      currentKwh: 5,
      pricePerKwh: 0.42,
      ampereSubscriptionFee: 0,
      insurance: 0,
      amountPaid: 0,
    });
  });

  it("leaves the price blank when the group's price cannot be read, and sends none for the server to fill", async () => {
    const onClose = jest.fn();
    const fetchMock = mockFetch({
      'GET /api/baydawi-kwh-customers/group-price': { status: 500, body: { message: 'خطأ' } },
      'POST /api/baydawi-kwh-customers': { status: 201, body: kwhCustomer({ system: 'baydawi-kwh' }) },
    });
    const { user } = renderApp(
      '/baydawi-kwh',
      <CustomerDialog system="baydawi-kwh" kind={meteredForm} onClose={onClose} />,
    );
    expect(await screen.findByRole('textbox', { name: 'سعر الكيلوواط ($)' })).toHaveValue('');
    const dialog = screen.getByRole('dialog', { name: 'إضافة عميل' });
    await user.type(within(dialog).getByRole('textbox', { name: 'الاسم' }), 'سامي');
    await user.click(within(dialog).getByRole('button', { name: 'إضافة' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [[, init]] = fetchMock.mock.calls.filter(([url]) => url === '/api/baydawi-kwh-customers');
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'سامي', pricePerKwh: null });
  });
});
