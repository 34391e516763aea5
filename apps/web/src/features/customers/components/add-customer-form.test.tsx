import { screen, waitFor, within } from '@testing-library/react';
import { ampereRecord } from '../../../test/ampere-fixtures';
import { kwhCustomer } from '../../../test/kwh-fixtures';
import { mockFetch, type FakeAnswer } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { AddCustomerForm } from './add-customer-form';
import { flatForm, meteredForm } from './tariff-kinds';

const created = ampereRecord({ customerNumber: 1002, name: 'سامي' });

function setup(answer: FakeAnswer | ((init: RequestInit) => FakeAnswer) = { status: 201, body: created }) {
  const fetchMock = mockFetch({ 'POST /api/ampere-records': answer });
  const app = renderApp(
    '/ampere',
    <AddCustomerForm system="ampere" kind={flatForm} pricePlaceholder="تلقائي" />,
  );
  const form = screen.getByRole('form', { name: 'إضافة عميل' });
  const creates = () =>
    fetchMock.mock.calls.filter(([url, init]) => url === '/api/ampere-records' && init?.method === 'POST');
  const sent = (index = 0) => JSON.parse(creates()[index][1].body);
  const keyOf = (index = 0) => (creates()[index][1].headers as Record<string, string>)['Idempotency-Key'];
  return { ...app, form, fetchMock, creates, sent, keyOf };
}

