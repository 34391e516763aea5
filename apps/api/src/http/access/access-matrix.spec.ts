import type { OpenAPIObject } from '@nestjs/swagger';
import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Who may call what, walked over every operation of the OpenAPI document the app serves, as
 * a stranger, a collector, a collector who reads meters (docs/meter-reader.md), an operator and an
 * administrator. Bodies are empty: an answer that is no
 * role refusal (a 400, a 404, a passcode's 403) means the role was let in. Every operation must be in
 * exactly one list below, so a new route fails this test until someone decides who may use it.
 */

/** Reachable signed out. */
const PUBLIC = [
  // The business's time zone and PUBLIC_URL: the sign-in page and the portal read them.
  'GET /api/app-config',
  'GET /api/health',
  'GET /api/login',
  'POST /api/login',
  'POST /api/logout',
  'GET /api/customer-portal/search',
  'POST /api/pending-customers',
];

/** What a collector may use besides the public routes (docs/operator-guide.md, "Roles"). */
const COLLECTOR = [
  'GET /api/auth/user',
  'GET /api/billing-systems',
  'GET /api/collect/customers',
  'GET /api/exchange-rate',
  'GET /api/company-profile',
  'POST /api/ampere-records/{id}/payments',
  'POST /api/{system}-customers/{id}/payments',
  // Readers walk with the collectors' phones.
  'GET /api/payments/{paymentId}',
  'POST /api/payments/{paymentId}/void',
  'GET /api/payments/report',
  'GET /api/payments/report.csv',
  'GET /api/payments/report.xlsx',
  // docs/handover.md: their own day's totals before handing over
  'GET /api/handovers/mine',
];

/**
 * The reading round (docs/meter-reader.md): besides the office, a collector an administrator lets read
 * meters. Listing the round and recording a reading, which is also how the phone sends the readings it
 * kept offline. Nothing else is opened to them.
 */
const METER_READER = [
  'GET /api/{system}-customers/reading-round',
  'POST /api/{system}-customers/{id}/readings',
];

/** Administrators only: operators and collectors are refused. */
const ADMIN_ONLY = [
  'GET /api/backups',
  'POST /api/backups',
  'GET /api/backups/{name}',
  'GET /api/users',
  'POST /api/users',
  'PATCH /api/users/{id}',
  'POST /api/users/{id}/reset-password',
  'GET /api/audit-log',
  'PUT /api/passcodes',
  'POST /api/passcodes/set',
  'PUT /api/company-profile',
  // The address customers reach (docs/public-address.md).
  'PUT /api/public-address',
  'POST /api/exchange-rate',
  'POST /api/subscription-pricing',
  'POST /api/admin/delete-column-data',
  'POST /api/kwh-customers/migrate-lbp',
  'POST /api/ampere-records/archive',
  'POST /api/ampere-records/restore-archive',
  'POST /api/{system}-customers/archive',
  'POST /api/{system}-customers/restore-archive',
  // docs/generator-economics.md: the generators themselves
  'POST /api/generators',
  'PATCH /api/generators/{id}',
  'DELETE /api/generators/{id}',
  // docs/handover.md: the collectors' cash handover
  'GET /api/handovers',
  'POST /api/handovers',
  // docs/cut-off.md#who-may: the owner decides whether operators may cut off.
  'PUT /api/cut-off-settings',
  // docs/official-tariff.md: entering a month's tariff and applying it to the prices
  'PUT /api/official-tariffs/{month}',
  'POST /api/official-tariffs/{month}/apply',
];

/** Operators and administrators: everything else of the back office. */
const OPERATOR = [
  // The dashboard's "last verified backup".
  'GET /api/backups/status',
  'GET /api/ampere-records',
  'POST /api/ampere-records',
  'GET /api/ampere-records/search',
  'GET /api/ampere-records/boxes',
  'GET /api/ampere-records/invoices',
  'GET /api/ampere-records/pricing',
  'GET /api/ampere-records/month',
  'POST /api/ampere-records/import-preview',
  'POST /api/ampere-records/bulk',
  'PATCH /api/ampere-records/column-paste',
  'GET /api/ampere-records/undo-last-batch',
  'DELETE /api/ampere-records/undo-last-batch',
  'POST /api/ampere-records/new-month',
  'GET /api/ampere-records/{id}/invoice',
  'DELETE /api/ampere-records/{id}',
  'PATCH /api/ampere-records/{id}',
  'GET /api/ampere-records/{id}/payments',
  'GET /api/archived-records',
  'GET /api/archived-records/search',
  'POST /api/archived-records/{id}/restore',
  'GET /api/table-counts',
  'GET /api/subscription-pricing',
  'GET /api/table-config',
  'POST /api/passcodes/verify',
  'GET /api/table-view',
  'GET /api/sse/{stream}',
  'GET /api/pending-customers',
  'POST /api/pending-customers/{id}/approve',
  'POST /api/pending-customers/{id}/decline',
  'GET /api/system-summaries',
  'GET /api/{system}-customers/{id}/payments',
  'POST /api/print-invoices',
  'POST /api/print-selections',
  'GET /api/print-selections/{id}',
  'GET /api/{type}-boxes',
  'GET /api/{type}-closed-months',
  'GET /api/{system}-customers/export-for-readings',
  'POST /api/{system}-customers/bulk-update-readings',
  'POST /api/{system}-customers/import-preview',
  'POST /api/{system}-customers/bulk',
  'POST /api/{system}-customers/column-paste',
  'POST /api/{system}-customers/sort-permanently',
  'GET /api/{system}-customers/{id}/invoice',
  'GET /api/{system}-customers',
  'POST /api/{system}-customers',
  'GET /api/{system}-customers/search',
  'GET /api/{system}-customers/summary',
  'GET /api/{system}-customers/group-price',
  'GET /api/{system}-customers/month',
  'GET /api/{system}-customers/undo-last-batch',
  'DELETE /api/{system}-customers/undo-last-batch',
  'POST /api/{system}-customers/new-month',
  'POST /api/{system}-customers/start-new-month-readings',
  'PATCH /api/{system}-customers/{id}/mark-paid',
  'PUT /api/{system}-customers/{id}',
  'DELETE /api/{system}-customers/{id}',
  'PATCH /api/{system}-customers/{id}',
  'GET /api/{system}-archived',
  'GET /api/{system}-archived/search',
  'POST /api/{system}-archived/{id}/restore',
  'GET /api/mahmoud-records',
  'GET /api/baydawi-records',
  'PATCH /api/mahmoud-records/{id}/paid-amount',
  'PATCH /api/baydawi-records/{id}/paid-amount',
  'PATCH /api/mahmoud-records/{id}/mark-paid',
  'PATCH /api/baydawi-records/{id}/mark-paid',
  'GET /api/monthly-archives/months',
  'GET /api/monthly-archives',
  'GET /api/subscription-amperage-data',
  'PATCH /api/ampere-records/update-all-prices',
  'PATCH /api/ampere-records/mark-all-unpaid',
  'PATCH /api/{system}-customers/update-all-prices',
  'POST /api/table-config',
  // docs/generator-economics.md: the generator's log and the month's economics
  'GET /api/generators',
  'POST /api/generator-costs',
  'GET /api/generator-costs',
  'POST /api/generator-costs/import',
  'DELETE /api/generator-costs/imports/{importId}',
  'DELETE /api/generator-costs/{id}',
  'GET /api/generator-economics',
  'GET /api/generator-economics/history',
  'GET /api/generator-economics.xlsx',
  // docs/official-tariff.md: the tariffs entered and the bills above them
  'GET /api/official-tariffs',
  'GET /api/official-tariffs/{month}',
  'GET /api/compliance',
  // docs/customer-history.md: a customer's months
  'GET /api/ampere-records/{id}/history',
  'GET /api/{system}-customers/{id}/history',
  // docs/debtors.md: the debtors and the reminder runs
  'GET /api/debtors',
  'GET /api/debtors.csv',
  'GET /api/debtors.xlsx',
  'POST /api/reminder-runs',
  'GET /api/reminder-runs/{id}',
  'POST /api/reminder-runs/{id}/customers/{systemId}/{customerId}/opened',
  // docs/cut-off.md#who-may: operators reach them; the handler refuses unless the owner allows it.
  'GET /api/cut-off-settings',
  'POST /api/ampere-records/{id}/cut-off',
  'POST /api/ampere-records/{id}/reconnect',
  'POST /api/{system}-customers/{id}/cut-off',
  'POST /api/{system}-customers/{id}/reconnect',
];

type Caller = 'stranger' | 'collector' | 'reader' | 'operator' | 'admin';
/** How an answer reads: refused for want of a session, refused for the role, or let in. */
type Access = 'signed-out' | 'role-refused' | 'let-in';

const ROLE_REFUSALS = ['FORBIDDEN_FOR_ROLE', 'ADMIN_ONLY'];

function expectedAccess(operation: string, caller: Caller): Access {
  if (PUBLIC.includes(operation)) return 'let-in';
  if (caller === 'stranger') return 'signed-out';
  if (caller === 'admin') return 'let-in';
  if (ADMIN_ONLY.includes(operation)) return 'role-refused';
  if (caller === 'operator') return 'let-in';
  if (COLLECTOR.includes(operation)) return 'let-in';
  return caller === 'reader' && METER_READER.includes(operation) ? 'let-in' : 'role-refused';
}

const PATH_VALUES: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  paymentId: '00000000-0000-4000-8000-000000000000',
  importId: '00000000-0000-4000-8000-000000000000',
  system: 'mahmoud-kwh',
  type: 'ampere',
  // No such updates group: a caller let in gets a 404 at once, not an endless event stream.
  stream: 'no-such-updates',
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function operationsOf(document: OpenAPIObject): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('who may call what', () => {
  let testApp: TestApp;
  let document: OpenAPIObject;
  const callers = {} as Record<Caller, TestAgent>;

  beforeAll(async () => {
    testApp = await startTestApp();
    callers.stranger = testApp.agent();
    callers.collector = await testApp.signedInAgent('سامي', 'collector');
    callers.reader = await testApp.signedInAgent('وسيم', 'collector', { meterReader: true });
    callers.operator = await testApp.signedInAgent('رامي', 'operator');
    callers.admin = await testApp.signedInAgent('هلا', 'admin');
    document = (await callers.admin.get('/api/docs/json').expect(200)).body as OpenAPIObject;
  });
  afterAll(() => testApp.close());

  it('has a decision for every operation of the document, and only one', () => {
    const decided = [...PUBLIC, ...COLLECTOR, ...METER_READER, ...ADMIN_ONLY, ...OPERATOR];
    const operations = operationsOf(document);
    expect(operations.filter((operation) => !decided.includes(operation))).toEqual([]);
    expect(decided.filter((operation) => !operations.includes(operation))).toEqual([]);
    expect(decided.filter((operation, index) => decided.indexOf(operation) !== index)).toEqual([]);
  });

  it('shows the document that maps every route to staff who use them, not to a collector', async () => {
    const answers = await Promise.all(
      (['stranger', 'collector', 'reader', 'operator'] as const).map(async (caller) => {
        const response = await callers[caller].get('/api/docs/json');
        return [caller, response.status, (response.body as { code?: string }).code ?? null];
      }),
    );
    expect(answers).toEqual([
      ['stranger', 401, null],
      ['collector', 403, 'FORBIDDEN_FOR_ROLE'],
      ['reader', 403, 'FORBIDDEN_FOR_ROLE'],
      ['operator', 200, null],
    ]);
  });

  it.each<Caller>(['stranger', 'collector', 'reader', 'operator', 'admin'])(
    'answers the %s on every operation as the lists say',
    async (caller) => {
      // Signing out last: it would end the session the other calls use.
      const operations = operationsOf(document).sort(
        (a, b) => Number(a === 'POST /api/logout') - Number(b === 'POST /api/logout'),
      );
      const differences: string[] = [];
      for (const operation of operations) {
        const [method, path] = operation.split(' ');
        const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => PATH_VALUES[name] ?? 'x');
        const agent = callers[caller];
        const call = agent[method.toLowerCase() as 'get'](url);
        const response = method === 'GET' ? await call : await call.send({});
        const body = response.body as { code?: string; message?: string };
        const access: Access =
          response.status === 401
            ? 'signed-out'
            : response.status === 403 && ROLE_REFUSALS.includes(body.code ?? '')
              ? 'role-refused'
              : 'let-in';
        const expected = expectedAccess(operation, caller);
        if (access !== expected) {
          differences.push(`${operation}: ${expected} expected, ${response.status} ${body.code ?? ''}`);
        } else if (access === 'role-refused' && (caller === 'collector' || caller === 'reader')) {
          // The collector is told in Arabic, with the stable code.
          if (body.code !== 'FORBIDDEN_FOR_ROLE' || body.message !== 'هذه العملية غير مسموحة لدورك') {
            differences.push(`${operation}: ${JSON.stringify(body)}`);
          }
        }
        if (response.status >= 500) differences.push(`${operation}: ${response.status}`);
      }
      expect(differences).toEqual([]);
    },
  );
});
