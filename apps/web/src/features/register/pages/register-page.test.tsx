import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { redirectBrowser } from '../../../lib/browser-location';
import { mockFetch, type FakeAnswer } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { RegisterPage } from './register-page';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn() }));

function renderRegister() {
  return renderApp(
    '/register',
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/" element={<h1>الصفحة الرئيسية</h1>} />
    </Routes>,
  );
}

type App = ReturnType<typeof renderRegister>;

const field = (name: string) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'إرسال الطلب' });

async function fillIn(app: App, values: { ampere?: string; meter?: 'عداد' | 'مقطوعة' } = {}) {
  await app.user.type(field('الاسم الكامل'), 'منى الأسعد');
  await app.user.type(field('رقم الهاتف'), '03/123456');
  await app.user.type(field('العنوان'), 'بيروت، الطريق الجديدة');
  await app.user.clear(field('عدد الأمبيرات المطلوبة'));
  await app.user.type(field('عدد الأمبيرات المطلوبة'), values.ampere ?? '5');
  await app.user.click(screen.getByRole('radio', { name: values.meter ?? 'عداد' }));
}

const accepted: FakeAnswer = {
  status: 201,
  body: {
    id: 'p-1',
    status: 'pending',
    message: 'تم إرسال طلبك بنجاح، سنتواصل معك قريباً',
    reference: 'REG-1017',
  },
};

describe('the registration page', () => {
  afterEach(() => jest.mocked(redirectBrowser).mockReset());

  it('offers the five fields, with amperes starting at 0 and two service types', () => {
    renderRegister();

    expect(screen.getByRole('heading', { level: 1, name: 'طلب اشتراك جديد' })).toBeInTheDocument();
    expect(field('الاسم الكامل')).toHaveValue('');
    expect(field('رقم الهاتف')).toHaveValue('');
    expect(field('العنوان')).toHaveValue('');
    expect(field('عدد الأمبيرات المطلوبة')).toHaveValue('0');
    const serviceType = screen.getByRole('group', { name: 'نوع الخدمة' });
    expect(
      within(serviceType)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['meter', 'cutoff']);
    expect(within(serviceType).getByRole('radio', { name: 'عداد' })).not.toBeChecked();
    expect(within(serviceType).getByRole('radio', { name: 'مقطوعة' })).not.toBeChecked();
  });

  it('names every missing field and sends nothing', async () => {
    const fetchMock = mockFetch({});
    const app = renderRegister();

    await app.user.click(submitButton());

    expect(field('الاسم الكامل')).toHaveAccessibleDescription('الاسم مطلوب');
    expect(field('رقم الهاتف')).toHaveAccessibleDescription(expect.stringContaining('رقم الهاتف مطلوب'));
    expect(field('العنوان')).toHaveAccessibleDescription(expect.stringContaining('العنوان مطلوب'));
    expect(field('عدد الأمبيرات المطلوبة')).toHaveAccessibleDescription('عدد الأمبيرات المطلوبة مطلوب');
    expect(screen.getByRole('group', { name: 'نوع الخدمة' })).toHaveAccessibleDescription('نوع الخدمة مطلوب');
    expect(field('الاسم الكامل')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses 0 amperes (the default) and clears the message once corrected', async () => {
    const fetchMock = mockFetch({});
    const app = renderRegister();
    await fillIn(app, { ampere: '0' });

    await app.user.click(submitButton());

    const amperes = field('عدد الأمبيرات المطلوبة');
    expect(amperes).toHaveAccessibleDescription('عدد الأمبيرات المطلوبة مطلوب');
    expect(amperes).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    await app.user.type(amperes, '3');
    expect(amperes).not.toHaveAccessibleDescription('عدد الأمبيرات المطلوبة مطلوب');
  });

  it('refuses a phone that is not a phone number', async () => {
    mockFetch({});
    const app = renderRegister();
    await fillIn(app);
    await app.user.clear(field('رقم الهاتف'));
    await app.user.type(field('رقم الهاتف'), 'لا يوجد');

    await app.user.click(submitButton());

    expect(field('رقم الهاتف')).toHaveAccessibleDescription(expect.stringContaining('رقم الهاتف غير صالح'));
  });

  it('sends the request and shows the success screen with a way home', async () => {
    let sent: unknown;
    mockFetch({
      'POST /api/pending-customers': (init) => {
        sent = JSON.parse(String(init.body));
        return accepted;
      },
    });
    const app = renderRegister();
    await fillIn(app, { ampere: '٥', meter: 'مقطوعة' });

    await app.user.click(submitButton());

    expect(await screen.findByText('تم إرسال طلبك بنجاح')).toBeInTheDocument();
    // The applicant keeps the reference to quote when they call.
    expect(screen.getByText('تم إرسال طلبك بنجاح').closest('[role="status"]')).toHaveTextContent(
      'رقم طلبك: REG-1017',
    );
    expect(sent).toEqual({
      name: 'منى الأسعد',
      phone: '03/123456',
      address: 'بيروت، الطريق الجديدة',
      ampereRequested: 5,
      meterType: 'cutoff',
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }));
    expect(app.currentPath()).toBe('/');
  });

  it('shows the failure toast and keeps the form when the server fails', async () => {
    mockFetch({ 'POST /api/pending-customers': { status: 500, body: { message: 'حدث خطأ في الخادم' } } });
    const app = renderRegister();
    await fillIn(app);

    await app.user.click(submitButton());

    expect(await screen.findByText('فشل في إرسال الطلب، يرجى المحاولة مرة أخرى')).toBeInTheDocument();
    expect(field('الاسم الكامل')).toHaveValue('منى الأسعد');
    expect(submitButton()).toBeEnabled();
  });

  it("adds the server's explanation to the failure toast, and never sends the visitor to sign in", async () => {
    mockFetch({
      'POST /api/pending-customers': {
        status: 429,
        body: { message: 'تم إرسال طلبات كثيرة، يرجى المحاولة بعد 60 دقيقة' },
      },
    });
    const app = renderRegister();
    await fillIn(app);

    await app.user.click(submitButton());

    expect(await screen.findByText('فشل في إرسال الطلب، يرجى المحاولة مرة أخرى')).toBeInTheDocument();
    expect(screen.getByText('تم إرسال طلبات كثيرة، يرجى المحاولة بعد 60 دقيقة')).toBeInTheDocument();
    expect(redirectBrowser).not.toHaveBeenCalled();
  });

  it('shows the failure toast when the server cannot be reached', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as typeof fetch;
    const app = renderRegister();
    await fillIn(app);

    await app.user.click(submitButton());

    expect(await screen.findByText('فشل في إرسال الطلب، يرجى المحاولة مرة أخرى')).toBeInTheDocument();
  });
});
