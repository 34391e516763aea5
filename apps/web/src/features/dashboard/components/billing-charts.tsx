import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import { formatWholeUsd } from '../../../lib/money';
import type { ArchivedMonth, SystemSummary } from '../api/get-system-summaries';
import { dashboardMessages as t } from '../messages';

// Only the pieces the two bar charts use: the library's chunk stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const BILLED_COLOUR = '#0d6efd';
const COLLECTED_COLOUR = '#198754';
const CARRIED_COLOUR = '#b35c00';

interface Series {
  labels: string[];
  billed: number[];
  collected: number[];
  /** The arrears each close carried into the next month (the history only). */
  carried?: number[];
}

/** A grouped bar chart of billed against collected (and, for closed months, the arrears each close
 * carried), drawn right to left: the first label at the right, legend and tooltips in Arabic order,
 * amounts in whole dollars. */
function BilledCollectedChart({
  id,
  caption,
  rowHeader,
  series,
}: {
  id: string;
  caption: string;
  rowHeader: string;
  series: Series;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return undefined;
    const font = { family: getComputedStyle(document.body).fontFamily || 'Cairo, sans-serif' };
    const config: ChartConfiguration<'bar'> = {
      type: 'bar',
      data: {
        labels: series.labels,
        datasets: [
          { label: t.billed, data: series.billed, backgroundColor: BILLED_COLOUR, borderRadius: 4 },
          { label: t.collected, data: series.collected, backgroundColor: COLLECTED_COLOUR, borderRadius: 4 },
          ...(series.carried
            ? [{ label: t.carried, data: series.carried, backgroundColor: CARRIED_COLOUR, borderRadius: 4 }]
            : []),
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        locale: 'en-US',
        scales: {
          x: { reverse: true, ticks: { font } },
          y: {
            position: 'right',
            beginAtZero: true,
            // Whole dollars only: no $0, $0, $1 ladder when the amounts are small.
            ticks: { font, precision: 0, callback: (value) => formatWholeUsd(Number(value)) },
          },
        },
        plugins: {
          legend: { rtl: true, textDirection: 'rtl', labels: { font } },
          tooltip: {
            rtl: true,
            textDirection: 'rtl',
            bodyFont: font,
            titleFont: font,
            callbacks: { label: (item) => `${item.dataset.label}: ${formatWholeUsd(item.parsed.y ?? 0)}` },
          },
        },
      },
    };
    const chart = new Chart(context, config);
    return () => chart.destroy();
  }, [series]);

  return (
    <figure className="mb-0" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="fw-semibold mb-2">
        {caption}
      </figcaption>
      <div className="app-dashboard-chart">
        <canvas ref={canvas} role="img" aria-label={caption} />
      </div>
      {/* The figures behind the bars, for screen readers and anyone who prefers numbers. A table keeps
          its content's width whatever its own, so the hidden box is a wrapper: a wide table would
          push a phone's page sideways. */}
      <div className="visually-hidden">
        <table aria-label={caption}>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              <th scope="col">{t.billed}</th>
              <th scope="col">{t.collected}</th>
              {series.carried && <th scope="col">{t.carried}</th>}
            </tr>
          </thead>
          <tbody>
            {series.labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{formatWholeUsd(series.billed[index])}</td>
                <td>{formatWholeUsd(series.collected[index])}</td>
                {series.carried && <td>{formatWholeUsd(series.carried[index])}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

export interface BillingChartsProps {
  systems: SystemSummary[];
  months: ArchivedMonth[];
}

/** Billed against collected per system for the live month, and the last twelve closed
 * months from the monthly archives. Loaded on its own (React.lazy) with the chart library. */
export default function BillingCharts({ systems, months }: BillingChartsProps) {
  // Drawn again only when the server's answer changed, not on every render.
  const live = useMemo(
    () => seriesOf(systems.map((system) => [system.name, system.totalAmount, system.totalPaid])),
    [systems],
  );
  const history = useMemo(
    () => ({
      ...seriesOf(months.map((month) => [month.label, month.totalAmount, month.totalPaid])),
      carried: months.map((month) => month.arrearsCarried),
    }),
    [months],
  );
  return (
    <div className="row row-cols-1 row-cols-xl-2 g-4">
      <div className="col">
        <div className="card h-100 shadow-sm border-0 p-3">
          <BilledCollectedChart id="live-chart" caption={t.liveChart} rowHeader={t.system} series={live} />
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
            <BilledCollectedChart
              id="history-chart"
              caption={t.historyChart}
              rowHeader={t.month}
              series={history}
            />
          )}
        </div>
      </div>
    </div>
  );
}

function seriesOf(rows: [string, number, number][]): Series {
  return {
    labels: rows.map(([label]) => label),
    billed: rows.map(([, billed]) => billed),
    collected: rows.map(([, , collected]) => collected),
  };
}
