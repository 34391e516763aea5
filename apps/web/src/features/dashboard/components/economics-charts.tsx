import { useMemo } from 'react';
import { formatUnitPrice, formatWholeUsd } from '../../../lib/money';
import type { EconomicsMonth } from '../api/get-economics-history';
import { dashboardMessages as t } from '../messages';
import { BarChart } from './bar-chart';

const COST_COLOUR = '#b35c00';
const ON_COLLECTED_COLOUR = '#198754';
const ON_BILLED_COLOUR = '#0d6efd';

/** The generator's last twelve months (docs/generator-economics.md#the-monthly-report): what a kWh
 * cost to make, and the profit on collected and on billed, as the server computed them. Loaded on its
 * own (React.lazy) with the chart library. */
export default function EconomicsCharts({ months }: { months: EconomicsMonth[] }) {
  const labels = useMemo(() => months.map((month) => month.label), [months]);
  const cost = useMemo(
    () => ({
      labels,
      datasets: [
        { label: t.costPerKwh, data: months.map((month) => month.costPerKwh?.usd ?? 0), colour: COST_COLOUR },
      ],
    }),
    [labels, months],
  );
  const profit = useMemo(
    () => ({
      labels,
      datasets: [
        {
          label: t.profitOnCollected,
          data: months.map((month) => month.profit.collectedLessCosts.usd),
          colour: ON_COLLECTED_COLOUR,
        },
        {
          label: t.profitOnBilled,
          data: months.map((month) => month.profit.billedLessCosts.usd),
          colour: ON_BILLED_COLOUR,
        },
      ],
    }),
    [labels, months],
  );
  const perKwh = (value: number) => formatUnitPrice(value);
  return (
    <div className="row row-cols-1 row-cols-xl-2 g-4">
      <div className="col">
        <div className="card h-100 shadow-sm border-0 p-3">
          <BarChart
            id="cost-per-kwh-chart"
            caption={t.costPerKwhChart}
            rowHeader={t.month}
            series={cost}
            format={perKwh}
          />
        </div>
      </div>
      <div className="col">
        <div className="card h-100 shadow-sm border-0 p-3">
          <BarChart
            id="profit-chart"
            caption={t.profitChart}
            rowHeader={t.month}
            series={profit}
            format={formatWholeUsd}
            precision={0}
          />
        </div>
      </div>
    </div>
  );
}
