import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { BillingSystem } from '../../../lib/billing-systems';
import type { DebtorsFilters as Filters } from '../api/get-debtors';
import { debtorsMessages as t } from '../messages';

/** The ages one can ask for: N closed months or more. */
const MONTH_CHOICES = [1, 2, 3, 6, 12];

/** The filters on top of the list: a system, a box, a debt of N months or more. */
export function DebtorsFilters({
  filters,
  systems,
  onShow,
}: {
  filters: Filters;
  systems: readonly BillingSystem[];
  onShow: (filters: Filters) => void;
}) {
  const [system, setSystem] = useState(filters.system ?? '');
  const [box, setBox] = useState(filters.box ?? '');
  const [minMonths, setMinMonths] = useState(filters.minMonths ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow({ system, box: box.trim(), minMonths });
  };
  return (
    <Form onSubmit={submit} aria-label={t.filtersLabel} className="row g-2 align-items-end mb-3 d-print-none">
      <Form.Group className="col-12 col-md-3" controlId="debtors-system">
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
      <Form.Group className="col-6 col-md-3" controlId="debtors-box">
        <Form.Label>{t.box}</Form.Label>
        <Form.Control
          value={box}
          maxLength={50}
          placeholder={t.boxHint}
          onChange={(event) => setBox(event.target.value)}
        />
      </Form.Group>
      <Form.Group className="col-6 col-md-3" controlId="debtors-min-months">
        <Form.Label>{t.minMonths}</Form.Label>
        <Form.Select value={minMonths} onChange={(event) => setMinMonths(event.target.value)}>
          <option value="">{t.anyAge}</option>
          {MONTH_CHOICES.map((months) => (
            <option key={months} value={String(months)}>
              {t.monthsOrMore(months)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div className="col-12 col-md-3">
        <Button type="submit" className="w-100">
          {t.show}
        </Button>
      </div>
    </Form>
  );
}
