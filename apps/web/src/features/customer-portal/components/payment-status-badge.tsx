import Badge from 'react-bootstrap/Badge';
import type { PortalPaymentStatus } from '../api/search-customer-invoices';
import { customerPortalMessages as t } from '../messages';

const TONE: Record<PortalPaymentStatus, { bg: string; text?: 'dark' }> = {
  paid: { bg: 'success' },
  partial: { bg: 'warning', text: 'dark' },
  unpaid: { bg: 'danger' },
};

export function PaymentStatusBadge({ status }: { status: PortalPaymentStatus }) {
  return (
    <Badge bg={TONE[status].bg} text={TONE[status].text} className="app-payment-badge">
      {t.status[status]}
    </Badge>
  );
}
