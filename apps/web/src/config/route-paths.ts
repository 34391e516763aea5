/** Every route of the single-page app, in one place (docs/screens.md#routes-and-who-opens-them). Links use
 * these, never literals. */
export const paths = {
  home: '/',
  folders: '/folders',
  login: '/login',
  unauthorized: '/unauthorized',

  // public (reachable signed out)
  customerPortal: '/customer-portal',
  register: '/register',

  // ampere system
  ampere: '/ampere',
  archived: '/archived',
  invoice: '/invoice',
  amperePrintableTable: '/ampere-printable-table',
  tableView: '/table-view',
  // the record tables of the two box groups: Mahmoud then Baydawi
  mahmoudTable: '/mahmoud-table',
  baydawiTable: '/baydawi-table',

  // settings: the company profile and, for administrators, the screen passcodes
  settings: '/settings',
  companySettings: '/settings/company',

  // administration (administrators only)
  users: '/users',
  auditLog: '/audit-log',
  // the backups (administrators, docs/backups.md)
  backups: '/backups',
  // the collectors' cash handover (administrators, docs/handover.md)
  handover: '/handover',

  // document 2 areas reached from the home menu
  kwhHome: '/kwh-home',
  // the generic kWh list; every metered system also has /:system-bulk and /:system-bulk-print,
  // and each group /:system (docs/metered-groups.md, config/metered-system-paths)
  kwh: '/kwh',
  kwhArchived: '/kwh-archived',
  systemDashboard: '/system-dashboard',
  // the collection report
  paymentsReport: '/payments',
  // the generator's log and the month's economics (docs/generator-economics.md)
  generatorLog: '/generator-log',
  // who owes and since when, and the reminder runs (docs/debtors.md)
  debtors: '/debtors',
  pendingCustomers: '/pending-customers',
  qrCodes: '/qr-codes',
  archiveManagement: '/archive-management',
  readingExportImport: '/reading-export-import',
  columnDataManager: '/column-data-manager',

  // printing and prices
  invoiceLayoutEditor: '/invoice-layout-editor',
  kwhPrintableTable: '/kwh-printable-table',
  subscriptionPricing: '/subscription-pricing',
  adminMigrate: '/admin-migrate',
  // the ministry's tariff and the bills above it (docs/official-tariff.md)
  officialTariff: '/official-tariff',
  compliance: '/compliance',

  // administration
  tableConfig: '/table-config',
  monthlyArchives: '/monthly-archives',
  // bulk printing for every type; a group's own page is /:system-bulk-print
  bulkPrint: '/bulk-print',
  enhancedBulkPrint: '/enhanced-bulk-print',
  bulkPrintEnhanced: '/bulk-print-enhanced',

  // collection on a phone, also offline (docs/screens.md#working-offline)
  collect: '/collect',
  // the reading round on a phone, also offline (docs/meter-reader.md)
  read: '/read',
  // the payments ledger: one payment's receipt, /receipts/{paymentId} (receiptPath)
  receipt: '/receipts/:paymentId',
  // a customer's months, /customer-history?system=…&id=… (customerHistoryPath, docs/customer-history.md)
  customerHistory: '/customer-history',
} as const;

/** The printable receipt of one payment. */
export function receiptPath(paymentId: string): string {
  return `/receipts/${encodeURIComponent(paymentId)}`;
}

/** A customer's history, of any billing system (docs/customer-history.md). */
export function customerHistoryPath(system: string, id: string): string {
  return `/customer-history?${new URLSearchParams({ system, id }).toString()}`;
}
