import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { BrowserRouter, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingSpinner } from '../components/loading-spinner';
import { PageHeaderActionsContext, PageNoticeContext } from '../components/page-layout';
import { dismissToast } from '../components/toast';
import { useCurrentUser, type CurrentUser } from '../features/auth/api/get-current-user';
import { LogoutButton } from '../features/auth/components/logout-button';
import { LoginPage, useReturnPath } from '../features/auth/pages/login-page';
import { HomeMenuPage } from '../features/home-menu/pages/home-menu-page';
import { kwhSystemPath } from '../config/metered-system-paths';
import { rememberSignedInUser } from '../features/collect/lib/collect-device-store';
import { LandingPage } from '../features/landing/pages/landing-page';
import { CompanyProfileBanner } from '../features/settings/components/company-profile-banner';
import { PublicAddressBanner } from '../features/settings/components/public-address-banner';
import { paths } from '../config/route-paths';

/** Screens load when first opened, so the first page does not carry every screen's code. The landing
 * page, sign-in and the home menu (the first pages of a visit) load at once. */
function page<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

const AmperePage = page(() =>
  import('../features/customers/pages/ampere-page').then((module) => module.AmperePage),
);
const ArchivedPage = page(() =>
  import('../features/archive/pages/archived-page').then((module) => module.ArchivedPage),
);
const CompanySettingsPage = page(() =>
  import('../features/settings/pages/company-settings-page').then((module) => module.CompanySettingsPage),
);
const CustomerPortalPage = page(() =>
  import('../features/customer-portal/pages/customer-portal-page').then(
    (module) => module.CustomerPortalPage,
  ),
);
const AmperePrintableTablePage = page(() =>
  import('../features/invoices/pages/ampere-printable-table-page').then(
    (module) => module.AmperePrintableTablePage,
  ),
);
const InvoicePage = page(() =>
  import('../features/invoices/pages/invoice-page').then((module) => module.InvoicePage),
);
const NotFoundPage = page(() =>
  import('../features/not-found/pages/not-found-page').then((module) => module.NotFoundPage),
);
const ReadingExportImportPage = page(() =>
  import('../features/kwh-readings/pages/reading-export-import-page').then(
    (module) => module.ReadingExportImportPage,
  ),
);
const KwhArchivedPage = page(() =>
  import('../features/kwh-archive/pages/kwh-archived-page').then((module) => module.KwhArchivedPage),
);
const RegisterPage = page(() =>
  import('../features/register/pages/register-page').then((module) => module.RegisterPage),
);
const TableViewPage = page(() =>
  import('../features/table-view/pages/table-view-page').then((module) => module.TableViewPage),
);
const BulkPrintPage = page(() =>
  import('../features/bulk-print/pages/bulk-print-page').then((module) => module.BulkPrintPage),
);
const EnhancedBulkPrintPage = page(() =>
  import('../features/bulk-print/pages/enhanced-bulk-print-page').then(
    (module) => module.EnhancedBulkPrintPage,
  ),
);
const BulkPrintEnhancedPage = page(() =>
  import('../features/bulk-print/pages/bulk-print-enhanced-page').then(
    (module) => module.BulkPrintEnhancedPage,
  ),
);
const KwhHomePage = page(() =>
  import('../features/customers/pages/kwh-home-page').then((module) => module.KwhHomePage),
);
const KwhListPage = page(() =>
  import('../features/customers/pages/kwh-list-page').then((module) => module.KwhListPage),
);
const KwhBulkPrintPage = page(() =>
  import('../features/bulk-print/pages/kwh-bulk-print-page').then((module) => module.KwhBulkPrintPage),
);
const KwhSystemRoute = page(() =>
  import('../features/customers/pages/kwh-system-route').then((module) => module.KwhSystemRoute),
);
const SubscriptionPricingPage = page(() =>
  import('../features/pricing/pages/subscription-pricing-page').then(
    (module) => module.SubscriptionPricingPage,
  ),
);
const OfficialTariffPage = page(() =>
  import('../features/official-tariff').then((module) => module.OfficialTariffPage),
);
const CompliancePage = page(() =>
  import('../features/official-tariff').then((module) => module.CompliancePage),
);
const AdminMigratePage = page(() =>
  import('../features/pricing/pages/admin-migrate-page').then((module) => module.AdminMigratePage),
);
const KwhPrintableTablePage = page(() =>
  import('../features/kwh-printable-table/pages/kwh-printable-table-page').then(
    (module) => module.KwhPrintableTablePage,
  ),
);
const InvoiceLayoutEditorPage = page(() =>
  import('../features/invoice-layout/pages/invoice-layout-editor-page').then(
    (module) => module.InvoiceLayoutEditorPage,
  ),
);
const RecordTablePage = page(() =>
  import('../features/record-tables/pages/record-table-page').then((module) => module.RecordTablePage),
);
const TableConfigPage = page(() =>
  import('../features/table-config/pages/table-config-page').then((module) => module.TableConfigPage),
);
const MonthlyArchivesPage = page(() =>
  import('../features/monthly-archives/pages/monthly-archives-page').then(
    (module) => module.MonthlyArchivesPage,
  ),
);
const PendingCustomersPage = page(() =>
  import('../features/pending-customers/pages/pending-customers-page').then(
    (module) => module.PendingCustomersPage,
  ),
);
const QrCodesPage = page(() =>
  import('../features/qr-codes/pages/qr-codes-page').then((module) => module.QrCodesPage),
);
const GeneratorLogPage = page(() =>
  import('../features/generator-log').then((module) => module.GeneratorLogPage),
);
const SystemDashboardPage = page(() =>
  import('../features/dashboard/pages/system-dashboard-page').then((module) => module.SystemDashboardPage),
);
const UsersPage = page(() => import('../features/users/pages/users-page').then((module) => module.UsersPage));
const ColumnDataPage = page(() =>
  import('../features/column-data/pages/column-data-page').then((module) => module.ColumnDataPage),
);
const ArchiveManagementPage = page(() =>
  import('../features/archive-management/pages/archive-management-page').then(
    (module) => module.ArchiveManagementPage,
  ),
);
const BackupsPage = page(() =>
  import('../features/backups/pages/backups-page').then((module) => module.BackupsPage),
);
const HandoverPage = page(() => import('../features/handover').then((module) => module.HandoverPage));
const AuditLogPage = page(() =>
  import('../features/audit-log/pages/audit-log-page').then((module) => module.AuditLogPage),
);
const ReceiptPage = page(() =>
  import('../features/receipts/pages/receipt-page').then((module) => module.ReceiptPage),
);
const CustomerHistoryPage = page(() =>
  import('../features/customer-history').then((module) => module.CustomerHistoryPage),
);
const CollectPage = page(() =>
  import('../features/collect/pages/collect-page').then((module) => module.CollectPage),
);
const ReadingRoundPage = page(() =>
  import('../features/reading-round/pages/reading-round-page').then((module) => module.ReadingRoundPage),
);
const PaymentsReportPage = page(() =>
  import('../features/payments-report/pages/payments-report-page').then(
    (module) => module.PaymentsReportPage,
  ),
);
const DebtorsPage = page(() => import('../features/debtors').then((module) => module.DebtorsPage));
const NotAllowedPage = page(() =>
  import('../features/auth/pages/not-allowed-page').then((module) => module.NotAllowedPage),
);
const UnauthorizedPage = page(() =>
  import('../features/auth/pages/unauthorized-page').then((module) => module.UnauthorizedPage),
);

