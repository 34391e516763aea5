import { historyWhatsAppText } from '@kahraba/billing-domain';
import { customerPortalUrl } from '../../../components/whatsapp-link';
import type { HistoryMonth } from '../api/get-customer-history';

/** The history as a WhatsApp message: the statements' figures, month by month, and the amount due now. */
export function historyWhatsAppTextOf(
  customer: { name: string; customerNumber: number },
  months: readonly HistoryMonth[],
): string {
  return historyWhatsAppText({
    customerName: customer.name,
    customerNumber: customer.customerNumber,
    months: months.map((month) => ({
      monthLabel: month.monthLabel,
      total: month.statement?.total ?? null,
      amountPaid: month.statement?.amountPaid ?? null,
      balance: month.balance,
    })),
    portalUrl: customerPortalUrl(),
  });
}
