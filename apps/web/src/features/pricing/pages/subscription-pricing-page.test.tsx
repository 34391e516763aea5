import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

const admin = { ...operator, role: 'admin' };

function pricingRoutes(extra: Record<string, FakeRoute> = {}) {
  return mockFetch({
    'GET /api/auth/user': { status: 200, body: admin },
    'GET /api/exchange-rate': { status: 200, body: 89500 },
    'GET /api/subscription-pricing': { status: 200, body: { '5': 450000, '20': 1500000 } },
    'GET /api/subscription-amperage-data': {
      status: 200,
      body: [
        { amperage: 5, customerCount: 12 },
        { amperage: 10, customerCount: 3 },
      ],
    },
    ...extra,
  });
}

const posted = (fetchMock: jest.Mock, url: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init.body)));

describe('the subscription pricing screen', () => {
  it('lists every amperage customers have, and every priced one, with its customer count and LBP fee', async () => {
    pricingRoutes();
    renderApp('/subscription-pricing');

    const fees = await screen.findByRole('form', { name: 'رسوم الاشتراك حسب الأمبير' });
    const rows = within(fees).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('5 أمبير12 عميلاً'),
      expect.stringContaining('10 أمبير3 عملاء'),
      expect.stringContaining('20 أمبير0 عميل'),
    ]);
    expect(within(fees).getByRole('textbox', { name: 'رسم اشتراك 5 أمبير' })).toHaveValue('450000');
    expect(within(fees).getByRole('textbox', { name: 'رسم اشتراك 10 أمبير' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'سعر صرف الدولار (ليرة لبنانية)' })).toHaveValue('89500');
    expect(screen.getByRole('heading', { name: 'ملاحظات' })).toBeInTheDocument();
  });

  it('saves the whole map (a blank fee drops that price) and says how many customers changed', async () => {
    const fetchMock = pricingRoutes({
      'POST /api/subscription-pricing': (init) => ({
        status: 200,
        body: { pricing: JSON.parse(String(init.body)).pricing, customersUpdated: 15 },
      }),
    });
    const app = renderApp('/subscription-pricing');

    const fees = await screen.findByRole('form', { name: 'رسوم الاشتراك حسب الأمبير' });
    await app.user.type(within(fees).getByRole('textbox', { name: 'رسم اشتراك 10 أمبير' }), '٩٠٠٬٠٠٠');
    await app.user.clear(within(fees).getByRole('textbox', { name: 'رسم اشتراك 20 أمبير' }));
    await app.user.click(within(fees).getByRole('button', { name: 'حفظ الأسعار' }));

    expect(await screen.findByText('تم التحديث')).toBeInTheDocument();
    expect(
      screen.getByText('تم تحديث أسعار رسوم الاشتراك بنجاح. أُعيد حساب فواتير 15 عميلاً'),
    ).toBeInTheDocument();
    expect(posted(fetchMock, '/api/subscription-pricing')).toEqual([
      { pricing: { '5': 450000, '10': 900000 } },
    ]);
  });

  it('refuses a fee that is not a whole number of pounds, naming the amperage, and sends nothing', async () => {
    const fetchMock = pricingRoutes();
    const app = renderApp('/subscription-pricing');

    const fees = await screen.findByRole('form', { name: 'رسوم الاشتراك حسب الأمبير' });
    const five = within(fees).getByRole('textbox', { name: 'رسم اشتراك 5 أمبير' });
    await app.user.clear(five);
    await app.user.type(five, 'abc');
    const ten = within(fees).getByRole('textbox', { name: 'رسم اشتراك 10 أمبير' });
    await app.user.type(ten, '1500.5');
    await app.user.click(within(fees).getByRole('button', { name: 'حفظ الأسعار' }));

    expect(
      await within(fees).findByText(/رسم اشتراك 5 أمبير/, { selector: '.invalid-feedback' }),
    ).toBeVisible();
    expect(within(fees).getByText('رسم اشتراك 10 أمبير: يجب أن يكون عدداً صحيحاً')).toBeVisible();
    expect(five).toHaveAttribute('aria-invalid', 'true');
    expect(posted(fetchMock, '/api/subscription-pricing')).toEqual([]);
  });

  it('puts the loaded fees back on reset', async () => {
    pricingRoutes();
    const app = renderApp('/subscription-pricing');

    const fees = await screen.findByRole('form', { name: 'رسوم الاشتراك حسب الأمبير' });
    const reset = within(fees).getByRole('button', { name: 'إعادة تعيين' });
    expect(reset).toBeDisabled();
    const five = within(fees).getByRole('textbox', { name: 'رسم اشتراك 5 أمبير' });
    await app.user.clear(five);
    await app.user.type(five, '1');
    await app.user.click(reset);

    expect(five).toHaveValue('450000');
    expect(reset).toBeDisabled();
  });

  it('saves a whole exchange rate and says how many customers changed', async () => {
    const fetchMock = pricingRoutes({
      'POST /api/exchange-rate': { status: 200, body: { usdToLbp: 90000, customersUpdated: 2 } },
    });
    const app = renderApp('/subscription-pricing');

    const form = await screen.findByRole('form', { name: 'سعر الصرف' });
    const rate = within(form).getByRole('textbox', { name: 'سعر صرف الدولار (ليرة لبنانية)' });
    await app.user.clear(rate);
    await app.user.type(rate, '90,000');
    await app.user.click(within(form).getByRole('button', { name: 'حفظ سعر الصرف' }));

    expect(await screen.findByText('تم تحديث سعر الصرف')).toBeInTheDocument();
    expect(screen.getByText('أُعيد حساب فواتير عميلين')).toBeInTheDocument();
    expect(posted(fetchMock, '/api/exchange-rate')).toEqual([{ usdToLbp: 90000 }]);
  });

  it.each([
    ['0', 'سعر الصرف: يجب أن يكون أكبر من صفر'],
    ['89500.5', 'سعر صرف الدولار (ليرة لبنانية): يجب أن يكون عدداً صحيحاً'],
    ['-5', 'سعر صرف الدولار (ليرة لبنانية): لا يمكن أن يكون سالباً'],
  ])('refuses the exchange rate %s in Arabic under the field and sends nothing', async (typed, message) => {
    const fetchMock = pricingRoutes();
    const app = renderApp('/subscription-pricing');

    const form = await screen.findByRole('form', { name: 'سعر الصرف' });
    const rate = within(form).getByRole('textbox', { name: 'سعر صرف الدولار (ليرة لبنانية)' });
    await app.user.clear(rate);
    await app.user.type(rate, typed);
    await app.user.click(within(form).getByRole('button', { name: 'حفظ سعر الصرف' }));

    expect(await within(form).findByText(message)).toBeVisible();
    expect(posted(fetchMock, '/api/exchange-rate')).toEqual([]);
  });

  it('refuses a rate that is not a number, naming the field', async () => {
    const fetchMock = pricingRoutes();
    const app = renderApp('/subscription-pricing');

    const form = await screen.findByRole('form', { name: 'سعر الصرف' });
    const rate = within(form).getByRole('textbox', { name: 'سعر صرف الدولار (ليرة لبنانية)' });
    await app.user.clear(rate);
    await app.user.type(rate, 'كثير');
    await app.user.click(within(form).getByRole('button', { name: 'حفظ سعر الصرف' }));

    expect(
      await within(form).findByText(/سعر صرف الدولار \(ليرة لبنانية\)/, { selector: '.invalid-feedback' }),
    ).toBeVisible();
    expect(posted(fetchMock, '/api/exchange-rate')).toEqual([]);
  });

  it("shows the server's Arabic refusal under the spec's failure title", async () => {
    pricingRoutes({
      'POST /api/subscription-pricing': {
        status: 400,
        body: { message: 'سعر اشتراك 5 أمبير: المبلغ كبير جداً' },
      },
    });
    const app = renderApp('/subscription-pricing');

    const fees = await screen.findByRole('form', { name: 'رسوم الاشتراك حسب الأمبير' });
    await app.user.click(within(fees).getByRole('button', { name: 'حفظ الأسعار' }));

    expect(await screen.findByText('خطأ')).toBeInTheDocument();
    expect(screen.getByText('سعر اشتراك 5 أمبير: المبلغ كبير جداً')).toBeInTheDocument();
  });

  it('says an exchange-rate failure in Arabic', async () => {
    pricingRoutes({ 'POST /api/exchange-rate': { status: 500, body: 'boom' } });
    const app = renderApp('/subscription-pricing');

    const form = await screen.findByRole('form', { name: 'سعر الصرف' });
    await app.user.click(within(form).getByRole('button', { name: 'حفظ سعر الصرف' }));

    expect(await screen.findByText('فشل في تحديث سعر الصرف')).toBeInTheDocument();
  });

  it('shows an operator the prices read-only, with a clear note that changing them is for administrators', async () => {
    pricingRoutes({ 'GET /api/auth/user': { status: 200, body: { ...operator, role: 'operator' } } });
    renderApp('/subscription-pricing');

    expect(await screen.findByRole('alert')).toHaveTextContent('هذه الصفحة لمسؤولي النظام فقط');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'سعر صرف الدولار (ليرة لبنانية)' })).toBeDisabled(),
    );
    expect(screen.getByRole('textbox', { name: 'رسم اشتراك 5 أمبير' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'حفظ الأسعار' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'حفظ سعر الصرف' })).not.toBeInTheDocument();
  });
});
