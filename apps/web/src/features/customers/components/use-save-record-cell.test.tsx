import { screen, waitFor, within } from '@testing-library/react';
import { ampereRecord } from '../../../test/ampere-fixtures';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

const record = ampereRecord({ ampere: 2, amperePrice: 26, amount: 52, outstandingBalance: 52 });

function setup() {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/ampere-records?sort=number': { status: 200, body: [record] },
    'GET /api/ampere-records/pricing': {
      status: 200,
      body: { globalPrice: 16, lowPrice: 26, customPriceCount: 0 },
    },
    'GET /api/ampere-records/month': {
      status: 200,
      body: { system: 'ampere', liveMonth: '2026-11', label: 'تشرين الثاني 2026' },
    },
    'PATCH /api/ampere-records/rec-1000': (init) => ({
      status: 200,
      body: { ...record, ...JSON.parse(String(init.body)) },
    }),
  });
  const app = renderApp('/ampere');
  const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
  return { ...app, patches };
}

async function editCell(user: ReturnType<typeof setup>['user'], cell: RegExp, label: string, text: string) {
  await user.click(await screen.findByRole('button', { name: cell }));
  const editor = screen.getByRole('textbox', { name: label });
  await user.clear(editor);
  await user.type(editor, text);
}

describe('saving a cell of the records table', () => {
  it('sends a cleared price cell as null, back to the automatic price, never $0', async () => {
    const { user, patches } = setup();

    await editCell(user, /^تعديل السعر: 26$/, 'تعديل السعر', '{Enter}');

    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(patches()[0][1].body)).toEqual({ amperePrice: null });
  });

  it('reads a price typed in Arabic digits with a comma decimal', async () => {
    const { user, patches } = setup();

    await editCell(user, /^تعديل السعر: 26$/, 'تعديل السعر', '١٢,٥{Enter}');

    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(patches()[0][1].body)).toEqual({ amperePrice: 12.5 });
  });

  it('asks before a paid amount above the bill and sends nothing when cancelled', async () => {
    const { user, patches } = setup();

    await editCell(user, /^تعديل المدفوع: 0$/, 'تعديل المدفوع', '1000{Enter}');

    const ask = await screen.findByRole('dialog', { name: 'المبلغ المدفوع أكبر من الفاتورة' });
    expect(ask).toHaveTextContent('$1,000');
    expect(ask).toHaveTextContent('$52');
    expect(ask).toHaveTextContent('$948');
    expect(ask).toHaveTextContent('محمد علي');
    await user.click(within(ask).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches()).toHaveLength(0);
  });

  it('saves the overpayment once confirmed', async () => {
    const { user, patches } = setup();

    await editCell(user, /^تعديل المدفوع: 0$/, 'تعديل المدفوع', '1000{Enter}');
    const ask = await screen.findByRole('dialog', { name: 'المبلغ المدفوع أكبر من الفاتورة' });
    await user.click(within(ask).getByRole('button', { name: 'حفظ المبلغ' }));

    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(patches()[0][1].body)).toEqual({ amountPaid: 1000 });
  });

  it('saves a payment up to the bill without asking', async () => {
    const { user, patches } = setup();

    await editCell(user, /^تعديل المدفوع: 0$/, 'تعديل المدفوع', '52{Enter}');

    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
