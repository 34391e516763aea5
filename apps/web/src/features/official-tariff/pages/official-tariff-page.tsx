import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/button-link';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/route-paths';
import { formatLbp } from '../../../lib/money';
import { useOfficialTariffs } from '../api/official-tariffs';
import { TariffForm } from '../components/tariff-form';
import { thisMonthOf } from '../lib/tariff-month';
import { officialTariffMessages as t } from '../messages';

export interface OfficialTariffPageProps {
  /** Only administrators enter the tariff (the server refuses an operator with 403 too). */
  canEdit: boolean;
  /** Today, for the month shown first when none was entered; the clock by default. */
  today?: Date;
}

/** /official-tariff (docs/official-tariff.md): a month's tariff entered or changed, and the months kept. */
export function OfficialTariffPage({ canEdit, today }: OfficialTariffPageProps) {
  const [params, setParams] = useSearchParams();
  const tariffs = useOfficialTariffs();
  const month = params.get('month') || tariffs.data?.[0]?.month || thisMonthOf(today ?? new Date());
  const saved = tariffs.data?.find((tariff) => tariff.month === month);

  return (
    <PageLayout
      title={t.title}
      subtitle={t.subtitle}
      titleActions={
        <ButtonLink to={`${paths.compliance}?month=${month}`} variant="outline-primary">
          {t.toCompliance}
        </ButtonLink>
      }
      back={{ to: paths.home, label: t.backHome }}
    >
      {!canEdit && (
        <Alert variant="warning" role="alert">
          {t.adminOnly}
        </Alert>
      )}
      {tariffs.isError ? (
        <LoadFailedAlert onRetry={() => void tariffs.refetch()}>{t.loadFailed}</LoadFailedAlert>
      ) : !tariffs.data ? (
        <LoadingSpinner label={t.loading} />
      ) : (
        <>
          {canEdit && (
            <Card as="section" className="app-data-card mb-4" aria-labelledby="tariff-form-title">
              <Card.Body className="p-4">
                <h2 id="tariff-form-title" className="h5 fw-bold">
                  {t.formTitle}
                </h2>
                <Form.Group controlId="tariff-month" className="mb-3" style={{ maxWidth: '16rem' }}>
                  <Form.Label>{t.month}</Form.Label>
                  <Form.Control
                    type="month"
                    value={month}
                    onChange={(event) => event.target.value && setParams({ month: event.target.value })}
                  />
                </Form.Group>
                <TariffForm key={`${month}|${saved?.updatedAt ?? ''}`} month={month} saved={saved} />
              </Card.Body>
            </Card>
          )}
          <Card as="section" className="app-data-card" aria-labelledby="tariff-history-title">
            <Card.Body className="p-4">
              <h2 id="tariff-history-title" className="h5 fw-bold">
                {t.historyTitle}
              </h2>
              {tariffs.data.length === 0 ? (
                <p className="text-secondary mb-0">{t.noHistory}</p>
              ) : (
                // A region the keyboard can reach: the table scrolls sideways on a phone.
                <div className="table-responsive" tabIndex={0} role="region" aria-label={t.historyTitle}>
                  <Table size="sm" className="mb-0 align-middle">
                    <thead>
                      <tr>
                        <th scope="col">{t.month}</th>
                        {tariffs.data[0].zones.map((zone) => (
                          <th scope="col" key={zone.id}>
                            {zone.name}
                          </th>
                        ))}
                        <th scope="col">{t.fixedColumn}</th>
                        <th scope="col">{t.exchangeRate}</th>
                        <th scope="col">{t.diesel}</th>
                        <th scope="col">{t.source}</th>
                        <th scope="col">{t.updatedBy}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {tariffs.data.map((tariff) => (
                        <tr key={tariff.month}>
                          <th scope="row">{tariff.monthLabel}</th>
                          {tariff.zones.map((zone) => (
                            <td key={zone.id}>{formatLbp(tariff.kwhPriceLbp[zone.id])}</td>
                          ))}
                          <td>
                            {[tariff.fixedFeesLbp[5], tariff.fixedFeesLbp[10], tariff.fixedFeesLbp.perExtra5A]
                              .map(formatLbp)
                              .join(' / ')}
                          </td>
                          <td>{formatLbp(tariff.exchangeRate)}</td>
                          <td>{formatLbp(tariff.dieselPrice20LLbp)}</td>
                          <td>{tariff.source}</td>
                          <td>{tariff.updatedBy ?? ''}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </div>
              )}
            </Card.Body>
          </Card>
        </>
      )}
    </PageLayout>
  );
}
