import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { paths } from '../../../config/route-paths';
import { kwhBulkPrintPath } from '../../../config/metered-system-paths';
import { ButtonLink } from '../../../components/button-link';
import { BoltIcon, ColumnsIcon, GaugeIcon, PrintIcon } from '../../../components/icons';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { billingSystemsQueryOptions, systemsInOrder } from '../../../lib/billing-systems';
import { bulkPrintMessages as t } from '../messages';

interface EntryCard {
  id: string;
  title: string;
  text: string;
  to: string;
  icon: ReactNode;
}

/** /bulk-print: the entry to bulk printing for every type, one card per way to print. */
export function BulkPrintPage() {
  const systems = useQuery(billingSystemsQueryOptions());
  const cards = useMemo<EntryCard[]>(() => {
    // Every metered system, the generic list included (docs/metered-groups.md).
    const groups = systemsInOrder(systems.data ?? []).filter((system) => system.tariff === 'metered-per-kwh');
    return [
      {
        id: 'ampere-boxes',
        title: t.ampereBoxesTitle,
        text: t.ampereBoxesText,
        to: paths.amperePrintableTable,
        icon: <BoltIcon />,
      },
      ...groups.map((group) => ({
        id: `${group.id}-bulk-print`,
        title: t.groupPrintTitle(group.arabicName),
        text: t.groupPrintText,
        to: kwhBulkPrintPath(group.id),
        icon: <GaugeIcon />,
      })),
      {
        id: 'enhanced',
        title: t.enhancedTitle,
        text: t.enhancedText,
        to: paths.enhancedBulkPrint,
        icon: <PrintIcon />,
      },
      {
        id: 'layout-editor',
        title: t.layoutTitle,
        text: t.layoutText,
        to: paths.invoiceLayoutEditor,
        icon: <ColumnsIcon />,
      },
    ];
  }, [systems.data]);

  return (
    <PageLayout title={t.entryTitle} subtitle={t.entrySubtitle} back={{ to: paths.home, label: t.backHome }}>
      {systems.isError && (
        <LoadFailedAlert onRetry={() => void systems.refetch()}>{t.systemsFailed}</LoadFailedAlert>
      )}
      <Row xs={1} md={2} xl={3} className="g-3 g-lg-4 mb-4">
        {cards.map((card) => (
          <Col key={card.id}>
            <Card as="article" className="h-100 shadow-sm border-0" aria-labelledby={`print-card-${card.id}`}>
              <Card.Body className="d-flex flex-column gap-3 p-4">
                <div className="d-flex gap-3 align-items-start">
                  <span className="app-system-card-icon text-primary bg-primary-subtle">{card.icon}</span>
                  <div>
                    <h2 id={`print-card-${card.id}`} className="h5 fw-bold mb-1">
                      {card.title}
                    </h2>
                    <p className="text-secondary small mb-0">{card.text}</p>
                  </div>
                </div>
                <ButtonLink
                  to={card.to}
                  variant="primary"
                  className="mt-auto align-self-start"
                  aria-label={card.title}
                >
                  {t.open}
                </ButtonLink>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      {systems.isPending && <LoadingSpinner />}
    </PageLayout>
  );
}
