import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { ButtonLink } from '../../../components/button-link';
import { formatCustomerNumber } from '../../../lib/display-format';
import { formatLbp, formatUsd } from '../../../lib/money';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_NOTE_MAX_LENGTH,
  type PaymentCurrency,
  type PaymentMethod,
} from '@kahraba/billing-domain';
import { readPaymentEntry } from '../lib/payment-entry';
import type { QueuedPayment } from '../lib/payment-queue';
import { amountOf } from './amount-of';
import type { CollectCustomer } from '../lib/roster-search';
import { collectMessages as t } from '../messages';

export interface PaymentDraft {
  amountText: string;
  amount: number;
  /** The dollars it credits (for pounds, the ledger's conversion at the roster's rate). */
  creditedUsd: number;
  currency: PaymentCurrency;
  method: PaymentMethod;
  note: string | null;
}

/** The chosen customer's balance, one tap for all of it, or an amount in dollars or pounds. */
export function PaymentForm({
  customer,
  exchangeRate,
  waiting,
  refusal,
  onReview,
  onOtherCustomer,
  historyHref,
}: {
  customer: CollectCustomer;
  /** The customer's history, for the office's staff (docs/customer-history.md). */
  historyHref?: string;
  /** The stored rate the roster came with (pounds per dollar). */
  exchangeRate: number;
  /** This customer's payments kept on the device, not yet recorded. */
  waiting: QueuedPayment[];
  /** The server's reason for refusing the last try, if it did. */
  refusal: string | null;
  onReview: (draft: PaymentDraft) => void;
  onOtherCustomer: () => void;
}) {
  const id = useId();
  const [amountText, setAmountText] = useState('');
  const [currency, setCurrency] = useState<PaymentCurrency>('USD');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ field: 'amount' | 'note'; message: string } | null>(null);
  const owes = customer.outstandingBalance > 0;
  // A payment of this customer still waits on the device: the balance shown does not know it yet, so no
  // one-tap full balance, and another payment only once the collector says so.
  const hasWaiting = waiting.length > 0;
  const [anotherConfirmed, setAnotherConfirmed] = useState(false);
  const formShown = !hasWaiting || anotherConfirmed;

  const review = (event: FormEvent) => {
    event.preventDefault();
    const entry = readPaymentEntry(
      { amountText, currency, method, noteText: note },
      { outstandingBalance: customer.outstandingBalance, exchangeRate },
    );
    if (!entry.ok) {
      setProblem({ field: entry.field, message: entry.message });
      return;
    }
    setProblem(null);
    onReview({
      amountText: entry.amountText,
      amount: entry.amount,
      creditedUsd: entry.creditedUsd,
      currency: entry.currency,
      method: entry.method,
      note: entry.note,
    });
  };

  const takeAll = () =>
    onReview({
      amountText: String(customer.outstandingBalance),
      amount: customer.outstandingBalance,
      creditedUsd: customer.outstandingBalance,
      currency: 'USD',
      method,
      note: note.trim() || null,
    });

  return (
    <Card as="section" aria-labelledby={`${id}-name`} className="shadow-sm border-0">
      <Card.Body className="d-flex flex-column gap-3">
        <div className="d-flex align-items-start gap-2">
          <div className="flex-grow-1 min-w-0">
            <h2 id={`${id}-name`} className="h4 fw-bold mb-1">
              {customer.name}
            </h2>
            <div className="text-secondary">
              <bdi dir="ltr">{formatCustomerNumber(customer.customerNumber)}</bdi>
              {' · '}
              {customer.box ? `${t.box} ${customer.box}` : t.noBox}
            </div>
          </div>
          <div className="d-flex flex-wrap gap-2 justify-content-end">
            {historyHref && (
              <ButtonLink
                to={historyHref}
                variant="outline-secondary"
                aria-label={t.historyOf(customer.name)}
              >
                {t.history}
              </ButtonLink>
            )}
            <Button variant="outline-secondary" onClick={onOtherCustomer}>
              {t.otherCustomer}
            </Button>
          </div>
        </div>

        <div className="app-collect-balance rounded-3 p-3 text-center" aria-label={t.balance} role="group">
          <div className="small text-secondary">{owes ? t.balance : t.settled}</div>
          <div className="display-6 fw-bold">
            <bdi dir="ltr">{formatUsd(customer.outstandingBalance)}</bdi>
          </div>
          <div className="fs-5">
            <bdi dir="ltr">{formatLbp(customer.outstandingLbp)}</bdi>
          </div>
          <div className="small text-secondary mt-1 d-flex flex-wrap justify-content-center gap-3">
            <span>
              {t.thisMonth}: <bdi dir="ltr">{formatUsd(customer.amount)}</bdi>
            </span>
            {customer.arrears !== 0 && (
              <span>
                {customer.arrears > 0 ? t.arrears : t.credit}:{' '}
                <bdi dir="ltr">{formatUsd(customer.arrears)}</bdi>
              </span>
            )}
            <span>
              {t.paid}: <bdi dir="ltr">{formatUsd(customer.amountPaid)}</bdi>
            </span>
          </div>
        </div>

        {hasWaiting && (
          <div className="alert alert-warning py-2 mb-0" role="alert">
            {t.waitingForCustomer}{' '}
            {waiting.map((payment, index) => (
              <span key={payment.clientId}>
                {index > 0 && '، '}
                <bdi dir="ltr">{amountOf(payment.amount, payment.request.currency)}</bdi>
              </span>
            ))}
            . {t.anotherPaymentQuestion}
            {!anotherConfirmed && (
              <Button
                variant="outline-dark"
                className="w-100 mt-2 app-touch-button"
                onClick={() => setAnotherConfirmed(true)}
              >
                {t.anotherPayment}
              </Button>
            )}
          </div>
        )}

        {refusal && (
          <div className="alert alert-danger mb-0" role="alert">
            <strong>{t.refusedNow}:</strong> {refusal}
          </div>
        )}

        {owes && !hasWaiting && (
          <Button size="lg" variant="success" className="w-100 py-3" onClick={takeAll}>
            {t.takeFullBalance} <bdi dir="ltr">{formatUsd(customer.outstandingBalance)}</bdi>
          </Button>
        )}

        {formShown && (
          <Form noValidate onSubmit={review} className="d-flex flex-column gap-3">
            <div className="small text-secondary">{t.orTypeAmount}</div>
            <Form.Group controlId={`${id}-amount`}>
              <Form.Label>{t.amount}</Form.Label>
              <div className="d-flex gap-2">
                <Form.Control
                  size="lg"
                  inputMode="decimal"
                  autoComplete="off"
                  value={amountText}
                  onChange={(event) => setAmountText(event.target.value)}
                  isInvalid={problem?.field === 'amount'}
                  aria-describedby={problem?.field === 'amount' ? `${id}-amount-problem` : undefined}
                />
                <ButtonGroup aria-label={t.currency}>
                  {(['USD', 'LBP'] as const).map((option) => (
                    <Button
                      key={option}
                      variant={currency === option ? 'primary' : 'outline-primary'}
                      aria-pressed={currency === option}
                      onClick={() => setCurrency(option)}
                      className="px-3"
                    >
                      {option === 'USD' ? t.usd : t.lbp}
                    </Button>
                  ))}
                </ButtonGroup>
              </div>
              {problem?.field === 'amount' && (
                <div id={`${id}-amount-problem`} className="invalid-feedback d-block" role="alert">
                  {problem.message}
                </div>
              )}
            </Form.Group>
            <Form.Group controlId={`${id}-method`}>
              <Form.Label>{t.method}</Form.Label>
              <Form.Select
                size="lg"
                value={method}
                onChange={(event) => setMethod(event.target.value as PaymentMethod)}
              >
                {PAYMENT_METHODS.map((option) => (
                  <option key={option} value={option}>
                    {PAYMENT_METHOD_LABELS[option]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group controlId={`${id}-note`}>
              <Form.Label>{t.note}</Form.Label>
              <Form.Control
                size="lg"
                value={note}
                maxLength={PAYMENT_NOTE_MAX_LENGTH + 1}
                onChange={(event) => setNote(event.target.value)}
                isInvalid={problem?.field === 'note'}
              />
              {problem?.field === 'note' && (
                <div className="invalid-feedback d-block" role="alert">
                  {problem.message}
                </div>
              )}
            </Form.Group>
            <Button type="submit" size="lg" variant="primary" className="w-100 py-3">
              {t.continue}
            </Button>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
