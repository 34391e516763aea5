import Form from 'react-bootstrap/Form';
import { PaymentBadge } from '../../../components/payment-badge';
import { VirtualCardList } from '../../../components/virtual-table';
import { formatUsd } from '../../../lib/money';
import type { PrintCandidate } from '../lib/print-filters';
import { bulkPrintMessages as t } from '../messages';

export interface CandidateListProps {
  candidates: readonly PrintCandidate[];
  chosen: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/** The customers the filters let through, one checkbox each; only the rows near the viewport exist, so
 * 20,000 customers stay light on a phone. */
export function CandidateList({ candidates, chosen, onToggle }: CandidateListProps) {
  return (
    <VirtualCardList
      label={t.customers}
      items={candidates}
      estimatedHeight={44}
      getKey={(candidate) => candidate.id}
      renderCard={(candidate) => (
        <div className="d-flex align-items-center gap-2 px-2 py-2">
          <Form.Check
            id={`print-candidate-${candidate.id}`}
            type="checkbox"
            checked={chosen.has(candidate.id)}
            onChange={() => onToggle(candidate.id)}
            aria-label={t.selectCustomer(candidate.name)}
          />
          <label
            htmlFor={`print-candidate-${candidate.id}`}
            className="flex-grow-1 d-flex flex-wrap gap-2 mb-0"
          >
            <span className="fw-semibold text-break">{candidate.name}</span>
            <span className="small text-secondary">{t.customerNumber(candidate.customerNumber)}</span>
            {candidate.box && <span className="small text-secondary">{t.boxLabel(candidate.box)}</span>}
          </label>
          <span className="small">
            <span className="text-secondary">{t.amountDue}</span>{' '}
            <bdi dir="ltr">{formatUsd(candidate.amount)}</bdi>
          </span>
          <PaymentBadge isPaid={candidate.isPaid} />
        </div>
      )}
    />
  );
}