/** What signed-in pages may need from the session. Features never import the auth feature: the
 * router hands them the user (and every page's top bar the logout button, PageHeaderActionsContext). */
interface Session {
  user: CurrentUser;
}

/** Reachable by everyone, signed in or not (docs/screens.md#routes-and-who-opens-them): the customer portal
 * and registration. */
const publicRoutes: RouteObject[] = [
  { path: paths.customerPortal, element: <CustomerPortalPage /> },
  { path: paths.register, element: <RegisterPage /> },
];

/** When signed out: the landing page for / and any other path. */
const signedOutRoutes: RouteObject[] = [
  ...publicRoutes,
  { path: paths.login, element: <LoginPage /> },
  { path: paths.unauthorized, element: <UnauthorizedPage /> },
  { path: '*', element: <LandingPage /> },
];

/** Ampere system (docs/screens.md#the-customers-screens) and the company profile its invoices print. */
const ampereRoutes = ({ user }: Session): RouteObject[] => [
  { path: paths.ampere, element: <AmperePage email={user.email} /> },
  { path: paths.archived, element: <ArchivedPage /> },
  { path: paths.invoice, element: <InvoicePage /> },
  // the receipt of one payment, printable on an 80 mm roll or A6
  { path: paths.receipt, element: <ReceiptPage /> },
  // a customer's months, of any system (docs/customer-history.md)
  { path: paths.customerHistory, element: <CustomerHistoryPage /> },
  { path: paths.amperePrintableTable, element: <AmperePrintableTablePage /> },
  {
    path: paths.tableView,
    element: <TableViewPage canChangePasscode={user.role === 'admin'} />,
  },
  {
    path: paths.companySettings,
    element: <CompanySettingsPage canEdit={user.role === 'admin'} />,
  },
  { path: paths.settings, element: <Navigate to={paths.companySettings} replace /> },
];

