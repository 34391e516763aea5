import { act, screen, waitFor } from '@testing-library/react';
import { toast } from '../components/toast';
import { billingSystems } from '../test/billing-systems-fixtures';
import { mockFetch, operator, signedOut } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';

const completeProfile = {
  name: 'مولد كهرباء الحي',
  address: 'بيروت، الحمرا',
  phone: '01 234 567',
  phone2: '',
  email: '',
  registrationNumber: '',
  lookupNote: '',
};

async function findLandingPage() {
  return screen.findByRole('link', { name: 'استعلام عن فاتورتي' });
}

describe('while the sign-in state loads', () => {
  it('shows a spinner, not the landing page', async () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    renderApp('/ampere');

    expect(await screen.findByText('جارٍ التحميل...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'استعلام عن فاتورتي' })).not.toBeInTheDocument();
  });
});

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

  it('sends /login to the page the sign-in was for, when it is a page of this site', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/archived-records': { status: 200, body: [] },
    });
    const app = renderApp('/login?returnTo=%2Farchived%3Fq%3D1');

    expect(await screen.findByRole('heading', { name: 'أرشيف السجلات المحذوفة' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/archived?q=1');
  });

  it('sends /login home when the return address leads elsewhere', async () => {
    const app = renderApp('/login?returnTo=https%3A%2F%2Fevil.example%2F');

    expect(await screen.findByRole('heading', { name: 'مرحباً أحمد الخطيب' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
  });

  it('closes the toast of a page when the operator leaves it', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { name: 'مرحباً أحمد الخطيب' });
    act(() => {
      toast({ title: 'تم نسخ العمود' });
    });
    expect(screen.getByText('تم نسخ العمود')).toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: /بيانات الشركة/ }));

    await waitFor(() => expect(app.currentPath()).toBe('/settings/company'));
    expect(screen.queryByText('تم نسخ العمود')).not.toBeInTheDocument();
  });

  it('sends /login to the home menu', async () => {
    const app = renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'مرحباً أحمد الخطيب' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
  });
});

describe('the screens of every metered group (docs/metered-groups.md)', () => {
  beforeEach(() =>
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/billing-systems': { status: 200, body: billingSystems },
      ...Object.fromEntries(
        billingSystems.map((system) => [`GET /api/${system.id}-customers`, { status: 200, body: [] }]),
      ),
    }),
  );

  it.each([
    // the named groups' routes
    ['/mahmoud-kwh', 'كيلوواط محمود'],
    ['/baydawi-kwh-bulk', 'الإدخال المجمع: كيلوواط البيضاوي'],
    ['/mahmoud-kwh-bulk-print', 'طباعة الفواتير المجمعة: كيلوواط محمود'],
    // the generic list: its own screen and the groups' bulk entry and bulk print
    ['/kwh', 'عملاء الكيلوواط'],
    ['/kwh-bulk', 'الإدخال المجمع: عدادات الكيلوواط'],
    ['/kwh-bulk-print', 'طباعة الفواتير المجمعة: عدادات الكيلوواط'],
    // a group added as a billing_systems row
    ['/test-kwh', 'مجموعة تجريبية'],
    ['/test-kwh-bulk', 'الإدخال المجمع: مجموعة تجريبية'],
    ['/test-kwh-bulk-print', 'طباعة الفواتير المجمعة: مجموعة تجريبية'],
  ])('opens %s', async (path, heading) => {
    const app = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(app.currentPath()).toBe(path);
  });

  it.each(['/ampere-bulk', '/ampere-bulk-print', '/kwh-home-bulk', '/no-group-bulk-print'])(
    'answers %s, which names no metered group, with the 404 page',
    async (path) => {
      renderApp(path);

      expect(await screen.findByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    },
  );
});

describe('signed in as a collector', () => {
  const collector = { ...operator, id: 'u-9', firstName: 'سامي', lastName: 'عون', role: 'collector' };
  beforeEach(() =>
    mockFetch({
      'GET /api/auth/user': { status: 200, body: collector },
      'GET /api/billing-systems': { status: 200, body: [] },
    }),
  );

  it.each(['/ampere', '/users', '/kwh-home', '/mahmoud-kwh', '/read', '/no-such-screen'])(
    'says in Arabic that %s is not for their role, and leads to collection',
    async (path) => {
      renderApp(path);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'هذه الصفحة غير متاحة لدورك' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'الذهاب إلى التحصيل' })).toHaveAttribute('href', '/collect');
    },
  );

  it('opens their own collections at /payments', async () => {
    renderApp('/payments');

    expect(await screen.findByRole('heading', { level: 1, name: 'تحصيلاتي' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'حسب الجابي' })).not.toBeInTheDocument();
  });

  it('remembers who is signed in on the device, for payments taken offline', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'مرحباً سامي عون' })).toBeInTheDocument();
    expect(localStorage.getItem('kahraba.collect.user')).toBe('u-9');
  });
});

describe('signed in as a collector who reads meters (docs/meter-reader.md)', () => {
  const reader = {
    ...operator,
    id: 'u-8',
    firstName: 'وسيم',
    lastName: 'حداد',
    role: 'collector',
    meterReader: true,
  };
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: reader },
      'GET /api/billing-systems': { status: 200, body: billingSystems },
      'GET /api/mahmoud-kwh-customers/reading-round': {
        status: 200,
        body: {
          month: '2026-11',
          boxes: [{ box: '21', total: 4, read: 0, estimated: 0, unread: 0, left: 4 }],
          customers: [],
        },
      },
    });
  });

  it('opens the reading round and its choice of group and boxes, without the office’s live updates', async () => {
    renderApp('/read');

    expect(await screen.findByRole('heading', { level: 1, name: 'جولة القراءات' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'المجموعة' })).toHaveValue('mahmoud-kwh');
    expect(await screen.findByRole('checkbox', { name: /علبة 21/ })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/sse/'))).toBe(false);
  });

  it.each(['/ampere', '/reading-export-import', '/mahmoud-kwh', '/users'])(
    'still says in Arabic that %s is not for their role',
    async (path) => {
      renderApp(path);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'هذه الصفحة غير متاحة لدورك' }),
      ).toBeInTheDocument();
    },
  );
});

describe('the company profile banner', () => {
  const banner = () => screen.queryByRole('alert', { name: 'بيانات الشركة غير مكتملة' });

  it('asks an administrator to complete the profile, with a link to it', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/company-profile': { status: 200, body: { ...completeProfile, phone: '', address: '' } },
    });
    renderApp('/');

    await waitFor(() => expect(banner()).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'أكمل بيانات الشركة' })).toHaveAttribute(
      'href',
      '/settings/company',
    );
  });

  it('is gone once the name, phone and address are filled', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/company-profile': { status: 200, body: completeProfile },
    });
    renderApp('/');

    await screen.findByRole('heading', { name: 'مرحباً أحمد الخطيب' });
    await waitFor(() => expect(screen.getByRole('contentinfo')).toBeInTheDocument());
    expect(banner()).not.toBeInTheDocument();
  });

  it('is not shown to an operator, who cannot edit the profile', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: { ...operator, role: 'operator' } },
      'GET /api/company-profile': { status: 200, body: { ...completeProfile, phone: '' } },
    });
    renderApp('/');

    await screen.findByRole('heading', { name: 'مرحباً أحمد الخطيب' });
    expect(banner()).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/company-profile', expect.anything());
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
