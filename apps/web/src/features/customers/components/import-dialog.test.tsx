import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { ImportDialog } from './import-dialog';
import { flatForm, meteredForm } from './tariff-kinds';

let lastLine = 0;
const row = (
  name: string,
  action: 'create' | 'update',
  existingCustomerNumber?: number,
  line = ++lastLine,
) => ({
  line,
  name,
  box: '4',
  ampere: 2,
  amperePrice: 25,
  amount: 50,
  address: null,
  amountPaid: 0,
  phone: null as string | null,
  action,
  ...(existingCustomerNumber && { existingCustomerNumber }),
});

type Skipped = { line: number; text: string; reason: string };

function setup(rows: ReturnType<typeof row>[], skipped: Skipped[] = []) {
  const creates = rows.filter((r) => r.action === 'create').length;
  const fetchMock = mockFetch({
    'POST /api/ampere-records/import-preview': {
      status: 200,
      body: { rows, skipped, creates, updates: rows.length - creates },
    },
  });
  const app = renderApp('/ampere', <ImportDialog system="ampere" kind={flatForm} show onClose={jest.fn()} />);
  const dialog = screen.getByRole('dialog', { name: 'استيراد من Excel' });
  return { ...app, dialog, fetchMock };
}

async function paste(user: ReturnType<typeof setup>['user'], dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('textbox', { name: 'البيانات الملصقة' }));
  await user.paste('x\t4\t2');
}

