import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

function setup(routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/table-config': {
      status: 200,
      body: { mahmoudBoxes: '5-7 13-33', baydawiBoxes: '1-4 8-12 27 32' },
    },
    ...routes,
  });
  return { ...renderApp('/table-config'), fetchMock };
}

const preview = (key: 'mahmoudBoxes' | 'baydawiBoxes') =>
  within(screen.getByTestId(`${key}-preview`))
    .queryAllByText(/.+/)
    .map((badge) => badge.textContent);

describe('the table settings', () => {
  it('shows both box ranges with a preview; the Mahmoud preview stops at 20 with "+N more"', async () => {
    setup();

    expect(await screen.findByLabelText('علب جدول البيضاوي')).toHaveValue('1-4 8-12 27 32');
    expect(screen.getByLabelText('علب جدول محمود')).toHaveValue('5-7 13-33');
    expect(preview('baydawiBoxes')).toEqual(['1', '2', '3', '4', '8', '9', '10', '11', '12', '27', '32']);
    const mahmoud = preview('mahmoudBoxes');
    expect(mahmoud.slice(0, 4)).toEqual(['5', '6', '7', '13']);
    expect(mahmoud).toHaveLength(21);
    expect(mahmoud[20]).toBe('+4 أخرى');
  });

  it('previews as it is typed: sorted, duplicates removed, backward ranges ignored', async () => {
    const app = setup();
    const baydawi = await screen.findByLabelText('علب جدول البيضاوي');

    await app.user.clear(baydawi);
    await app.user.type(baydawi, '9 3,3 ، 5-4 1-2');

    expect(preview('baydawiBoxes')).toEqual(['1', '2', '3', '9']);
  });

  it('refuses text without a box before sending anything', async () => {
    const app = setup();
    const mahmoud = await screen.findByLabelText('علب جدول محمود');

    await app.user.clear(mahmoud);
    await app.user.type(mahmoud, 'abc');

    expect(mahmoud).toBeInvalid();
    expect(screen.getByText('لا يحتوي النص أي علبة صالحة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حفظ الإعدادات' })).toBeDisabled();
  });

  it('saves both ranges and says so; reset brings the defaults back', async () => {
    const posted: unknown[] = [];
    const app = setup({
      'POST /api/table-config': (init) => {
        posted.push(JSON.parse(String(init.body)));
        return { status: 200, body: { mahmoudBoxes: '5-7 40', baydawiBoxes: '1-3' } };
      },
    });
    const mahmoud = await screen.findByLabelText('علب جدول محمود');
    await app.user.clear(mahmoud);
    await app.user.type(mahmoud, '40 5-7');
    const baydawi = screen.getByLabelText('علب جدول البيضاوي');
    await app.user.clear(baydawi);
    await app.user.type(baydawi, '1-3');

    await app.user.click(screen.getByRole('button', { name: 'حفظ الإعدادات' }));

    await waitFor(() => expect(posted).toEqual([{ baydawiBoxes: '1-3', mahmoudBoxes: '40 5-7' }]));
    expect(await screen.findByText('تم حفظ الإعدادات')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'إعادة التعيين إلى الافتراضي' }));
    expect(screen.getByLabelText('علب جدول البيضاوي')).toHaveValue('1-4 8-12 27 32');
    expect(screen.getByLabelText('علب جدول محمود')).toHaveValue('5-7 13-33');
  });

  it("says the server's refusal with the spec's title", async () => {
    const app = setup({
      'POST /api/table-config': {
        status: 400,
        body: { message: 'نطاق علب جدول محمود لا يحتوي أي علبة صالحة' },
      },
    });
    await screen.findByLabelText('علب جدول محمود');

    await app.user.click(screen.getByRole('button', { name: 'حفظ الإعدادات' }));

    expect(await screen.findByText('فشل في حفظ الإعدادات')).toBeInTheDocument();
    expect(screen.getByText('نطاق علب جدول محمود لا يحتوي أي علبة صالحة')).toBeInTheDocument();
  });
});
