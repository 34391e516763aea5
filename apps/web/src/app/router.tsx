import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { useCurrentUser, type CurrentUser } from '../features/auth/api/get-current-user';
import { LogoutButton } from '../features/auth/components/logout-button';
import { LoginPage } from '../features/auth/pages/login-page';
import { CustomerPortalPage } from '../features/customer-portal/pages/customer-portal-page';
import { RegisterPage } from '../features/register/pages/register-page';
import { UnauthorizedPage } from '../features/auth/pages/unauthorized-page';
import { AmperePage } from '../features/ampere/pages/ampere-page';
import { ArchivedPage } from '../features/archive/pages/archived-page';
import { HomeMenuPage } from '../features/home-menu/pages/home-menu-page';
import { AmperePrintableTablePage } from '../features/invoices/pages/ampere-printable-table-page';
import { InvoicePage } from '../features/invoices/pages/invoice-page';
import { LandingPage } from '../features/landing/pages/landing-page';
import { NotFoundPage } from '../features/not-found/pages/not-found-page';
import { CompanySettingsPage } from '../features/settings/pages/company-settings-page';
import { TableViewPage } from '../features/table-view/pages/table-view-page';
import { paths } from './paths';

/** What signed-in pages may need from the session. Features never import the auth feature: the
 * router hands them the user and the logout button. */
export interface Session {
  user: CurrentUser;
  logoutAction: ReactNode;
}

/** Reachable by everyone, signed in or not (spec 000 §2.1, §6): the customer portal and registration. */
const publicRoutes: RouteObject[] = [
  { path: paths.customerPortal, element: <CustomerPortalPage /> },
  { path: paths.register, element: <RegisterPage /> },
];

/** While the session loads, and when signed out: the landing page for / and any other path. */
const signedOutRoutes: RouteObject[] = [
  ...publicRoutes,
  { path: paths.login, element: <LoginPage /> },
  { path: paths.unauthorized, element: <UnauthorizedPage /> },
  { path: '*', element: <LandingPage /> },
];

/** Ampere system (spec 000 §2.5–2.10) and the company profile its invoices print. */
const ampereRoutes = ({ user, logoutAction }: Session): RouteObject[] => [
  { path: paths.ampere, element: <AmperePage email={user.email} logoutAction={logoutAction} /> },
  { path: paths.archived, element: <ArchivedPage headerActions={logoutAction} /> },
  { path: paths.invoice, element: <InvoicePage /> },
  { path: paths.amperePrintableTable, element: <AmperePrintableTablePage headerActions={logoutAction} /> },
  { path: paths.tableView, element: <TableViewPage headerActions={logoutAction} /> },
  {
    path: paths.companySettings,
    element: <CompanySettingsPage canEdit={user.role === 'admin'} headerActions={logoutAction} />,
  },
];

/** Document 2 areas: kWh systems, printing, administration, dashboards (paths.kwhHome, …). */
const documentTwoRoutes = (_session: Session): RouteObject[] => [];

function signedInRoutes(session: Session): RouteObject[] {
  const home = <HomeMenuPage user={session.user} logoutAction={session.logoutAction} />;
  return [
    ...publicRoutes,
    { path: paths.home, element: home },
    { path: paths.folders, element: home },
    ...ampereRoutes(session),
    ...documentTwoRoutes(session),
    { path: paths.login, element: <Navigate to={paths.home} replace /> },
    { path: paths.unauthorized, element: <Navigate to={paths.home} replace /> },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** The routes for the current session (spec 000 §2.1). */
export function AppRoutes() {
  const { data: user } = useCurrentUser();
  return useRoutes(user ? signedInRoutes({ user, logoutAction: <LogoutButton /> }) : signedOutRoutes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
