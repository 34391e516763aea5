import { PAYMENT_METHOD_LABELS } from '@kahraba/billing-domain';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { formatCustomerNumber } from '../../../lib/display-format';
import { formatLbp, formatUsd } from '../../../lib/money';
import type { CollectCustomer } from '../lib/roster-search';
import { collectMessages as t } from '../messages';
import { amountOf } from './amount-of';
import type { PaymentDraft } from './payment-form';

/** The last look before the money is recorded: who, how much, in what, how. */
export function PaymentConfirm({
  customer,
  draft,
  exchangeRate,
  pending,
  onConfirm,
  onBack,
}: {
  customer: CollectCustomer;
  draft: PaymentDraft;
  exchangeRate: number;
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  return (
    <Card as="section" aria-labelledby="collect-confirm" className="shadow-sm border-0">
      <Card.Body className="d-flex flex-column gap-3">
        <h2 id="collect-confirm" className="h4 fw-bold mb-0">
          {t.confirmTitle}
        </h2>
        <dl className="mb-0 fs-5">
          <dt className="small text-secondary fw-normal">{t.confirmCustomer}</dt>
          <dd>
            {customer.name} <bdi dir="ltr">{formatCustomerNumber(customer.customerNumber)}</bdi>
          </dd>
          <dt className="small text-secondary fw-normal">{t.confirmAmount}</dt>
          <dd className="display-6 fw-bold">
            <bdi dir="ltr">{amountOf(draft.amount, draft.currency)}</bdi>
          </dd>
          {draft.currency === 'LBP' && (
            <dd className="fs-5">
              = <bdi dir="ltr">{formatUsd(draft.creditedUsd)}</bdi> {t.atRate}{' '}
              <bdi dir="ltr">{formatLbp(exchangeRate)}</bdi>
            </dd>
          )}
          <dt className="small text-secondary fw-normal">{t.method}</dt>
          <dd>{PAYMENT_METHOD_LABELS[draft.method]}</dd>
          {draft.note && (
            <>
              <dt className="small text-secondary fw-normal">{t.note}</dt>
              <dd>{draft.note}</dd>
            </>
          )}
        </dl>
        <Button size="lg" variant="success" className="w-100 py-3" disabled={pending} onClick={onConfirm}>
          {pending ? t.sending : t.confirm}
        </Button>
        <Button size="lg" variant="outline-secondary" className="w-100" disabled={pending} onClick={onBack}>
          {t.back}
        </Button>
      </Card.Body>
    </Card>
  );
}
