import { screen, waitFor, within } from '@testing-library/react';
import { ampereRecord } from '../../../test/ampere-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { resizableScreen } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

// What is typed survives the swap between a desk's layout and a phone's (docs/screens.md#the-customers-screens).
const screenSize = resizableScreen();

const first = ampereRecord({ customerNumber: 1000, name: 'محمد علي', box: '5', ampere: 3, amount: 45 });
const duplicate = {
  status: 409,
  body: {
    message: 'يوجد عميل بالاسم نفسه في العلبة نفسها (رقم #1000)',
    code: 'DUPLICATE_CUSTOMER',
    existingCustomerNumber: 1000,
  },
};

function setup(routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/ampere-records?sort=number': { status: 200, body: [first] },
    'GET /api/ampere-records/pricing': { status: 200, body: { globalPrice: 15, lowPrice: 25 } },
    ...routes,
  });
  const creates = () =>
    fetchMock.mock.calls.filter(([url, init]) => url === '/api/ampere-records' && init?.method === 'POST');
  const sent = (index: number) => JSON.parse(String(creates()[index][1].body));
  const keyOf = (index: number) => (creates()[index][1].headers as Record<string, string>)['Idempotency-Key'];
  return { ...renderApp('/ampere'), creates, sent, keyOf };
}

const deskForm = () => screen.findByRole('form', { name: 'إضافة عميل' });
const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });

describe('the ampere add form across a change of layout', () => {
  it('keeps what was typed on a desk in the phone’s add dialog, and back', async () => {
    const { user } = setup();
    const form = await deskForm();
    await user.type(field(form, 'الاسم'), 'سامر حداد');
    await user.type(field(form, 'رقم العلبة'), '٧');
    await user.clear(field(form, 'الأمبير'));
    await user.type(field(form, 'الأمبير'), '٣');

    screenSize.toPhone();
    await user.click(await screen.findByRole('button', { name: 'إضافة عميل' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عميل' });
    expect(field(dialog, 'الاسم')).toHaveValue('سامر حداد');
    expect(field(dialog, 'رقم العلبة')).toHaveValue('٧');
    expect(field(dialog, 'الأمبير')).toHaveValue('٣');
    await user.type(field(dialog, 'العنوان'), 'الحمرا');

    screenSize.toDesk();
    const again = await deskForm();
    expect(field(again, 'الاسم')).toHaveValue('سامر حداد');
    expect(field(again, 'الأمبير')).toHaveValue('٣');
    expect(field(again, 'العنوان')).toHaveValue('الحمرا');
  });

  it('keeps a field’s refusal across the change', async () => {
    const { user, creates } = setup();
    const form = await deskForm();
    await user.type(field(form, 'الاسم'), 'سامر');
    await user.clear(field(form, 'الأمبير'));
    await user.type(field(form, 'الأمبير'), 'ثلاثة');
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));
    expect(await within(form).findByText('الأمبير: «ثلاثة» ليس رقماً صالحاً')).toBeVisible();

    screenSize.toPhone();
    await user.click(await screen.findByRole('button', { name: 'إضافة عميل' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عميل' });
    expect(field(dialog, 'الأمبير')).toHaveAccessibleDescription('الأمبير: «ثلاثة» ليس رقماً صالحاً');
    expect(creates()).toHaveLength(0);
  });

  it('keeps a duplicate warning, and adds anyway once with the same idempotency key', async () => {
    const added = ampereRecord({ customerNumber: 1001, name: 'محمد علي', box: '5' });
    const { user, creates, sent, keyOf } = setup({
      'POST /api/ampere-records': (init) =>
        JSON.parse(String(init.body)).force ? { status: 201, body: added } : duplicate,
    });
    const form = await deskForm();
    await user.type(field(form, 'الاسم'), 'محمد علي');
    await user.type(field(form, 'رقم العلبة'), '5');
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('رقم #1000');

    screenSize.toPhone();
    await user.click(await screen.findByRole('button', { name: 'إضافة عميل' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عميل' });
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('يوجد عميل بالاسم نفسه في العلبة نفسها (رقم #1000)');
    await user.click(within(alert).getByRole('button', { name: 'إضافة على أي حال' }));

    expect(await screen.findByText(/^تم إنشاء السجل بنجاح: رقم العميل/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'إضافة عميل' })).not.toBeInTheDocument());
    expect(creates()).toHaveLength(2);
    expect(sent(1)).toEqual(expect.objectContaining({ name: 'محمد علي', box: '5', force: true }));
    expect(keyOf(1)).toBe(keyOf(0));
  });
});

describe('a cell edited in place across a change of layout', () => {
  it('keeps the paid amount being typed when the table turns into cards, and back', async () => {
    const { user } = setup();
    await screen.findByRole('table', { name: 'سجلات المشتركين' });
    await user.click(screen.getByRole('button', { name: /^تعديل المدفوع: / }));
    const editor = screen.getByRole('textbox', { name: 'تعديل المدفوع' });
    await user.clear(editor);
    await user.type(editor, '٣٠');

    screenSize.toPhone();
    const card = within(await screen.findByRole('list', { name: 'سجلات المشتركين' })).getByRole('article', {
      name: 'محمد علي',
    });
    expect(within(card).getByRole('textbox', { name: 'تعديل المدفوع' })).toHaveValue('٣٠');

    screenSize.toDesk();
    await screen.findByRole('table', { name: 'سجلات المشتركين' });
    expect(screen.getByRole('textbox', { name: 'تعديل المدفوع' })).toHaveValue('٣٠');
  });
});
