import Form from 'react-bootstrap/Form';
import { NumberField } from '../../../components/number-field';
import { invoiceMonthLabel, invoiceMonthOptions, readInvoiceYear } from './invoice-month-choice';
import { kwhBulkPrintMessages as t } from '../messages';

export interface InvoiceMonthPickerProps {
  month: number;
  onMonthChange: (month: number) => void;
  yearText: string;
  onYearTextChange: (text: string) => void;
  /** The year's refusal, shown once the operator tried to preview with it. */
  yearError: string | null;
}

/** The invoice month dropdown (Levantine Arabic names) and the year (2020–2100), with the label the
 * invoices will print. */
export function InvoiceMonthPicker({
  month,
  onMonthChange,
  yearText,
  onYearTextChange,
  yearError,
}: InvoiceMonthPickerProps) {
  const year = readInvoiceYear(yearText);
  return (
    <div className="d-flex flex-column gap-2">
      <div className="d-flex gap-2">
        <Form.Group controlId="kbp-month" className="flex-grow-1">
          <Form.Label>{t.invoiceMonth}</Form.Label>
          <Form.Select value={month} onChange={(event) => onMonthChange(Number(event.target.value))}>
            {invoiceMonthOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <NumberField
          controlId="kbp-year"
          groupClassName="kbp-year"
          label={t.invoiceYear}
          value={yearText}
          onChange={onYearTextChange}
          error={yearError ?? (year.ok || yearText.trim() === '' ? null : year.message)}
        />
      </div>
      <p className="small mb-0" aria-live="polite">
        {year.ok ? t.monthPreview(invoiceMonthLabel({ month, year: year.year })) : null}
      </p>
    </div>
  );
}