/** Document 2 areas: kWh systems, printing, administration, dashboards (paths.kwhHome, …). */
const documentTwoRoutes = ({ user }: Session): RouteObject[] => [
  { path: paths.kwhHome, element: <KwhHomePage /> },
  { path: paths.kwh, element: <KwhListPage /> },
  {
    path: paths.subscriptionPricing,
    element: <SubscriptionPricingPage canEdit={user.role === 'admin'} />,
  },
  { path: paths.invoiceLayoutEditor, element: <InvoiceLayoutEditorPage /> },
  { path: paths.kwhPrintableTable, element: <KwhPrintableTablePage /> },
  {
    path: paths.adminMigrate,
    element: <AdminMigratePage canRun={user.role === 'admin'} />,
  },
  { path: paths.officialTariff, element: <OfficialTariffPage canEdit={user.role === 'admin'} /> },
  { path: paths.compliance, element: <CompliancePage /> },
  // the record tables of the two box groups, their settings, the monthly archives
  {
    path: paths.mahmoudTable,
    element: <RecordTablePage key="mahmoud" group="mahmoud" />,
  },
  {
    path: paths.baydawiTable,
    element: <RecordTablePage key="baydawi" group="baydawi" />,
  },
  { path: paths.tableConfig, element: <TableConfigPage /> },
  { path: paths.monthlyArchives, element: <MonthlyArchivesPage /> },
  // Fixed paths before the /:slug routes of the metered groups.
  { path: paths.bulkPrint, element: <BulkPrintPage /> },
  { path: paths.enhancedBulkPrint, element: <EnhancedBulkPrintPage /> },
  { path: paths.bulkPrintEnhanced, element: <BulkPrintEnhancedPage /> },
  { path: paths.systemDashboard, element: <SystemDashboardPage /> },
  { path: paths.paymentsReport, element: <PaymentsReportPage /> },
  { path: paths.generatorLog, element: <GeneratorLogPage canManageGenerators={user.role === 'admin'} /> },
  { path: paths.debtors, element: <DebtorsPage /> },
  { path: paths.pendingCustomers, element: <PendingCustomersPage /> },
  { path: paths.qrCodes, element: <QrCodesPage /> },
  { path: paths.collect, element: <CollectPage takerId={user.id} withHistory /> },
  { path: paths.read, element: <ReadingRoundPage takerId={user.id} live /> },
  // /mahmoud-kwh, /baydawi-kwh, any metered group added as data, and the -bulk and -bulk-print pages of
  // each, the generic list's too (/kwh-bulk, /kwh-bulk-print): one route that reads the billing systems;
  // a name that is no metered system is a 404 (docs/metered-groups.md).
  {
    path: '/:slug',
    element: (
      <KwhSystemRoute
        notFound={<NotFoundPage />}
        bulkPrint={(system) => (
          <KwhBulkPrintPage key={system.id} system={system} groupPath={kwhSystemPath(system.id)} />
        )}
      />
    ),
  },
  {
    path: '/:slug/invoice',
    element: <KwhSystemRoute view="invoice" notFound={<NotFoundPage />} />,
  },
  { path: paths.readingExportImport, element: <ReadingExportImportPage /> },
  { path: paths.kwhArchived, element: <KwhArchivedPage /> },
];

/** Who signs in and what they did (administrators; an operator is told the page is not theirs;
 * docs/operator-guide.md#roles). */
const administrationRoutes = ({ user }: Session): RouteObject[] => [
  { path: paths.users, element: <UsersPage currentUser={user} /> },
  { path: paths.auditLog, element: <AuditLogPage currentUser={user} /> },
  { path: paths.backups, element: <BackupsPage currentUser={user} /> },
  // the collectors' cash handover (docs/handover.md)
  { path: paths.handover, element: <HandoverPage currentUser={user} /> },
  {
    path: paths.archiveManagement,
    element: <ArchiveManagementPage currentUser={user} />,
  },
  {
    path: paths.columnDataManager,
    element: <ColumnDataPage currentUser={user} />,
  },
];

