import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { formatCustomerNumber } from '../../../lib/display-format';
import { failureText } from '../../../lib/notify-failure';
import { useMarkReminderOpened, type ReminderRun } from '../api/reminder-runs';
import { debtorsMessages as t } from '../messages';

/**
 * A reminder run, one customer at a time (docs/debtors.md#reminders-in-one-pass): «فتح واتساب» opens
 * the customer's link in a new tab and keeps that they were reminded; «التالي» moves on. A skipped
 * customer shows why.
 */
export function ReminderRunWalk({ run, onClose }: { run: ReminderRun; onClose: () => void }) {
  const [current, setCurrent] = useState(run);
  const [position, setPosition] = useState(0);
  const mark = useMarkReminderOpened();
  const count = current.customers.length;
  const customer = current.customers[position];
  const open = () => {
    if (!customer?.link) return;
    window.open(customer.link, '_blank', 'noopener');
    mark.mutate(
      { runId: current.id, system: customer.system, customerId: customer.customerId },
      { onSuccess: (answer) => setCurrent(answer) },
    );
  };
  return (
    <section aria-labelledby="reminder-run" className="mb-4 d-print-none">
      <Card className="app-data-card border-success border-2">
        <Card.Body>
          <h2 id="reminder-run" className="app-section-title">
            {t.runHeading}
          </h2>
          <p className="small text-secondary">
            {t.runSummary(current.toRemind, current.skipped, current.reminded)}
          </p>
          {customer ? (
            <div aria-live="polite">
              <p className="mb-1 small">{t.runPosition(position + 1, count)}</p>
              <h3 className="h5">
                {formatCustomerNumber(customer.customerNumber)} · {customer.name}
              </h3>
              {customer.skipLabel ? (
                <p className="text-secondary">{t.skipped(customer.skipLabel)}</p>
              ) : customer.remindedAt ? (
                <p className="text-success fw-bold">{t.reminded}</p>
              ) : null}
              {mark.isError && (
                <Alert variant="danger">{failureText(mark.error, t.markFailed) ?? t.markFailed}</Alert>
              )}
              <div className="d-flex flex-wrap gap-2">
                {customer.link && (
                  <Button variant="success" onClick={open} disabled={mark.isPending}>
                    {t.openWhatsApp}
                  </Button>
                )}
                <Button
                  variant="outline-secondary"
                  disabled={position === 0}
                  onClick={() => setPosition(position - 1)}
                >
                  {t.previous}
                </Button>
                <Button
                  variant="primary"
                  disabled={position + 1 >= count}
                  onClick={() => setPosition(position + 1)}
                >
                  {t.next}
                </Button>
                <Button variant="outline-danger" onClick={onClose}>
                  {t.closeRun}
                </Button>
              </div>
            </div>
          ) : (
            <p>{t.runDone}</p>
          )}
        </Card.Body>
      </Card>
    </section>
  );
}