describe('adding a customer', () => {
  it('reads Arabic-Indic amperes and a comma-decimal price typed in Arabic digits', async () => {
    const { user, form, sent, creates } = setup();
    const ampere = within(form).getByRole('textbox', { name: 'الأمبير' });
    const price = within(form).getByRole('textbox', { name: 'سعر الأمبير' });
    expect(ampere).toHaveAttribute('inputmode', 'decimal');
    expect(ampere).toHaveAttribute('type', 'text');

    await user.type(within(form).getByRole('textbox', { name: 'الاسم' }), 'سامي');
    await user.type(within(form).getByRole('textbox', { name: 'رقم العلبة' }), '٧');
    await user.clear(ampere);
    await user.type(ampere, '٣');
    await user.type(price, '١٢,٥');
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));

    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(sent()).toEqual(
      expect.objectContaining({ name: 'سامي', box: '٧', ampere: 3, amperePrice: 12.5, address: null }),
    );
  });

  it('refuses amperes that are not a number with a message naming the field, and sends nothing', async () => {
    const { user, form, creates } = setup();
    await user.type(within(form).getByRole('textbox', { name: 'الاسم' }), 'سامي');
    const ampere = within(form).getByRole('textbox', { name: 'الأمبير' });
    await user.clear(ampere);
    await user.type(ampere, 'ثلاثة');
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));

    expect(await within(form).findByText('الأمبير: «ثلاثة» ليس رقماً صالحاً')).toBeVisible();
    expect(ampere).toHaveAccessibleDescription('الأمبير: «ثلاثة» ليس رقماً صالحاً');
    expect(creates()).toHaveLength(0);
  });

  it('refuses a price that is not a number', async () => {
    const { user, form, creates } = setup();
    await user.type(within(form).getByRole('textbox', { name: 'الاسم' }), 'سامي');
    await user.type(within(form).getByRole('textbox', { name: 'سعر الأمبير' }), '12,5,3');
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));

    expect(await within(form).findByText('سعر الأمبير: «12,5,3» ليس رقماً صالحاً')).toBeVisible();
    expect(creates()).toHaveLength(0);
  });

  it('creates one customer on a double click, with an idempotency key', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const { user, form, fetchMock, creates, keyOf } = setup({ status: 201, body: created });
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          answer = (value) =>
            resolve({
              ok: true,
              status: value.status,
              text: async () => JSON.stringify(value.body),
            } as Response);
        }),
    );
    await user.type(within(form).getByRole('textbox', { name: 'الاسم' }), 'سامي');

    await user.dblClick(within(form).getByRole('button', { name: 'إضافة' }));
    await user.type(within(form).getByRole('textbox', { name: 'الاسم' }), '{Enter}');

    expect(creates()).toHaveLength(1);
    expect(within(form).getByRole('button', { name: /جارٍ الإضافة/ })).toBeDisabled();
    expect(within(form).getByRole('textbox', { name: 'الاسم' })).toBeDisabled();
    expect(keyOf()).toMatch(/^[0-9a-f-]{36}$/);
    answer({ status: 201, body: created });
    expect(await screen.findByText(/^تم إنشاء السجل بنجاح: رقم العميل/)).toBeInTheDocument();
    expect(creates()).toHaveLength(1);
  });

  it('retries a failed create with the same idempotency key, and a new customer gets a new key', async () => {
    let fail = true;
    const { user, form, creates, keyOf } = setup(() =>
      fail ? { status: 500, body: 'boom' } : { status: 201, body: created },
    );
    await user.type(within(form).getByRole('textbox', { name: 'الاسم' }), 'سامي');
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));
    await screen.findByText('فشل في إنشاء السجل');

    fail = false;
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));
    await screen.findByText(/^تم إنشاء السجل بنجاح: رقم العميل/);
    expect(keyOf(1)).toBe(keyOf(0));

    await user.type(within(form).getByRole('textbox', { name: 'الاسم' }), 'رامي');
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));
    await waitFor(() => expect(creates()).toHaveLength(3));
    expect(keyOf(2)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it('shows a duplicate with its existing number and adds anyway only when asked', async () => {
    const { user, form, creates, sent, keyOf } = setup((init) =>
      JSON.parse(String(init.body)).force
        ? { status: 201, body: created }
        : {
            status: 409,
            body: {
              message: 'يوجد عميل بالاسم نفسه في العلبة نفسها (رقم #1004)',
              code: 'DUPLICATE_CUSTOMER',
              existingCustomerNumber: 1004,
            },
          },
    );
    await user.type(within(form).getByRole('textbox', { name: 'الاسم' }), 'سامي');
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('يوجد عميل بالاسم نفسه في العلبة نفسها (رقم #1004)');
    expect(sent(0).force).toBeUndefined();
    await user.click(within(alert).getByRole('button', { name: 'إضافة على أي حال' }));

    expect(await screen.findByText(/^تم إنشاء السجل بنجاح: رقم العميل/)).toBeInTheDocument();
    expect(creates()).toHaveLength(2);
    expect(sent(1)).toEqual(expect.objectContaining({ name: 'سامي', force: true }));
    expect(keyOf(1)).toBe(keyOf(0));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('adding a customer to a metered group (docs/metered-group-price.md)', () => {
  function setupGroup(groupPrice: { pricePerKwh: number; pricePerKwhLbp: number | null }) {
    const fetchMock = mockFetch({
      'GET /api/kwh-customers/group-price': { status: 200, body: groupPrice },
      'POST /api/kwh-customers': (init) => ({
        status: 201,
        body: kwhCustomer({ system: 'kwh', customerNumber: 1002, ...JSON.parse(String(init.body)) }),
      }),
    });
    const app = renderApp('/kwh', <AddCustomerForm system="kwh" kind={meteredForm} />);
    const posted = () =>
      fetchMock.mock.calls
        .filter(([url, init]) => url === '/api/kwh-customers' && init?.method === 'POST')
        .map(([, init]) => JSON.parse(String(init.body)));
    return { ...app, posted };
  }

  it("starts the price per kWh at the group's price, not 1, and sends it back as typed", async () => {
    const { user, posted } = setupGroup({ pricePerKwh: 0.42, pricePerKwhLbp: null });
    const form = await screen.findByRole('form', { name: 'إضافة عميل' });
    expect(within(form).getByRole('textbox', { name: 'سعر الكيلوواط ($)' })).toHaveValue('0.42');

    await user.type(within(form).getByRole('textbox', { name: 'الاسم' }), 'ليلى');
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ name: 'ليلى', pricePerKwh: 0.42 });
  });

  it('starts at the dollars of a group price set in pounds (the server keeps the pounds for them)', async () => {
    setupGroup({ pricePerKwh: 0.3759, pricePerKwhLbp: 37_590 });
    const form = await screen.findByRole('form', { name: 'إضافة عميل' });
    expect(within(form).getByRole('textbox', { name: 'سعر الكيلوواط ($)' })).toHaveValue('0.3759');
  });
});
