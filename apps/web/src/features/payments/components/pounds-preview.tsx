import { ExchangeRate, Money, parsePaymentInput } from '@kahraba/billing-domain';
import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { formatLbp, formatUsd } from '../../../lib/money';
import { paymentMessages as t } from '../messages';

/** The dollars `poundsText` will credit, by the ledger's own conversion (parsePaymentInput: to the
 * cent, half away from zero) at the stored rate, or null while it is not a valid amount. */
function creditedDollars(poundsText: string, outstanding: number, rate: number): number | null {
  try {
    const input = parsePaymentInput(
      { amount: poundsText, currency: 'LBP', method: 'cash' },
      { outstanding: Money.parse(outstanding), rate: ExchangeRate.of(rate) },
    );
    return input.amount.toNumber();
  } catch {
    return null;
  }
}

/** Beside pounds typed in the take-payment dialog: '= $5.59 على سعر 89,500 ل.ل' (the rate from the
 * server; the server converts again when it records). */
export function PoundsPreview({ poundsText, outstanding }: { poundsText: string; outstanding: number }) {
  const rate = useQuery({
    queryKey: [...queryRoots.payments, 'exchange-rate'],
    queryFn: ({ signal }) => dataOf(api.GET('/api/exchange-rate', { signal })),
  });
  if (rate.data === undefined || poundsText.trim() === '') return null;
  const dollars = creditedDollars(poundsText, outstanding, rate.data);
  if (dollars === null) return null;
  return (
    <p className="mb-3 fw-semibold" aria-live="polite">
      = <bdi dir="ltr">{formatUsd(dollars)}</bdi> {t.atRate} <bdi dir="ltr">{formatLbp(rate.data)}</bdi>
    </p>
  );
}
