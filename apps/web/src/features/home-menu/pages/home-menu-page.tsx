import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import {
  ArchiveIcon,
  BoltIcon,
  CashIcon,
  ChartIcon,
  CheckIcon,
  ColumnsIcon,
  GaugeIcon,
  SettingsIcon,
  TransferIcon,
} from '../../../components/icons';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { SystemCard, type SystemCardProps } from '../components/system-card';
import { homeMenuMessages as t } from '../messages';

export interface HomeMenuUser {
  firstName: string | null;
  lastName: string | null;
  /** Administrators also see the links to the users and the audit log (issue 10). */
  role?: string;
}

export interface HomeMenuPageProps {
  /** Undefined while the session is still loading. */
  user: HomeMenuUser | null | undefined;
  /** Rendered in the top bar; the router passes the auth feature's logout button. */
  logoutAction?: ReactNode;
}

// spec 000 §2.4, in this order.
const systems: SystemCardProps[] = [
  { to: paths.ampere, ...t.cards.ampere, icon: <BoltIcon />, tone: 'warning' },
  { to: paths.kwhHome, ...t.cards.kwh, icon: <GaugeIcon />, tone: 'primary' },
  { to: paths.systemDashboard, ...t.cards.dashboard, icon: <ChartIcon />, tone: 'info' },
  { to: paths.paymentsReport, ...t.cards.payments, icon: <CashIcon />, tone: 'success' },
  { to: paths.archiveManagement, ...t.cards.archive, icon: <ArchiveIcon />, tone: 'secondary' },
  { to: paths.readingExportImport, ...t.cards.readings, icon: <TransferIcon />, tone: 'success' },
  { to: paths.collect, ...t.cards.collect, icon: <CheckIcon />, tone: 'success' },
];
const advancedTools: SystemCardProps[] = [
  {
    to: paths.columnDataManager,
    ...t.cards.columnData,
    icon: <ColumnsIcon />,
    tone: 'danger',
    dangerous: true,
  },
];

export function HomeMenuPage({ user, logoutAction }: HomeMenuPageProps) {
  if (!user) return <LoadingSpinner fullPage />;
  return (
    <PageLayout
      title={t.greeting(user.firstName, user.lastName)}
      subtitle={t.subtitle}
      headerActions={logoutAction}
      footer={
        <div className="d-flex flex-wrap justify-content-center align-items-center gap-3">
          <span>{t.copyright}</span>
          <Link to={paths.companySettings} className="d-inline-flex align-items-center gap-1">
            <SettingsIcon size={16} />
            {t.companySettings}
          </Link>
          <Link to={paths.pendingCustomers}>{t.pendingCustomers}</Link>
          <Link to={paths.qrCodes}>{t.qrCodes}</Link>
          <Link to={paths.bulkPrint}>{t.bulkPrint}</Link>
          {user.role === 'admin' && (
            <>
              <Link to={paths.users}>{t.users}</Link>
              <Link to={paths.auditLog}>{t.auditLog}</Link>
              <Link to={paths.backups}>{t.backups}</Link>
            </>
          )}
        </div>
      }
    >
      <section aria-labelledby="home-systems">
        <h2 id="home-systems" className="visually-hidden">
          {t.systemsHeading}
        </h2>
        <Row xs={1} md={2} xl={3} className="g-3 g-lg-4">
          {systems.map((card) => (
            <Col key={card.to}>
              <SystemCard {...card} />
            </Col>
          ))}
        </Row>
      </section>
      <section aria-labelledby="home-advanced" className="mt-5">
        <h2 id="home-advanced" className="app-section-title text-danger">
          {t.advancedHeading}
        </h2>
        <Row xs={1} md={2} xl={3} className="g-3 g-lg-4">
          {advancedTools.map((card) => (
            <Col key={card.to}>
              <SystemCard {...card} />
            </Col>
          ))}
        </Row>
      </section>
    </PageLayout>
  );
}
