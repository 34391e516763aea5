import Badge from 'react-bootstrap/Badge';
import { componentMessages } from './messages';

/** Paid or unpaid, as the server decided it (docs/screens.md#dates-and-figures-on-screen). */
export function PaymentBadge({ isPaid }: { isPaid: boolean }) {
  return (
    <Badge bg={isPaid ? 'success' : 'danger'} className="app-payment-badge">
      {isPaid ? componentMessages.paid : componentMessages.unpaid}
    </Badge>
  );
}
