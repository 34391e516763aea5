import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { paths } from '../../../config/route-paths';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { PageLayout } from '../../../components/page-layout';
import { businessToday } from '../../../lib/app-settings';
import { economicsXlsxUrl, useGeneratorCosts, useGeneratorEconomics } from '../api/generator-costs';
import { useGenerators } from '../api/generators';
import { CostCards } from '../components/cost-cards';
import { CostForm } from '../components/cost-form';
import { CostImport } from '../components/cost-import';
import { EconomicsReport } from '../components/economics-report';
import { GeneratorsPanel } from '../components/generators-panel';
import { generatorLogMessages as t } from '../messages';

/**
 * /generator-log (docs/generator-economics.md): on a phone the form on top, the month's lines as cards,
 * the month's report below; then the import and the generators.
 */
export function GeneratorLogPage({ canManageGenerators }: { canManageGenerators: boolean }) {
  const [month, setMonth] = useState(businessToday().slice(0, 7));
  const generators = useGenerators();
  const costs = useGeneratorCosts(month);
  const economics = useGeneratorEconomics(month);

  return (
    <PageLayout title={t.title} subtitle={t.subtitle} back={{ to: paths.home, label: t.backHome }}>
      <CostForm generators={generators.data ?? []} />

      <Form.Group controlId="log-month" className="mb-3" style={{ maxWidth: '14rem' }}>
        <Form.Label>{t.month}</Form.Label>
        <Form.Control
          type="month"
          dir="ltr"
          value={month}
          onChange={(event) => event.target.value && setMonth(event.target.value)}
        />
      </Form.Group>

      <section aria-labelledby="log-lines" className="mb-4">
        <h2 id="log-lines" className="app-section-title">
          {t.linesHeading}
          {costs.data && (
            <span className="small text-secondary ms-2">({t.linesCount(costs.data.lines.length)})</span>
          )}
        </h2>
        {costs.isError ? (
          <LoadFailedAlert onRetry={() => void costs.refetch()}>{t.loadFailed}</LoadFailedAlert>
        ) : costs.data ? (
          <CostCards lines={costs.data.lines} />
        ) : (
          <p role="status" className="text-secondary">
            {t.loading}
          </p>
        )}
      </section>

      <section aria-labelledby="log-report" className="mb-4">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 id="log-report" className="app-section-title mb-0 flex-grow-1">
            {t.reportHeading}
          </h2>
          <a className="btn btn-outline-success app-touch-button" href={economicsXlsxUrl(month)} download>
            {t.exportXlsx}
          </a>
        </div>
        {economics.isError ? (
          <LoadFailedAlert onRetry={() => void economics.refetch()}>{t.loadFailed}</LoadFailedAlert>
        ) : economics.data ? (
          <EconomicsReport economics={economics.data} />
        ) : (
          <p role="status" className="text-secondary">
            {t.loading}
          </p>
        )}
      </section>

      <div className="mb-4">
        <CostImport />
      </div>
      <GeneratorsPanel generators={generators.data ?? []} canManage={canManageGenerators} />
    </PageLayout>
  );
}
