import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { paths } from '../../../config/route-paths';
import { ButtonLink } from '../../../components/button-link';
import { ArchiveIcon, GaugeIcon, PrintIcon, TransferIcon, UploadIcon } from '../../../components/icons';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { useMeteredSystems } from '../../../lib/billing-systems';
import { kwhBulkPath, kwhBulkPrintPath, kwhSystemPath } from '../../../config/metered-system-paths';
import { kwhMessages as t } from '../messages';

/** The kWh system chooser, /kwh-home: a card per metered system from the billing
 * systems, the groups then the generic list, each with the same links (a group added as data appears
 * here without code; docs/metered-groups.md), then the admin tools. */
export function KwhHomePage() {
  const systems = useMeteredSystems();
  const groups = systems.data ?? [];

  return (
    <PageLayout title={t.homeTitle} subtitle={t.homeSubtitle} back={{ to: paths.home, label: t.backHome }}>
      <section aria-labelledby="kwh-groups" className="mb-5">
        <h2 id="kwh-groups" className="app-section-title">
          {t.groupsHeading}
        </h2>
        {systems.isPending ? (
          <LoadingSpinner />
        ) : systems.isError ? (
          <LoadFailedAlert onRetry={() => void systems.refetch()}>{t.systemsFailed}</LoadFailedAlert>
        ) : groups.length === 0 ? (
          <p className="text-secondary">{t.noGroups}</p>
        ) : (
          <Row xs={1} md={2} xl={3} className="g-3 g-lg-4">
            {groups.map((group) => (
              <Col key={group.id}>
                <Card as="article" className="h-100 shadow-sm border-0" aria-labelledby={`group-${group.id}`}>
                  <Card.Body className="d-flex flex-column gap-3 p-4">
                    <div className="d-flex gap-3 align-items-start">
                      <span className="app-system-card-icon text-primary bg-primary-subtle">
                        <GaugeIcon />
                      </span>
                      <div>
                        <h3 id={`group-${group.id}`} className="h5 fw-bold mb-1">
                          {group.arabicName}
                        </h3>
                        <p className="text-secondary small mb-0">{t.groupBlurb}</p>
                      </div>
                    </div>
                    <div className="d-flex flex-wrap gap-2 mt-auto">
                      <ButtonLink
                        to={kwhSystemPath(group.id)}
                        variant="primary"
                        aria-label={t.manageCustomersOf(group.arabicName)}
                      >
                        {t.manageCustomers}
                      </ButtonLink>
                      <ButtonLink
                        to={kwhBulkPath(group.id)}
                        variant="outline-primary"
                        aria-label={t.bulkEntryOf(group.arabicName)}
                      >
                        <UploadIcon size={16} /> {t.bulkEntry}
                      </ButtonLink>
                      <ButtonLink
                        to={kwhBulkPrintPath(group.id)}
                        variant="outline-secondary"
                        aria-label={t.bulkPrintOf(group.arabicName)}
                      >
                        <PrintIcon size={16} /> {t.bulkPrint}
                      </ButtonLink>
                    </div>
                  </Card.Body>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </section>

      <section aria-labelledby="kwh-admin" className="mb-5">
        <Card className="shadow-sm border-0">
          <Card.Body className="p-4">
            <h2 id="kwh-admin" className="h5 fw-bold">
              {t.adminTools}
            </h2>
            <div className="d-flex flex-wrap gap-2 mb-2">
              <ButtonLink to={paths.readingExportImport} variant="light">
                <TransferIcon size={16} /> {t.readings}
              </ButtonLink>
              <ButtonLink to={paths.kwhArchived} variant="light">
                <ArchiveIcon size={16} /> {t.archived}
              </ButtonLink>
              <ButtonLink to={paths.collect} variant="light">
                {t.collect}
              </ButtonLink>
            </div>
            {/* The administrators' pricing tools and the printable table. */}
            <div className="d-flex flex-wrap gap-2">
              <ButtonLink to={paths.subscriptionPricing} variant="light">
                {t.subscriptionPricing}
              </ButtonLink>
              <ButtonLink to={paths.adminMigrate} variant="light">
                {t.lbpMigration}
              </ButtonLink>
              <ButtonLink to={paths.kwhPrintableTable} variant="light">
                <PrintIcon size={16} /> {t.printableTable}
              </ButtonLink>
              <ButtonLink to={paths.archiveManagement} variant="light">
                {t.archiveManagement}
              </ButtonLink>
            </div>
          </Card.Body>
        </Card>
      </section>

      <section aria-labelledby="kwh-features">
        <h2 id="kwh-features" className="app-section-title">
          {t.featuresTitle}
        </h2>
        <ul className="text-secondary">
          {t.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </section>
    </PageLayout>
  );
}
