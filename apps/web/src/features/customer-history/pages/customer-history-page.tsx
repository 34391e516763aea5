import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { PrintIcon } from '../../../components/icons';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { WhatsAppLink } from '../../../components/whatsapp-link';
import { ApiError } from '../../../lib/api-client';
import { formatCustomerNumber } from '../../../lib/display-format';
import { formatLbp, formatUsd } from '../../../lib/money';
import { useCustomerHistory } from '../api/get-customer-history';
import { HistoryMonthCards, HistoryMonthsTable } from '../components/history-months';
import { customersScreenOf } from '../lib/history-links';
import { historyWhatsAppTextOf } from '../lib/history-message';
import { customerHistoryMessages as t } from '../messages';
import './customer-history.css';

/** Mounted with the page only: the other pages keep their own paper. */
const A4_PAGE = '@page { size: A4 portrait; margin: 12mm; }';

/**
 * A customer's history, /customer-history?system=…&id=… (docs/customer-history.md): the live month and
 * every closed month, newest first — cards on a phone, a table on a desk and on A4 — with each month's
 * statement figures, the ledger's payments and a closed month's invoice printed again as it was.
 */
export function CustomerHistoryPage() {
  const [params] = useSearchParams();
  const system = params.get('system')?.trim() ?? '';
  const id = params.get('id')?.trim() ?? '';
  const history = useCustomerHistory(system, id);
  const months = history.data?.months ?? [];
  // The customer as the latest statement names them (the live month's).
  const customer = months.find((month) => month.statement !== null)?.statement ?? null;
  const now = months[0]?.balance ?? null;
  const missing = history.error instanceof ApiError && history.error.status === 404;

  return (
    <PageLayout
      title={t.title}
      subtitle={
        customer ? t.subtitle(customer.name, formatCustomerNumber(customer.customerNumber)) : undefined
      }
      back={{ to: customersScreenOf(system), label: t.backToCustomers }}
      width="fluid"
      titleActions={
        customer && (
          <>
            <Button
              variant="primary"
              className="app-icon-button app-touch-button"
              onClick={() => window.print()}
            >
              <PrintIcon size={18} />
              {t.print}
            </Button>
            <WhatsAppLink
              phone={customer.phone}
              name={customer.name}
              label={t.whatsApp}
              className="app-touch-button"
              text={historyWhatsAppTextOf(customer, months)}
            />
          </>
        )
      }
    >
      <style>{A4_PAGE}</style>
      {id === '' || system === '' || history.isError ? (
        <LoadFailedAlert onRetry={() => void history.refetch()}>
          {missing || id === '' ? t.notFound : t.loadFailed}
        </LoadFailedAlert>
      ) : history.isPending || !customer ? (
        <LoadingSpinner label={t.loading} />
      ) : (
        <>
          <header className="chr-print-header d-none d-print-block mb-3">
            <h2 className="h4">{t.title}</h2>
            <p className="mb-0">{t.subtitle(customer.name, formatCustomerNumber(customer.customerNumber))}</p>
          </header>
          <section aria-labelledby="chr-due" className="chr-due rounded-3 p-3 mb-4 text-center">
            <h2 id="chr-due" className="h6 text-secondary mb-1">
              {!now || now.usd === 0 ? t.settled : now.usd > 0 ? t.dueNow : t.credit}
            </h2>
            {now && (
              <>
                <div className="fs-3 fw-bold">
                  <bdi dir="ltr">{formatUsd(now.usd)}</bdi>
                </div>
                <div>
                  <bdi dir="ltr">{formatLbp(now.lbp)}</bdi>
                </div>
              </>
            )}
          </section>
          <section aria-labelledby="chr-months">
            <h2 id="chr-months" className="app-section-title d-print-none">
              {t.monthsHeading}
            </h2>
            <HistoryMonthsTable system={system} id={id} name={customer.name} months={months} />
            <HistoryMonthCards system={system} id={id} name={customer.name} months={months} />
          </section>
        </>
      )}
    </PageLayout>
  );
}
