import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { paths } from '../../../config/route-paths';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../lib/notify-failure';
import { useCustomerInvoices, type PortalSearchCriteria } from '../api/search-customer-invoices';
import { InvoiceCard } from '../components/invoice-card';
import { PortalSearchForm } from '../components/portal-search-form';
import { customerPortalMessages as t } from '../messages';

const sameCriteria = (a: PortalSearchCriteria | null, b: PortalSearchCriteria) =>
  a !== null && a.customerNumber === b.customerNumber && a.name === b.name;

/** A refusal the server explained (too many searches, a malformed number) is added. */
function SearchError({ error }: { error: unknown }) {
  if (!(error instanceof ApiError)) return <Alert variant="danger">{t.networkError}</Alert>;
  const detail = failureText(error);
  return (
    <Alert variant="danger">
      <p className="mb-0">{t.searchFailed}</p>
      {detail && <p className="mb-0 mt-1 small">{detail}</p>}
    </Alert>
  );
}

/** /customer-portal, public (docs/screens.md#the-public-pages): a customer finds their invoice by number and
 * name. */
export function CustomerPortalPage() {
  const [criteria, setCriteria] = useState<PortalSearchCriteria | null>(null);
  const [missingFields, setMissingFields] = useState(false);
  const lookup = useCustomerInvoices(criteria);

  const search = (next: PortalSearchCriteria) => {
    setMissingFields(false);
    if (sameCriteria(criteria, next)) void lookup.refetch();
    else setCriteria(next);
  };

  const results = () => {
    if (missingFields) return <Alert variant="warning">{t.bothRequired}</Alert>;
    if (criteria === null) return null;
    if (lookup.isFetching) return <LoadingSpinner label={t.searching} />;
    if (lookup.isError) return <SearchError error={lookup.error} />;
    if (!lookup.data) return null;
    if (lookup.data.length === 0) {
      return (
        <Alert variant="info" role="status">
          {t.noResults}
        </Alert>
      );
    }
    return (
      <div className="d-grid gap-3">
        {lookup.data.map((invoice) => (
          <InvoiceCard key={invoice.statement.invoiceNumber} invoice={invoice} />
        ))}
      </div>
    );
  };

  return (
    <PageLayout title={t.title} subtitle={t.subtitle} back={{ to: paths.home, label: t.backHome }}>
      <Row className="justify-content-center">
        <Col lg={9} xl={8}>
          <Card className="app-data-card border-0 shadow-sm mb-4">
            <Card.Body className="p-4">
              <PortalSearchForm
                searching={lookup.isFetching}
                onSearch={search}
                onMissingFields={() => setMissingFields(true)}
              />
            </Card.Body>
          </Card>
          <section aria-label={t.results} aria-live="polite">
            {results()}
          </section>
        </Col>
      </Row>
    </PageLayout>
  );
}
