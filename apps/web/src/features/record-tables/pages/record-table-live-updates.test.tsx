import { screen, within } from '@testing-library/react';
import { ampereRecord } from '../../../test/ampere-fixtures';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import {
  FakeEventSource,
  installFakeEventSource,
  removeFakeEventSource,
} from '../../../test/fake-event-source';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

beforeEach(installFakeEventSource);
afterEach(removeFakeEventSource);

it('the unlocked record table shows a payment made elsewhere without a reload', async () => {
  const record = ampereRecord({ id: 'r-5', customerNumber: 1000, name: 'أحمد الخطيب', box: '5', amount: 45 });
  let records = [record];
  mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    'GET /api/table-config': { status: 200, body: { mahmoudBoxes: '5-7', baydawiBoxes: '1' } },
    'POST /api/passcodes/verify': { status: 200, body: { verified: true } },
    'GET /api/mahmoud-records': () => ({ status: 200, body: records }),
  });
  const app = renderApp('/mahmoud-table');
  await app.user.type(await screen.findByLabelText('كلمة المرور'), '1234');
  await app.user.click(screen.getByRole('button', { name: 'فتح الجدول' }));
  const table = await screen.findByRole('table', { name: 'سجلات جدول محمود' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$0');
  const [stream] = FakeEventSource.live();

  records = [{ ...record, amountPaid: 33.5, outstandingBalance: 11.5 }];
  stream!.send({ type: 'ampere-customer-updated', data: { id: record.id, name: record.name } });

  expect(await within(table).findByText('$33.5')).toBeInTheDocument();
});
