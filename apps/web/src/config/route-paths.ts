/** Every route of the single-page app, in one place (spec 000 §2.1, 001). Links use these, never literals. */
export const paths = {
  home: '/',
  folders: '/folders',
  login: '/login',
  unauthorized: '/unauthorized',

  // public (reachable signed out)
  customerPortal: '/customer-portal',
  register: '/register',

  // ampere system (spec 000 §2.5–2.10)
  ampere: '/ampere',
  archived: '/archived',
  invoice: '/invoice',
  amperePrintableTable: '/ampere-printable-table',
  tableView: '/table-view',
  // the two kWh group tables (spec 000 §2.1, document 2): group A then group B
  mahmoudTable: '/mahmoud-table',
  baydawiTable: '/baydawi-table',

  // settings: the company profile and, for administrators, the screen passcodes (issue 20)
  settings: '/settings',
  companySettings: '/settings/company',

  // administration (issue 10, administrators only)
  users: '/users',
  auditLog: '/audit-log',
  // issue 17: the backups (administrators)
  backups: '/backups',

  // document 2 areas reached from the home menu
  kwhHome: '/kwh-home',
  // the generic kWh list (spec 001 §2.2); every metered system also has /:system-bulk and /:system-bulk-print,
  // and each group /:system (docs/metered-groups.md, config/metered-system-paths)
  kwh: '/kwh',
  kwhArchived: '/kwh-archived',
  systemDashboard: '/system-dashboard',
  // issue 11: the collection report
  paymentsReport: '/payments',
  pendingCustomers: '/pending-customers',
  qrCodes: '/qr-codes',
  archiveManagement: '/archive-management',
  readingExportImport: '/reading-export-import',
  columnDataManager: '/column-data-manager',

  // printing and prices (spec 001 §2.7, §2.8, §2.17, §2.20)
  invoiceLayoutEditor: '/invoice-layout-editor',
  kwhPrintableTable: '/kwh-printable-table',
  subscriptionPricing: '/subscription-pricing',
  adminMigrate: '/admin-migrate',

  // administration (spec 001 §2.9–2.11)
  tableConfig: '/table-config',
  monthlyArchives: '/monthly-archives',
  // bulk printing for every type (spec 001 §2.5–2.7, issue 9); a group's own page is /:system-bulk-print
  bulkPrint: '/bulk-print',
  enhancedBulkPrint: '/enhanced-bulk-print',
  bulkPrintEnhanced: '/bulk-print-enhanced',

  // collection on a phone, also offline (issue 11)
  collect: '/collect',
  // issue 19: the reading round on a phone, also offline
  read: '/read',
  // the payments ledger (issue 11): one payment's receipt, /receipts/{paymentId} (receiptPath)
  receipt: '/receipts/:paymentId',
} as const;

/** The printable receipt of one payment. */
export function receiptPath(paymentId: string): string {
  return `/receipts/${encodeURIComponent(paymentId)}`;
}

export type AppPath = (typeof paths)[keyof typeof paths];
