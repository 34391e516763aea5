import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { ampereKeys } from '../api/ampere-query-keys';
import { ChangePricesDialog } from './change-prices-dialog';
import { flatForm } from './tariff-kinds';

function setup(customPriceCount = 3) {
  const onClose = jest.fn();
  const fetchMock = mockFetch({
    'GET /api/ampere-records/pricing': {
      status: 200,
      body: { globalPrice: 15, lowPrice: 25, customPriceCount },
    },
    'PATCH /api/ampere-records/update-all-prices': (init) => {
      const body = JSON.parse(String(init.body));
      return {
        status: 200,
        body: body.includeCustomPrices
          ? { message: 'تم تحديث 8 سجل', updated: 8, keptCustom: 0 }
          : { message: 'تم تحديث 5 سجل', updated: 5, keptCustom: 3 },
      };
    },
  });
  const app = renderApp(
    '/ampere',
    <ChangePricesDialog system="ampere" kind={flatForm} show onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'تغيير الأسعار' });
  const sent = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => JSON.parse(String(init.body)));
  return { ...app, dialog, onClose, sent };
}

describe('the change prices dialog', () => {
  it('says how many customers have a price of their own and keeps them by default', async () => {
    const { user, dialog, sent, onClose } = setup(3);

    expect(await within(dialog).findByText('العملاء الذين لهم سعر خاص: 3 عملاء')).toBeInTheDocument();
    const includeCustom = within(dialog).getByRole('checkbox', {
      name: 'إعادة تسعيرهم أيضاً بالأسعار الجديدة',
    });
    expect(includeCustom).not.toBeChecked();
    const global = within(dialog).getByRole('textbox', { name: 'السعر العام (أكثر من 2 أمبير)' });
    await waitFor(() => expect(global).toHaveValue('15'));
    await user.clear(global);
    await user.type(global, '١٧,٥');
    await user.click(within(dialog).getByRole('button', { name: 'تحديث الأسعار' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([{ globalPrice: 17.5, lowPrice: 25 }]);
    const toast = await screen.findByText('تم تحديث الأسعار بنجاح');
    expect(toast.parentElement).toHaveTextContent('تغيّر السعر: 5 عملاء، وبقي على سعره الخاص: 3 عملاء');
  });

  it('re-prices the customers with their own price too when asked', async () => {
    const { user, dialog, sent, onClose } = setup(1);

    expect(await within(dialog).findByText('العملاء الذين لهم سعر خاص: عميل واحد')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'إعادة تسعيرهم أيضاً بالأسعار الجديدة' }));
    await user.click(within(dialog).getByRole('button', { name: 'تحديث الأسعار' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([{ globalPrice: 15, lowPrice: 25, includeCustomPrices: true }]);
    const toast = await screen.findByText('تم تحديث الأسعار بنجاح');
    expect(toast.parentElement).toHaveTextContent('تغيّر السعر: 8 عملاء');
    expect(toast.parentElement).not.toHaveTextContent('بقي على سعره الخاص');
  });

  it('offers nothing to re-price when no customer has a price of their own', async () => {
    const { dialog, queryClient } = setup(0);

    await waitFor(() => expect(queryClient.getQueryData(ampereKeys.pricing())).toBeDefined());
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/العملاء الذين لهم سعر خاص/)).not.toBeInTheDocument();
  });

  it('refuses a price that is not a number, naming the field, and sends nothing', async () => {
    const { user, dialog, sent, onClose } = setup();
    await within(dialog).findByText(/العملاء الذين لهم سعر خاص/);
    const low = within(dialog).getByRole('textbox', { name: 'السعر الخاص (2 أمبير أو أقل)' });

    await user.clear(low);
    await user.type(low, 'خمسة');
    await user.click(within(dialog).getByRole('button', { name: 'تحديث الأسعار' }));

    expect(
      await within(dialog).findByText('السعر الخاص (2 أمبير أو أقل): «خمسة» ليس رقماً صالحاً'),
    ).toBeVisible();
    expect(sent()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
