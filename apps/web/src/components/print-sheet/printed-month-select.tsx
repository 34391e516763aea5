import Form from 'react-bootstrap/Form';
import { formatMonth } from '../../lib/display-format';
import { useClosedMonths } from '../../lib/print/closed-months';
import { componentMessages } from '../messages';

const t = componentMessages.print;

export interface PrintedMonthSelectProps {
  /** The billing system printed (ampere, mahmoud-kwh, …). */
  type: string;
  /** '' for the current month, else a closed month 'YYYY-MM'. */
  value: string;
  onChange: (month: string) => void;
  controlId?: string;
  className?: string;
}

/**
 * docs/printing.md: which month a print page prints, the current month or one the system closed (its
 * invoices as they were at the close, from the monthly archive). Not printed.
 */
export function PrintedMonthSelect({
  type,
  value,
  onChange,
  controlId = 'printed-month',
  className,
}: PrintedMonthSelectProps) {
  const months = useClosedMonths(type);
  const closed = months.data ?? [];
  // A month asked for in the address stays chosen while the list loads.
  const options = value !== '' && !closed.includes(value) ? [value, ...closed] : closed;
  return (
    <Form.Group controlId={controlId} className={`d-print-none ${className ?? ''}`.trim()}>
      <Form.Label>{t.printedMonth}</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t.currentMonth}</option>
        {options.map((month) => (
          <option key={month} value={month}>
            {t.closedMonth(formatMonth(month))}
          </option>
        ))}
      </Form.Select>
      {value !== '' && <Form.Text>{t.closedMonthNote(formatMonth(value))}</Form.Text>}
      {months.isError && <Form.Text className="text-danger d-block">{t.closedMonthsFailed}</Form.Text>}
    </Form.Group>
  );
}