/** Offline before the session could be asked (a reload without a connection): the collection screen
 * still opens from the cached shell, with the roster and the payments kept on the device
 * (docs/screens.md#working-offline). */
const offlineRoutes: RouteObject[] = [
  { path: paths.collect, element: <CollectPage /> },
  { path: paths.read, element: <ReadingRoundPage /> },
  ...signedOutRoutes,
];

/** Signed in already (or just now): on to the page the sign-in was for. */
function SignedInAtLogin() {
  return <Navigate to={useReturnPath()} replace />;
}

/**
 * A collector collects (docs/operator-guide.md#roles): their home, the collection screen, receipts and their
 * own collections report; one an administrator lets read meters walks the reading round too, without the
 * office's live updates (docs/meter-reader.md). Any other page says, in Arabic, that it is not for their
 * role (the server refuses it too).
 */
function collectorRoutes({ user }: Session): RouteObject[] {
  const home = <HomeMenuPage user={user} />;
  return [
    ...publicRoutes,
    { path: paths.home, element: home },
    { path: paths.folders, element: home },
    { path: paths.collect, element: <CollectPage takerId={user.id} /> },
    ...(user.meterReader ? [{ path: paths.read, element: <ReadingRoundPage takerId={user.id} /> }] : []),
    { path: paths.receipt, element: <ReceiptPage /> },
    { path: paths.paymentsReport, element: <PaymentsReportPage ownOnly /> },
    { path: paths.login, element: <SignedInAtLogin /> },
    { path: paths.unauthorized, element: <Navigate to={paths.home} replace /> },
    { path: '*', element: <NotAllowedPage /> },
  ];
}

function signedInRoutes(session: Session): RouteObject[] {
  if (session.user.role === 'collector') return collectorRoutes(session);
  const home = <HomeMenuPage user={session.user} />;
  return [
    ...publicRoutes,
    { path: paths.home, element: home },
    { path: paths.folders, element: home },
    ...ampereRoutes(session),
    ...administrationRoutes(session),
    ...documentTwoRoutes(session),
    { path: paths.login, element: <SignedInAtLogin /> },
    { path: paths.unauthorized, element: <Navigate to={paths.home} replace /> },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** A toast belongs to the page that raised it: leaving the page closes it. */
function useToastsCloseOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current !== pathname) dismissToast();
    shown.current = pathname;
  }, [pathname]);
}

/** A session probe that failed (no connection when the page loaded) is asked again on the next
 * navigation: once the connection is back, the collector's tap on a receipt finds them signed in. */
function useSessionAskedAgainOnNavigation(failed: boolean, askAgain: () => unknown) {
  const { pathname } = useLocation();
  const seen = useRef(pathname);
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    if (failed) void askAgain();
  }, [pathname, failed, askAgain]);
}

/** The routes for the current session (docs/screens.md#routes-and-who-opens-them); a spinner while it is
 * being asked for. */
export function AppRoutes() {
  const session = useCurrentUser();
  const user = session.data;
  useToastsCloseOnNavigation();
  // Offline the probe waits for the network ('paused'), or fails (a connection without internet): the
  // landing page from the cached shell then, or the collection screen.
  const offline = (session.isPending && session.fetchStatus === 'paused') || session.isError;
  useSessionAskedAgainOnNavigation(session.isError, session.refetch);
  // Who is signed in on this device, for the payments taken offline; forgotten once signed out.
  const signedOut = session.isSuccess && !user;
  useEffect(() => {
    if (user) rememberSignedInUser(user.id);
    else if (signedOut) rememberSignedInUser(null);
  }, [user, signedOut]);
  const routes = useRoutes(user ? signedInRoutes({ user }) : offline ? offlineRoutes : signedOutRoutes);
  // Asked again after a failure: the page waits for the answer rather than showing the landing page.
  const askingAgain = session.isError && session.isFetching;
  if ((session.isPending && !offline) || askingAgain) return <LoadingSpinner fullPage />;
  return (
    <PageNoticeContext.Provider
      value={
        user?.role === 'admin' ? (
          <>
            <CompanyProfileBanner />
            <PublicAddressBanner />
          </>
        ) : null
      }
    >
      <PageHeaderActionsContext.Provider value={user ? <LogoutButton /> : null}>
        <Suspense fallback={<LoadingSpinner fullPage />}>{routes}</Suspense>
      </PageHeaderActionsContext.Provider>
    </PageNoticeContext.Provider>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
