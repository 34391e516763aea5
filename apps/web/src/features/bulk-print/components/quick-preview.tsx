import Card from 'react-bootstrap/Card';
import { PaymentBadge } from '../../../components/payment-badge';
import { formatUsd } from '../../../lib/money';
import type { PrintCandidate } from '../lib/print-filters';
import { bulkPrintMessages as t } from '../messages';

/** The quick preview shows the first 12 invoices of the selection. */
const QUICK_PREVIEW_SIZE = 12;

/** The first 12 customers chosen, in print order, then 'and N more'. */
export function QuickPreview({ selected }: { selected: readonly PrintCandidate[] }) {
  const shown = selected.slice(0, QUICK_PREVIEW_SIZE);
  const more = selected.length - shown.length;
  return (
    <section aria-labelledby="quick-preview-title" className="mb-3">
      <h2 id="quick-preview-title" className="app-section-title">
        {t.preview}
      </h2>
      {shown.length === 0 ? (
        <p className="text-secondary">{t.previewEmpty}</p>
      ) : (
        <>
          <ul className="row g-2 list-unstyled mb-2" aria-label={t.preview}>
            {shown.map((customer) => (
              <li key={customer.id} className="col-12 col-sm-6 col-lg-4">
                <Card className="h-100">
                  <Card.Body className="py-2 px-3">
                    <div className="d-flex justify-content-between align-items-start gap-2">
                      <span className="fw-semibold text-break">{customer.name}</span>
                      <PaymentBadge isPaid={customer.isPaid} />
                    </div>
                    <div className="small text-secondary d-flex flex-wrap gap-2">
                      <span>{t.customerNumber(customer.customerNumber)}</span>
                      {customer.box && <span>{t.boxLabel(customer.box)}</span>}
                      <span>
                        {t.amountDue} <bdi dir="ltr">{formatUsd(customer.amount)}</bdi>
                      </span>
                    </div>
                  </Card.Body>
                </Card>
              </li>
            ))}
          </ul>
          {more > 0 && <p className="fw-semibold mb-0">{t.andMore(more)}</p>}
        </>
      )}
    </section>
  );
}
