import Badge from 'react-bootstrap/Badge';
import { componentMessages } from './messages';

/** Paid or unpaid, as the server decided it (spec 000 §4: "counts as paid"). */
export function PaymentBadge({ isPaid }: { isPaid: boolean }) {
  return (
    <Badge bg={isPaid ? 'success' : 'danger'} className="app-payment-badge">
      {isPaid ? componentMessages.paid : componentMessages.unpaid}
    </Badge>
  );
}
