import { screen, within } from '@testing-library/react';
import { archivedRecord } from '../../../test/ampere-fixtures';
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

it('the ampere archive shows a customer deleted elsewhere without a reload', async () => {
  const before = archivedRecord({ customerNumber: 1004, name: 'نادين سلامة' });
  const deletedElsewhere = archivedRecord({ customerNumber: 1009, name: 'حذف من مكتب آخر' });
  let records = [before];
  mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    'GET /api/archived-records': () => ({ status: 200, body: records }),
  });
  renderApp('/archived');
  const table = await screen.findByRole('table', { name: 'السجلات المؤرشفة' });
  const [stream] = FakeEventSource.live();
  expect(stream!.url).toBe('/api/sse/ampere-updates');

  records = [deletedElsewhere, before];
  stream!.send({ type: 'ampere-customer-deleted', data: { id: 'r-1009', name: 'حذف من مكتب آخر' } });

  expect(await within(table).findByText('حذف من مكتب آخر')).toBeInTheDocument();
});
