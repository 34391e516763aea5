import { screen, waitFor } from '@testing-library/react';
import { mockFetch, operator, signedOut } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';

async function findLandingPage() {
  return screen.findByRole('link', { name: 'استعلام عن فاتورتي' });
}

describe('signed out', () => {
  beforeEach(() => mockFetch({ 'GET /api/auth/user': signedOut }));

  it('shows the landing page at /', async () => {
    renderApp('/');

    expect(await findLandingPage()).toBeInTheDocument();
  });

  it('shows the landing page for an unknown path', async () => {
    renderApp('/no-such-screen');

    expect(await findLandingPage()).toBeInTheDocument();
    expect(screen.queryByText('الصفحة غير موجودة')).not.toBeInTheDocument();
  });

  it('shows the landing page for a signed-in screen', async () => {
    renderApp('/ampere');

    expect(await findLandingPage()).toBeInTheDocument();
  });

  it.each([
    ['/customer-portal', 'الاستعلام عن الفاتورة'],
    ['/register', 'طلب اشتراك جديد'],
  ])('keeps %s reachable', async (path, heading) => {
    const app = renderApp(path);

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(app.currentPath()).toBe(path);
  });

  it('shows the sign-in form at /login', async () => {
    renderApp('/login');

    expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByLabelText('البريد الإلكتروني')).toBeInTheDocument();
  });

  it('shows the access-denied page with a try-again button that starts login', async () => {
    renderApp('/unauthorized');

    expect(await screen.findByText(/للمستخدمين المصرّح لهم فقط/)).toBeInTheDocument();
    expect(screen.getByText(/التواصل مع مسؤول النظام/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'حاول مرة أخرى' })).toHaveAttribute('href', '/api/login');
  });
});

describe('signed in', () => {
  beforeEach(() => mockFetch({ 'GET /api/auth/user': { status: 200, body: operator } }));

  it('shows the home menu at / and at /folders', async () => {
    renderApp('/folders');

    expect(await screen.findByRole('heading', { name: 'مرحباً أحمد الخطيب' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no-such-screen');

    expect(await screen.findByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
  });

  it('sends /login to the home menu', async () => {
    const app = renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'مرحباً أحمد الخطيب' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
  });
});

describe('logging out', () => {
  it('posts the logout and returns to the landing page', async () => {
    let session = true;
    const fetchMock = mockFetch({
      'GET /api/auth/user': () => (session ? { status: 200, body: operator } : signedOut),
      'POST /api/logout': () => {
        session = false;
        return { status: 200, body: { success: true } };
      },
    });
    const app = renderApp('/folders');

    await app.user.click(await screen.findByRole('button', { name: 'تسجيل الخروج' }));

    expect(await findLandingPage()).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('stays on the home menu and only logs when the logout fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'POST /api/logout': { status: 500, body: 'boom' },
    });
    const app = renderApp('/');

    await app.user.click(await screen.findByRole('button', { name: 'تسجيل الخروج' }));

    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'مرحباً أحمد الخطيب' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    consoleError.mockRestore();
  });
});
