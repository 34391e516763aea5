import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { paths } from '../../../config/route-paths';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { ApplyOfficialTariffButton } from '../../../components/official-tariff';
import { PageLayout } from '../../../components/page-layout';
import { useExchangeRate } from '../api/get-exchange-rate';
import { useAmperageData } from '../api/get-subscription-amperage-data';
import { useSubscriptionPricing } from '../api/get-subscription-pricing';
import { ExchangeRateCard } from '../components/exchange-rate-card';
import { SubscriptionFeesCard } from '../components/subscription-fees-card';
import { pricingMessages as t } from '../messages';

export interface SubscriptionPricingPageProps {
  /** Only administrators change prices (the server refuses an operator with 403 too). */
  canEdit: boolean;
}

/** /subscription-pricing (docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing): the
 * exchange rate and the LBP fee per amperage, with notes. */
export function SubscriptionPricingPage({ canEdit }: SubscriptionPricingPageProps) {
  const rate = useExchangeRate();
  const pricing = useSubscriptionPricing();
  const amperages = useAmperageData();
  const queries = [rate, pricing, amperages];

  return (
    <PageLayout
      title={t.pricingTitle}
      subtitle={t.pricingSubtitle}
      back={{ to: paths.kwhHome, label: t.backToKwhHome }}
    >
      {!canEdit && (
        <Alert variant="warning" role="alert">
          <Alert.Heading as="h2" className="h6 fw-bold">
            {t.adminOnlyTitle}
          </Alert.Heading>
          <p className="mb-0">{t.adminOnlyText}</p>
        </Alert>
      )}
      {queries.some((query) => query.isError) ? (
        <LoadFailedAlert onRetry={() => queries.forEach((query) => void query.refetch())}>
          {t.loadFailed}
        </LoadFailedAlert>
      ) : rate.data === undefined || !pricing.data || !amperages.data ? (
        <LoadingSpinner label={t.loading} />
      ) : (
        <Row className="g-3 g-lg-4">
          <Col xs={12} lg={4}>
            <ExchangeRateCard key={rate.data} rate={rate.data} canEdit={canEdit} />
          </Col>
          <Col xs={12} lg={8}>
            <SubscriptionFeesCard
              key={JSON.stringify([pricing.data, amperages.data])}
              pricing={pricing.data}
              amperages={amperages.data}
              canEdit={canEdit}
            />
          </Col>
          {canEdit && (
            <Col xs={12}>
              {/* docs/official-tariff.md#applying-it: every metered group at the official prices */}
              <ApplyOfficialTariffButton system="all" />
            </Col>
          )}
          <Col xs={12}>
            <Card as="section" className="app-data-card" aria-labelledby="pricing-notes">
              <Card.Body className="p-4">
                <h2 id="pricing-notes" className="h6 fw-bold">
                  {t.notesTitle}
                </h2>
                <ul className="small text-secondary mb-0">
                  {t.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              </Card.Body>
            </Card>
          </Col>
        </Row>
      )}
    </PageLayout>
  );
}
