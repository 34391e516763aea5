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

it('the unlocked main table shows a change made elsewhere without a reload', async () => {
  const first = ampereRecord({ customerNumber: 1000, name: 'أحمد الخطيب', box: '5', ampere: 3 });
  const added = ampereRecord({ customerNumber: 1001, name: 'أضيف من مكتب آخر', box: '6', ampere: 2 });
  const view = (records: unknown[]) => ({
    records,
    panels: [],
    boxOptions: ['5', '6'],
    ampereOptions: [2, 3],
  });
  let records = [first];
  mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    'POST /api/passcodes/verify': { status: 200, body: { verified: true } },
    'GET /api/table-view': () => ({ status: 200, body: view(records) }),
  });
  const app = renderApp('/table-view');
  await app.user.type(await screen.findByLabelText('كلمة المرور'), '1234');
  await app.user.click(screen.getByRole('button', { name: 'فتح الجدول' }));
  const table = await screen.findByRole('table', { name: 'جدول المشتركين' });
  const [stream] = FakeEventSource.live();

  records = [first, added];
  stream!.send({ type: 'ampere-customer-created', data: { id: added.id, name: added.name } });

  expect(await within(table).findByText('أضيف من مكتب آخر')).toBeInTheDocument();
});
