import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { BillingSystem } from '../../../lib/billing-systems';
import type { PaymentsReportQuestion } from '../api/get-payments-report';
import { paymentsReportMessages as t } from '../messages';

export interface ReportPeriodFormProps {
  question: PaymentsReportQuestion;
  systems: readonly BillingSystem[];
  onShow: (period: { from: string; to: string; system?: string }) => void;
  onThisMonth: () => void;
}

/** The days of the report (both included) and, if wanted, one system; the server checks them. */
export function ReportPeriodForm({ question, systems, onShow, onThisMonth }: ReportPeriodFormProps) {
  const [from, setFrom] = useState(question.from);
  const [to, setTo] = useState(question.to);
  const [system, setSystem] = useState(question.system ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onShow({ from, to, ...(system && { system }) });
  };
  return (
    <Card className="app-data-card mb-3">
      <Card.Body>
        <Form onSubmit={submit} noValidate aria-label={t.filters}>
          <Row className="g-2 align-items-end">
            <Form.Group as={Col} xs={6} md={3} controlId="payments-from">
              <Form.Label>{t.from}</Form.Label>
              <Form.Control
                type="date"
                dir="ltr"
                required
                value={from}
                onChange={(event) => setFrom(event.target.value)}
              />
            </Form.Group>
            <Form.Group as={Col} xs={6} md={3} controlId="payments-to">
              <Form.Label>{t.to}</Form.Label>
              <Form.Control
                type="date"
                dir="ltr"
                required
                value={to}
                onChange={(event) => setTo(event.target.value)}
              />
            </Form.Group>
            <Form.Group as={Col} xs={12} md={2} controlId="payments-system">
              <Form.Label>{t.system}</Form.Label>
              <Form.Select value={system} onChange={(event) => setSystem(event.target.value)}>
                <option value="">{t.allSystems}</option>
                {systems.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.arabicName}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Col xs={12} md={4} className="d-flex gap-2">
              <Button type="submit" variant="primary" className="flex-grow-1 app-touch-button text-nowrap">
                {t.show}
              </Button>
              <Button
                variant="outline-secondary"
                className="flex-grow-1 app-touch-button text-nowrap"
                onClick={onThisMonth}
              >
                {t.thisMonth}
              </Button>
            </Col>
          </Row>
        </Form>
      </Card.Body>
    </Card>
  );
}
