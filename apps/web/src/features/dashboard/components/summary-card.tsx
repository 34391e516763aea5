import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { formatQuantity } from '../../../lib/display-format';
import { formatLbp, formatWholeUsd } from '../../../lib/money';
import { dashboardMessages as t } from '../messages';

export interface SummaryFigures {
  totalAmount: number;
  totalAmountLbp: number;
  totalPaid: number;
  totalPaidLbp: number;
  totalAmpere: number;
  totalKwh: number;
  totalCustomers: number;
  recordCount: number;
  /** The balances the last close carried into the live month. */
  arrearsCarried: number;
  arrearsCarriedLbp: number;
}

/** One card of figures: amounts in whole dollars and whole pounds, kWh only when
 * above zero. */
export function SummaryCard({
  id,
  title,
  figures,
  highlight = false,
}: {
  id: string;
  title: string;
  figures: SummaryFigures;
  highlight?: boolean;
}) {
  const rows: [string, ReactNode][] = [
    [t.figures.totalAmount, <Amount key="amount" usd={figures.totalAmount} lbp={figures.totalAmountLbp} />],
    [t.figures.totalPaid, <Amount key="paid" usd={figures.totalPaid} lbp={figures.totalPaidLbp} />],
    [
      t.figures.arrearsCarried,
      <Amount key="carried" usd={figures.arrearsCarried} lbp={figures.arrearsCarriedLbp} />,
    ],
    [t.figures.totalCustomers, figures.totalCustomers.toLocaleString('en-US')],
    [t.figures.totalAmpere, formatQuantity(figures.totalAmpere)],
    ...(figures.totalKwh > 0
      ? ([[t.figures.totalKwh, `${formatQuantity(figures.totalKwh)} ${t.kwhUnit}`]] as [string, ReactNode][])
      : []),
    [t.figures.recordCount, figures.recordCount.toLocaleString('en-US')],
  ];
  const Heading = highlight ? 'h2' : 'h3';
  return (
    <Card
      as="article"
      className={`h-100 shadow-sm ${highlight ? 'border-primary app-dashboard-total' : 'border-0'}`}
      aria-labelledby={id}
    >
      <Card.Body className="p-4">
        {/* The grand totals open the page (right under its h1); a system's card sits under a section's h2. */}
        <Heading id={id} className="h5 fw-bold mb-3">
          {title}
        </Heading>
        {/* The grand totals lay their figures side by side (tiles); a system's card lists them. */}
        <dl className={`mb-0 ${highlight ? 'app-dashboard-tiles' : ''}`}>
          {rows.map(([label, value]) => (
            <div
              key={label}
              className={
                highlight
                  ? 'app-dashboard-tile'
                  : 'd-flex justify-content-between align-items-start gap-3 py-1 border-bottom'
              }
            >
              <dt className="fw-normal text-secondary">{label}</dt>
              <dd className={`mb-0 fw-semibold ${highlight ? 'fs-5' : 'text-end'}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}

function Amount({ usd, lbp }: { usd: number; lbp: number }) {
  return (
    <span className="d-inline-flex flex-column">
      <bdi dir="ltr">{formatWholeUsd(usd)}</bdi>
      <bdi className="small text-secondary fw-normal">{formatLbp(lbp)}</bdi>
    </span>
  );
}
