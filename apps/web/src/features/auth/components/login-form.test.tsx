import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, operator, signedOut, type FakeAnswer } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { LoginPage } from '../pages/login-page';

function renderLoginPage(path = '/login') {
  return renderApp(
    path,
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<h1>الصفحة الرئيسية</h1>} />
      <Route path="/table-view" element={<h1>الجدول الرئيسي</h1>} />
    </Routes>,
  );
}

async function signIn(app: ReturnType<typeof renderLoginPage>, email: string, password: string) {
  await app.user.type(screen.getByLabelText('البريد الإلكتروني'), email);
  await app.user.type(screen.getByLabelText('كلمة المرور'), password);
  await app.user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
}

describe('the sign-in form', () => {
  it("shows the server's Arabic message when the credentials are refused", async () => {
    mockFetch({
      'GET /api/auth/user': signedOut,
      'POST /api/login': { status: 401, body: { message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' } },
    });
    const app = renderLoginPage();

    await signIn(app, 'ahmad@example.com', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    expect(app.currentPath()).toBe('/login');
  });

  it("shows the server's Arabic message when there were too many attempts", async () => {
    mockFetch({
      'POST /api/login': { status: 429, body: { message: 'محاولات كثيرة، حاول بعد 15 دقيقة' } },
    });
    const app = renderLoginPage();

    await signIn(app, 'ahmad@example.com', 'secret');

    expect(await screen.findByRole('alert')).toHaveTextContent('محاولات كثيرة، حاول بعد 15 دقيقة');
  });

  it('sends the email and password and goes home on success', async () => {
    let sent: unknown;
    mockFetch({
      'POST /api/login': (init): FakeAnswer => {
        sent = JSON.parse(String(init.body));
        return { status: 200, body: operator };
      },
    });
    const app = renderLoginPage();

    await signIn(app, ' ahmad@example.com ', 'secret');

    expect(await screen.findByRole('heading', { name: 'الصفحة الرئيسية' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
    expect(sent).toEqual({ email: 'ahmad@example.com', password: 'secret' });
    expect(app.queryClient.getQueryData(['/api/auth/user'])).toEqual(operator);
  });

  it('lands on the page the session ended on once signed in again', async () => {
    mockFetch({ 'POST /api/login': { status: 200, body: operator } });
    const app = renderLoginPage('/login?returnTo=%2Ftable-view');

    await signIn(app, 'ahmad@example.com', 'secret');

    expect(await screen.findByRole('heading', { name: 'الجدول الرئيسي' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/table-view');
  });

  it('goes home instead when the return address is another site', async () => {
    mockFetch({ 'POST /api/login': { status: 200, body: operator } });
    const app = renderLoginPage('/login?returnTo=%2F%2Fevil.example');

    await signIn(app, 'ahmad@example.com', 'secret');

    expect(await screen.findByRole('heading', { name: 'الصفحة الرئيسية' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
  });

  it('says in Arabic what is missing, under each field, instead of the browser bubble', async () => {
    const fetchMock = mockFetch({});
    const app = renderLoginPage();

    expect(screen.getByRole('form', { name: 'تسجيل الدخول' })).toHaveAttribute('novalidate');
    await app.user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));

    expect(screen.getByText('أدخل البريد الإلكتروني')).toBeVisible();
    expect(screen.getByText('أدخل كلمة المرور')).toBeVisible();
    await app.user.type(screen.getByLabelText('البريد الإلكتروني'), 'ahmad');
    await app.user.type(screen.getByLabelText('كلمة المرور'), 'secret');
    await app.user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(screen.getByText('البريد الإلكتروني غير صالح: يجب أن يحتوي على @')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