describe('the import preview', () => {
  it('says per row whether it creates a customer or updates an existing one, and both counts on the button', async () => {
    const { user, dialog } = setup([
      row('سمير', 'create', undefined, 1),
      row('كريم', 'update', 1004, 2),
      row('هدى', 'create', undefined, 3),
      row('رنا', 'update', 1007, 4),
      row('وليد', 'create', undefined, 5),
    ]);
    await paste(user, dialog);

    const table = await within(dialog).findByRole('table', { name: 'معاينة الصفوف' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('سمير');
    expect(rows[1]).toHaveTextContent('جديد');
    expect(rows[2]).toHaveTextContent('كريم');
    expect(rows[2]).toHaveTextContent('تحديث #1004');
    expect(within(dialog).getByRole('button', { name: 'إنشاء 3 عملاء وتحديث عميلين' })).toBeEnabled();
  });

  it('counts with Arabic plural forms when every row creates', async () => {
    const { user, dialog } = setup([row('سمير', 'create'), row('هدى', 'create')]);
    await paste(user, dialog);

    expect(await within(dialog).findByRole('button', { name: 'إنشاء عميلين' })).toBeEnabled();
  });

  it('names the updates alone when every row updates', async () => {
    const { user, dialog } = setup([row('كريم', 'update', 1004)]);
    await paste(user, dialog);

    expect(await within(dialog).findByRole('button', { name: 'تحديث عميل واحد' })).toBeEnabled();
  });

  it('offers nothing to create before a preview', async () => {
    const { dialog } = setup([]);

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'إنشاء 0 عميل' })).toBeDisabled());
  });

  it('takes a chosen .xlsx file with a header row: its rows fill the box and are previewed', async () => {
    const { user, dialog, fetchMock } = setup([row('سامي', 'create')]);
    const { Workbook } = await import('exceljs');
    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('العملاء');
    sheet.addRow(['الاسم', 'العلبة', 'الأمبير', 'السعر']);
    sheet.addRow(['سامي', '4', 5, 10]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());

    await user.upload(
      within(dialog).getByLabelText('أو اختر ملفاً: xlsx أو ods أو csv أو tsv'),
      new File([bytes], 'customers.xlsx'),
    );

    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'البيانات الملصقة' })).toHaveValue(
        'الاسم\tالعلبة\tالأمبير\tالسعر\nسامي\t4\t5\t10\n',
      ),
    );
    expect(await within(dialog).findByRole('button', { name: 'إنشاء عميل واحد' })).toBeEnabled();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/ampere-records/import-preview');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      text: 'الاسم\tالعلبة\tالأمبير\tالسعر\nسامي\t4\t5\t10\n',
    });
  });

  it('takes a CSV saved by Excel on Arabic Windows (Windows-1256)', async () => {
    const { user, dialog } = setup([row('سامي', 'create')]);
    // 'سامي,4,5' in Windows-1256
    const bytes = new Uint8Array([0xd3, 0xc7, 0xe3, 0xed, 0x2c, 0x34, 0x2c, 0x35, 0x0d, 0x0a]);

    await user.upload(
      within(dialog).getByLabelText('أو اختر ملفاً: xlsx أو ods أو csv أو tsv'),
      new File([bytes], 'customers.csv'),
    );

    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'البيانات الملصقة' })).toHaveValue('سامي\t4\t5\n'),
    );
  });

  it("imports a metered group's rows at its own address: the group's columns, one batch of the typed fields only", async () => {
    const meteredRow = {
      line: 1,
      name: 'سامي',
      box: '4',
      address: 'الحي',
      ampere: 5,
      previousKwh: 100,
      currentKwh: 160,
      pricePerKwh: 0.25,
      consumption: 60,
      insurance: 0,
      amountPaid: 0,
      totalAmount: 15,
      phone: '+96171123456',
      action: 'create' as const,
    };
    const onClose = jest.fn();
    const fetchMock = mockFetch({
      'POST /api/mahmoud-kwh-customers/import-preview': {
        status: 200,
        body: { rows: [meteredRow], skipped: [], creates: 1, updates: 0 },
      },
      'POST /api/mahmoud-kwh-customers/bulk': { status: 200, body: { created: 1, updated: 0, skipped: [] } },
    });
    const { user } = renderApp(
      '/mahmoud-kwh',
      <ImportDialog system="mahmoud-kwh" kind={meteredForm} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'استيراد من Excel' });
    await paste(user, dialog);

    const table = await within(dialog).findByRole('table', { name: 'معاينة السجلات' });
    expect(within(table).getByRole('columnheader', { name: 'القراءة السابقة' })).toBeVisible();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('سامي');
    await user.click(within(dialog).getByRole('button', { name: 'إنشاء سجل واحد' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/mahmoud-kwh-customers/bulk');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      records: [
        {
          name: 'سامي',
          box: '4',
          address: 'الحي',
          ampere: 5,
          previousKwh: 100,
          currentKwh: 160,
          pricePerKwh: 0.25,
          insurance: 0,
          amountPaid: 0,
          phone: '+96171123456',
        },
      ],
    });
  });

  it('lets the operator page through every row of a long sheet, each with its line (docs/customer-imports.md)', async () => {
    const rows = Array.from({ length: 45 }, (_, index) =>
      row(`عميل ${index + 1}`, 'create', undefined, index + 2),
    );
    const { user, dialog } = setup(rows);
    await paste(user, dialog);

    const table = await within(dialog).findByRole('table', { name: 'معاينة الصفوف' });
    expect(within(dialog).getByText('صالح للاستيراد: 45 صفاً')).toBeVisible();
    const shownLines = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tableRow) => within(tableRow).getAllByRole('cell')[0]?.textContent);
    expect(within(table).getByRole('columnheader', { name: 'السطر' })).toBeVisible();
    expect(shownLines()).toHaveLength(20);
    expect(shownLines()[0]).toBe('2');

    const pages = within(dialog).getByRole('navigation', { name: 'صفحات المعاينة' });
    expect(pages).toHaveTextContent('1 إلى 20 من 45 · الصفحة 1 من 3');
    expect(within(pages).getByRole('button', { name: 'السابق' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'التالي' }));
    expect(shownLines()[0]).toBe('22');
    await user.click(within(pages).getByRole('button', { name: 'التالي' }));
    expect(pages).toHaveTextContent('41 إلى 45 من 45 · الصفحة 3 من 3');
    expect(shownLines()).toEqual(['42', '43', '44', '45', '46']);
    expect(within(table).getByText('عميل 45')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'التالي' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'السابق' }));
    expect(pages).toHaveTextContent('الصفحة 2 من 3');
    // The button counts every row, whatever the page.
    expect(within(dialog).getByRole('button', { name: 'إنشاء 45 عميلاً' })).toBeEnabled();
  });

  it('starts a new preview on its first page', async () => {
    const { user, dialog, fetchMock } = setup(
      Array.from({ length: 30 }, (_, index) => row(`عميل ${index + 1}`, 'create', undefined, index + 1)),
    );
    await paste(user, dialog);
    const pages = await within(dialog).findByRole('navigation', { name: 'صفحات المعاينة' });
    await user.click(within(pages).getByRole('button', { name: 'التالي' }));
    expect(pages).toHaveTextContent('الصفحة 2 من 2');

    await user.type(within(dialog).getByRole('textbox', { name: 'البيانات الملصقة' }), '\ny\t4\t2');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => url === '/api/ampere-records/import-preview'),
      ).toHaveLength(2),
    );
    expect(await within(dialog).findByRole('navigation', { name: 'صفحات المعاينة' })).toHaveTextContent(
      'الصفحة 1 من 2',
    );
  });

  it('lists every refused line, a page at a time, a repeated row naming the row it repeats', async () => {
    const skipped = [
      { line: 92, text: 'سامي\t4\t5', reason: 'يكرر السطر 14 (الاسم والعلبة نفسهما)' },
      ...Array.from({ length: 24 }, (_, index) => ({
        line: 100 + index,
        text: `x${index}`,
        reason: 'قيمة الأمبير غير صالحة',
      })),
    ];
    const { user, dialog } = setup([row('سمير', 'create')], skipped);
    await paste(user, dialog);

    expect(await within(dialog).findByText('لن يُستورد: 25 سطراً')).toBeVisible();
    expect(within(dialog).getByText(/السطر 92: يكرر السطر 14 \(الاسم والعلبة نفسهما\)/)).toBeVisible();
    const pages = within(dialog).getByRole('navigation', { name: 'صفحات الأسطر التي لن تُستورد' });
    expect(pages).toHaveTextContent('1 إلى 20 من 25 · الصفحة 1 من 2');
    await user.click(within(pages).getByRole('button', { name: 'التالي' }));
    expect(within(dialog).getByText(/السطر 123:/)).toBeVisible();
    expect(within(dialog).queryByText(/السطر 92:/)).toBeNull();
  });

  it('shows the phone a row gives as the customer screens write it', async () => {
    const { user, dialog } = setup([{ ...row('سمير', 'create'), phone: '+9613123456' }]);
    await paste(user, dialog);

    const table = await within(dialog).findByRole('table', { name: 'معاينة الصفوف' });
    expect(within(table).getByRole('columnheader', { name: 'الهاتف' })).toBeVisible();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('03 123 456');
  });
});
