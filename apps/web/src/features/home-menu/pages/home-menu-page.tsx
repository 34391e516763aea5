import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/route-paths';
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
import { usePhoneLayout } from '../../../components/phone-layout';
import { SystemCard, type SystemCardProps } from '../components/system-card';
import { homeMenuMessages as t } from '../messages';
import { businessToday } from '../../../lib/app-settings';

/** This year in the business's calendar (BUSINESS_TIME_ZONE), not the phone's. */
const businessYear = () => Number(businessToday().slice(0, 4));

export interface HomeMenuUser {
  firstName: string | null;
  lastName: string | null;
  /** Administrators also see the administration; a collector sees collection only. */
  role?: string;
  /** A collector an administrator lets read meters: their home offers the round too (docs/meter-reader.md). */
  meterReader?: boolean;
}

export interface HomeMenuPageProps {
  /** Undefined while the session is still loading. */
  user: HomeMenuUser | null | undefined;
}

/** A card, and whether only administrators can use its screen (operators do not see it). */
type MenuCard = SystemCardProps & { adminOnly?: true };

// In this order (docs/screens.md#the-home-menu).
const systems: MenuCard[] = [
  { to: paths.ampere, ...t.cards.ampere, icon: <BoltIcon />, tone: 'warning' },
  { to: paths.kwhHome, ...t.cards.kwh, icon: <GaugeIcon />, tone: 'primary' },
  { to: paths.systemDashboard, ...t.cards.dashboard, icon: <ChartIcon />, tone: 'info' },
  { to: paths.paymentsReport, ...t.cards.payments, icon: <CashIcon />, tone: 'success' },
  { to: paths.generatorLog, ...t.cards.generatorLog, icon: <BoltIcon />, tone: 'warning' },
  { to: paths.handover, ...t.cards.handover, icon: <CashIcon />, tone: 'success', adminOnly: true },
  { to: paths.debtors, ...t.cards.debtors, icon: <CashIcon />, tone: 'danger' },
  {
    to: paths.archiveManagement,
    ...t.cards.archive,
    icon: <ArchiveIcon />,
    tone: 'secondary',
    adminOnly: true,
  },
  { to: paths.readingExportImport, ...t.cards.readings, icon: <TransferIcon />, tone: 'success' },
  { to: paths.collect, ...t.cards.collect, icon: <CheckIcon />, tone: 'success' },
  { to: paths.read, ...t.cards.read, icon: <GaugeIcon />, tone: 'primary' },
];
const advancedTools: MenuCard[] = [
  {
    to: paths.columnDataManager,
    ...t.cards.columnData,
    icon: <ColumnsIcon />,
    tone: 'danger',
    dangerous: true,
    adminOnly: true,
  },
];
/** A collector's home leads with collection, then the reading round when they read meters
 * (docs/meter-reader.md), then their own collections. */
const collectorCards = (meterReader: boolean): SystemCardProps[] => [
  { to: paths.collect, ...t.cards.collect, icon: <CheckIcon />, tone: 'success' },
  ...(meterReader
    ? [{ to: paths.read, ...t.cards.read, icon: <GaugeIcon />, tone: 'primary' as const }]
    : []),
  { to: paths.paymentsReport, ...t.cards.ownPayments, icon: <CashIcon />, tone: 'success' },
];

function CardGrid({ cards }: { cards: MenuCard[] }) {
  return (
    <Row xs={1} md={2} xl={3} className="g-3 g-lg-4">
      {cards.map(({ adminOnly: _adminOnly, ...card }) => (
        <Col key={card.to}>
          <SystemCard {...card} />
        </Col>
      ))}
    </Row>
  );
}

/** The footer's links after the company settings; the last three are the owner's. */
const footerLinks: readonly { to: string; label: string; adminOnly?: boolean }[] = [
  { to: paths.pendingCustomers, label: t.pendingCustomers },
  { to: paths.qrCodes, label: t.qrCodes },
  { to: paths.bulkPrint, label: t.bulkPrint },
  { to: paths.users, label: t.users, adminOnly: true },
  { to: paths.auditLog, label: t.auditLog, adminOnly: true },
  { to: paths.backups, label: t.backups, adminOnly: true },
  { to: paths.officialTariff, label: t.officialTariff, adminOnly: true },
  { to: paths.compliance, label: t.compliance },
];

/** On a phone the screens made for one come first (collection, then the reading round);
 * a desk keeps the menu's order. */
const PHONE_FIRST: readonly string[] = [paths.collect, paths.read];
const phoneOrder = (cards: MenuCard[]) => [
  ...PHONE_FIRST.flatMap((to) => cards.filter((card) => card.to === to)),
  ...cards.filter((card) => !PHONE_FIRST.includes(card.to)),
];

export function HomeMenuPage({ user }: HomeMenuPageProps) {
  const phone = usePhoneLayout();
  if (!user) return <LoadingSpinner fullPage />;
  if (user.role === 'collector') {
    return (
      <PageLayout
        title={t.greeting(user.firstName, user.lastName)}
        subtitle={user.meterReader ? t.meterReaderSubtitle : t.collectorSubtitle}
        footer={<div className="text-center">{t.copyright(businessYear())}</div>}
      >
        <section aria-labelledby="home-systems">
          <h2 id="home-systems" className="visually-hidden">
            {t.systemsHeading}
          </h2>
          <CardGrid cards={collectorCards(Boolean(user.meterReader))} />
        </section>
      </PageLayout>
    );
  }
  const isAdmin = user.role === 'admin';
  const usable = (cards: MenuCard[]) => cards.filter((card) => isAdmin || !card.adminOnly);
  const tools = usable(advancedTools);
  return (
    <PageLayout
      title={t.greeting(user.firstName, user.lastName)}
      subtitle={t.subtitle}
      footer={
        <div className="d-flex flex-wrap justify-content-center align-items-center gap-3">
          <span>{t.copyright(businessYear())}</span>
          <Link to={paths.companySettings} className="app-touch-link gap-1">
            <SettingsIcon size={16} />
            {t.companySettings}
          </Link>
          {footerLinks
            .filter((link) => isAdmin || !link.adminOnly)
            .map((link) => (
              <Link key={link.to} to={link.to} className="app-touch-link">
                {link.label}
              </Link>
            ))}
        </div>
      }
    >
      <section aria-labelledby="home-systems">
        <h2 id="home-systems" className="visually-hidden">
          {t.systemsHeading}
        </h2>
        <CardGrid cards={phone ? phoneOrder(usable(systems)) : usable(systems)} />
      </section>
      {tools.length > 0 && (
        <section aria-labelledby="home-advanced" className="mt-5">
          <h2 id="home-advanced" className="app-section-title text-danger">
            {t.advancedHeading}
          </h2>
          <CardGrid cards={tools} />
        </section>
      )}
    </PageLayout>
  );
}
