import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import type { BillingSystem } from '../../../lib/billing-systems';
import { toggleMember } from '../../../lib/toggle-member';
import { useSystemBoxes } from '../api/get-system-boxes';
import { readAmountRange, type PrintFilters } from '../lib/print-filters';
import { bulkPrintMessages as t } from '../messages';

export interface PrintFiltersCardProps {
  systems: readonly BillingSystem[];
  type: string;
  onTypeChange: (type: string) => void;
  filters: PrintFilters;
  onFiltersChange: (filters: PrintFilters) => void;
  /** The month printed (the live month or a closed one), beside the type. */
  children?: ReactNode;
  /** The boxes to offer when they are not today's (a closed month's own); else the type's live boxes. */
  boxesOffered?: readonly string[];
}

/** Customer type, box numbers, paid and unpaid, and a range of the amount due (no bound
 * by default, docs/printing.md). */
export function PrintFiltersCard({
  systems,
  type,
  onTypeChange,
  filters,
  onFiltersChange,
  children,
  boxesOffered,
}: PrintFiltersCardProps) {
  const liveBoxes = useSystemBoxes(type, { enabled: boxesOffered === undefined });
  const boxes = boxesOffered === undefined ? liveBoxes : { isError: false, data: boxesOffered };
  const range = readAmountRange(filters.minAmountText, filters.maxAmountText);
  const minInvalid = !range.ok && (range.minError !== undefined || range.rangeError !== undefined);
  const maxInvalid = !range.ok && (range.maxError !== undefined || range.rangeError !== undefined);
  const change = (patch: Partial<PrintFilters>) => onFiltersChange({ ...filters, ...patch });

  return (
    <Card className="app-data-card mb-3">
      <Card.Body>
        <h2 className="app-section-title">{t.filters}</h2>
        <div className="row g-3">
          <Form.Group className="col-12 col-md-4" controlId="print-type">
            <Form.Label>{t.type}</Form.Label>
            <Form.Select value={type} onChange={(event) => onTypeChange(event.target.value)}>
              {systems.map((system) => (
                <option key={system.id} value={system.id}>
                  {system.arabicName}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {children && <div className="col-12 col-md-8">{children}</div>}
          <Form.Group className="col-6 col-md-4" controlId="print-min-amount">
            <Form.Label>{t.minAmount}</Form.Label>
            <Form.Control
              inputMode="decimal"
              dir="ltr"
              placeholder={t.noBound}
              value={filters.minAmountText}
              isInvalid={minInvalid}
              aria-invalid={minInvalid}
              onChange={(event) => change({ minAmountText: event.target.value })}
            />
            {!range.ok && range.minError && (
              <Form.Control.Feedback type="invalid">{range.minError}</Form.Control.Feedback>
            )}
          </Form.Group>
          <Form.Group className="col-6 col-md-4" controlId="print-max-amount">
            <Form.Label>{t.maxAmount}</Form.Label>
            <Form.Control
              inputMode="decimal"
              dir="ltr"
              placeholder={t.noBound}
              value={filters.maxAmountText}
              isInvalid={maxInvalid}
              aria-invalid={maxInvalid}
              onChange={(event) => change({ maxAmountText: event.target.value })}
            />
            {!range.ok && range.maxError && (
              <Form.Control.Feedback type="invalid">{range.maxError}</Form.Control.Feedback>
            )}
          </Form.Group>
        </div>
        {!range.ok && range.rangeError && (
          <Alert variant="warning" className="mt-2 mb-0 py-2">
            {range.rangeError}
          </Alert>
        )}
        <p className="small text-secondary mt-1 mb-2">{t.amountHint}</p>
        <div className="d-flex flex-wrap gap-3 mb-3">
          <Form.Check
            id="print-include-paid"
            type="checkbox"
            label={t.includePaid}
            checked={filters.includePaid}
            onChange={(event) => change({ includePaid: event.target.checked })}
          />
          <Form.Check
            id="print-include-unpaid"
            type="checkbox"
            label={t.includeUnpaid}
            checked={filters.includeUnpaid}
            onChange={(event) => change({ includeUnpaid: event.target.checked })}
          />
        </div>
        <fieldset>
          <legend className="form-label fs-6 mb-2">{t.boxes}</legend>
          {boxes.isError ? (
            <Alert variant="danger" className="py-2 mb-0">
              {t.boxesFailed}
            </Alert>
          ) : boxes.data && boxes.data.length === 0 ? (
            <p className="small text-secondary mb-0">{t.noBoxes}</p>
          ) : (
            // Hundreds of boxes stay in a short scrolling area, so the counts and print stay in view.
            <div
              className="d-flex flex-wrap gap-2 overflow-auto p-1"
              style={{ maxHeight: '9.5rem' }}
              role="group"
              aria-label={t.boxes}
            >
              <Button
                size="sm"
                variant={filters.boxes.size === 0 ? 'primary' : 'outline-primary'}
                aria-pressed={filters.boxes.size === 0}
                onClick={() => change({ boxes: new Set() })}
              >
                {t.allBoxes}
              </Button>
              {(boxes.data ?? []).map((box) => (
                <Button
                  key={box}
                  size="sm"
                  variant={filters.boxes.has(box) ? 'primary' : 'outline-primary'}
                  aria-pressed={filters.boxes.has(box)}
                  onClick={() => change({ boxes: toggleMember(filters.boxes, box) })}
                >
                  {t.boxLabel(box)}
                </Button>
              ))}
            </div>
          )}
        </fieldset>
      </Card.Body>
    </Card>
  );
}
