import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type FakeAnswer } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { ColumnPasteDialog } from './column-paste-dialog';
import { flatForm } from './tariff-kinds';

const changes = [
  { row: 2, id: 'rec-1001', customerNumber: 1001, name: 'فاطمة حداد', before: '0', after: '10' },
  { row: 4, id: 'rec-1003', customerNumber: 1003, name: 'سمير خليل', before: '5', after: '1000' },
];

function setup(dryRunAnswer: FakeAnswer = { status: 200, body: { updated: 2, changes } }) {
  const onClose = jest.fn();
  const fetchMock = mockFetch({
    'PATCH /api/ampere-records/column-paste': (init) =>
      JSON.parse(String(init.body)).dryRun ? dryRunAnswer : { status: 200, body: { updated: 2, changes } },
  });
  const app = renderApp(
    '/ampere',
    <ColumnPasteDialog system="ampere" kind={flatForm} show sort="box" onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'لصق عمود' });
  const sent = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => JSON.parse(String(init.body)));
  return { ...app, dialog, onClose, sent };
}

async function fill(
  user: ReturnType<typeof setup>['user'],
  dialog: HTMLElement,
  start: string,
  data: string,
) {
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'العمود' }), 'amountPaid');
  await user.clear(within(dialog).getByRole('textbox', { name: 'صف البداية' }));
  if (start) await user.type(within(dialog).getByRole('textbox', { name: 'صف البداية' }), start);
  await user.click(within(dialog).getByRole('textbox', { name: 'القيم' }));
  await user.paste(data);
}

describe('the column paste dialog', () => {
  it('shows which customer receives which value before writing, then writes on confirm', async () => {
    const { user, dialog, sent, onClose } = setup();
    expect(within(dialog).getByRole('button', { name: 'معاينة التغييرات' })).toBeDisabled();

    await fill(user, dialog, '١', '10\n\n30\n');
    await user.click(within(dialog).getByRole('button', { name: 'معاينة التغييرات' }));

    const table = await within(dialog).findByRole('table', { name: 'التغييرات قبل الكتابة' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('2');
    expect(rows[1]).toHaveTextContent('فاطمة حداد');
    expect(rows[1]).toHaveTextContent('#1001');
    expect(rows[1]).toHaveTextContent('$0');
    expect(rows[1]).toHaveTextContent('$10');
    expect(rows[2]).toHaveTextContent('سمير خليل');
    expect(rows[2]).toHaveTextContent('$1,000');
    // A blank line leaves its customer unchanged and keeps the positions.
    expect(sent()).toEqual([
      { column: 'amountPaid', data: ['10', '', '30'], startIndex: 1, sort: 'box', dryRun: true },
    ]);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'تحديث العمود' }));

    expect(await screen.findByText('تم تحديث سجلين')).toBeInTheDocument();
    expect(sent()[1]).toEqual({ column: 'amountPaid', data: ['10', '', '30'], startIndex: 1, sort: 'box' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows a bad value with its line and offers nothing to write', async () => {
    const { user, dialog, sent } = setup({
      status: 400,
      body: { message: 'السطر 2: المبلغ المدفوع: «abc» ليس رقماً صالحاً' },
    });

    await fill(user, dialog, '0', '10\nabc');
    await user.click(within(dialog).getByRole('button', { name: 'معاينة التغييرات' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'السطر 2: المبلغ المدفوع: «abc» ليس رقماً صالحاً',
    );
    expect(within(dialog).queryByRole('button', { name: 'تحديث العمود' })).not.toBeInTheDocument();
    expect(sent()).toHaveLength(1);
  });

  it('refuses a start row past the end of the list', async () => {
    const { user, dialog } = setup({
      status: 400,
      body: { message: 'صف البداية بعد آخر سجل (4 سجل)', code: 'START_ROW_PAST_END' },
    });

    await fill(user, dialog, '9', '10');
    await user.click(within(dialog).getByRole('button', { name: 'معاينة التغييرات' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('صف البداية بعد آخر سجل (4 سجل)');
  });

  it('refuses a start row that is not a whole number, naming the field, and sends nothing', async () => {
    const { user, dialog, sent } = setup();

    await fill(user, dialog, 'أول', '10');
    await user.click(within(dialog).getByRole('button', { name: 'معاينة التغييرات' }));

    expect(await within(dialog).findByText('صف البداية: «أول» ليس رقماً صالحاً')).toBeVisible();
    expect(sent()).toHaveLength(0);
  });

  it('asks for a new preview once the values change', async () => {
    const { user, dialog } = setup();
    await fill(user, dialog, '0', '10');
    await user.click(within(dialog).getByRole('button', { name: 'معاينة التغييرات' }));
    await within(dialog).findByRole('table', { name: 'التغييرات قبل الكتابة' });

    await user.type(within(dialog).getByRole('textbox', { name: 'القيم' }), '\n20');

    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'معاينة التغييرات' })).toBeEnabled();
  });
});
