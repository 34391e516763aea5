import { act, screen, within } from '@testing-library/react';
import { ampereRecord } from '../../../test/ampere-fixtures';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';
import type { AmpereRecord } from '../../../types/ampere';
import { JUST_ADDED_MS } from '../components/just-added';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

/** 400 customers: one added lands after all of them, far below the rows a screen renders. */
const many = Array.from({ length: 400 }, (_, i) =>
  ampereRecord({ customerNumber: 1000 + i, name: `مشترك ${1000 + i}`, box: String(i % 40) }),
);
const added = ampereRecord({ customerNumber: 1400, name: 'سامي الجديد', box: '7' });
const toast = 'تم إنشاء السجل بنجاح: رقم العميل \u2066#1400\u2069';

function setup(listed: AmpereRecord[] = many) {
  let list = listed;
  mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/ampere-records?sort=number': () => ({ status: 200, body: list }),
    'GET /api/ampere-records/pricing': {
      status: 200,
      body: { globalPrice: 15, lowPrice: 25, customPriceCount: 0 },
    },
    'POST /api/ampere-records': () => {
      list = [...listed, added];
      return { status: 201, body: added };
    },
  });
  return renderApp('/ampere');
}

// The page scrolls: jsdom does not, so scrolling moves window.scrollY and then says so, as a browser does.
const realScrollTo = window.scrollTo;
beforeEach(() => {
  // jsdom lays nothing out: the page is as tall as its 44 px rows, so it can scroll to the last one.
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 500 * 44, configurable: true });
  window.scrollTo = ((options: ScrollToOptions) => {
    Object.defineProperty(window, 'scrollY', { value: options.top ?? 0, configurable: true });
    queueMicrotask(() => window.dispatchEvent(new Event('scroll')));
  }) as typeof window.scrollTo;
});
afterEach(() => {
  window.scrollTo = realScrollTo;
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 0, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  window.sessionStorage.clear();
  jest.useRealTimers();
});

describe('a customer just added', () => {
  it('names its number in the toast, scrolls its row into view and highlights it for a few seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { user } = setup();
    await screen.findByRole('cell', { name: '#1000' });

    const form = screen.getByRole('form', { name: 'إضافة عميل' });
    await user.type(within(form).getByLabelText('الاسم'), 'سامي الجديد');
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));

    expect(await screen.findByText(toast)).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: '#1400' })).closest('tr')!;
    expect(row).toHaveClass('app-just-added');
    // Said to assistive technology too, not by colour alone.
    expect(within(row).getByText('أُضيف الآن')).toBeInTheDocument();
    // The list scrolled to it: the first rows are no longer rendered.
    expect(screen.queryByRole('cell', { name: '#1000' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(JUST_ADDED_MS));
    expect(row).not.toHaveClass('app-just-added');
    expect(within(row).queryByText('أُضيف الآن')).not.toBeInTheDocument();
  });

  it('still shows it after the page reloads (the list sorted by box reloads right after an add)', async () => {
    const { user, unmount } = setup();
    await screen.findByRole('cell', { name: '#1000' });
    const form = screen.getByRole('form', { name: 'إضافة عميل' });
    await user.type(within(form).getByLabelText('الاسم'), 'سامي الجديد');
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));
    await screen.findByText(toast);
    unmount();

    // The reloaded page starts from the top (jsdom's boxes do not move with the scroll).
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    setup([...many, added]);
    const row = (await screen.findByRole('cell', { name: '#1400' })).closest('tr')!;
    expect(row).toHaveClass('app-just-added');
  });

  describe('on a phone', () => {
    onAPhone();

    // jsdom measures every card 0 px tall, so the scrolling itself is proven on the desk's rows.
    it('marks the new card, after an add from the dialog', async () => {
      const { user } = setup(many.slice(0, 3));
      await screen.findByRole('article', { name: 'مشترك 1000' });

      await user.click(screen.getByRole('button', { name: 'إضافة عميل' }));
      const dialog = await screen.findByRole('dialog', { name: 'إضافة عميل' });
      await user.type(within(dialog).getByLabelText('الاسم'), 'سامي الجديد');
      await user.click(within(dialog).getByRole('button', { name: 'إضافة' }));

      expect(await screen.findByText(toast)).toBeInTheDocument();
      const card = await screen.findByRole('article', { name: 'سامي الجديد' });
      expect(card).toHaveClass('app-just-added');
      expect(within(card).getByText('أُضيف الآن')).toBeInTheDocument();
    });
  });
});
