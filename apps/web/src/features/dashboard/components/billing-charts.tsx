import { useMemo } from 'react';
import { formatWholeUsd } from '../../../lib/money';
import type { ArchivedMonth, SystemSummary } from '../api/get-system-summaries';
import { dashboardMessages as t } from '../messages';
import { BarChart, type BarSeries } from './bar-chart';

const BILLED_COLOUR = '#0d6efd';
const COLLECTED_COLOUR = '#198754';
const CARRIED_COLOUR = '#b35c00';

export interface BillingChartsProps {
  systems: SystemSummary[];
  months: ArchivedMonth[];
}

/** Billed against collected per system for the live month, and the last twelve closed
 * months from the monthly archives (and the arrears each close carried), in whole dollars. Loaded
 * on its own (React.lazy) with the chart library. */
export default function BillingCharts({ systems, months }: BillingChartsProps) {
  // Drawn again only when the server's answer changed, not on every render.
  const live = useMemo(
    () => seriesOf(systems.map((system) => [system.name, system.totalAmount, system.totalPaid])),
    [systems],
  );
  const history = useMemo(() => {
    const series = seriesOf(months.map((month) => [month.label, month.totalAmount, month.totalPaid]));
    return {
      ...series,
      datasets: [
        ...series.datasets,
        { label: t.carried, data: months.map((month) => month.arrearsCarried), colour: CARRIED_COLOUR },
      ],
    };
  }, [months]);
  return (
    <div className="row row-cols-1 row-cols-xl-2 g-4">
      <div className="col">
        <div className="card h-100 shadow-sm border-0 p-3">
          <BarChart
            id="live-chart"
            caption={t.liveChart}
            rowHeader={t.system}
            series={live}
            format={formatWholeUsd}
            precision={0}
          />
        </div>
      </div>
      <div className="col">
        <div className="card h-100 shadow-sm border-0 p-3">
          {months.length === 0 ? (
            <>
              <p className="fw-semibold mb-2">{t.historyChart}</p>
              <p className="text-secondary mb-0">{t.noHistory}</p>
            </>
          ) : (
            <BarChart
              id="history-chart"
              caption={t.historyChart}
              rowHeader={t.month}
              series={history}
              format={formatWholeUsd}
              precision={0}
            />
          )}
        </div>
      </div>
    </div>
  );
}

function seriesOf(rows: [string, number, number][]): BarSeries {
  return {
    labels: rows.map(([label]) => label),
    datasets: [
      { label: t.billed, data: rows.map(([, billed]) => billed), colour: BILLED_COLOUR },
      { label: t.collected, data: rows.map(([, , collected]) => collected), colour: COLLECTED_COLOUR },
    ],
  };
}
