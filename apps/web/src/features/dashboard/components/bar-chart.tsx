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
import { useEffect, useRef } from 'react';

// Only the pieces the bar charts use: the library's chunk stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface BarSeries {
  labels: string[];
  datasets: { label: string; data: number[]; colour: string }[];
}

/** A grouped bar chart drawn right to left: the first label at the right, legend and tooltips in
 * Arabic order, the values written by `format`; the figures behind the bars in a hidden table. */
export function BarChart({
  id,
  caption,
  rowHeader,
  series,
  format,
  precision,
}: {
  id: string;
  caption: string;
  rowHeader: string;
  series: BarSeries;
  format: (value: number) => string;
  /** The axis's step decimals: 0 for whole dollars, no $0, $0, $1 ladder when the amounts are small. */
  precision?: number;
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
        datasets: series.datasets.map((dataset) => ({
          label: dataset.label,
          data: dataset.data,
          backgroundColor: dataset.colour,
          borderRadius: 4,
        })),
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
            ticks: { font, precision, callback: (value) => format(Number(value)) },
          },
        },
        plugins: {
          legend: { rtl: true, textDirection: 'rtl', labels: { font } },
          tooltip: {
            rtl: true,
            textDirection: 'rtl',
            bodyFont: font,
            titleFont: font,
            callbacks: { label: (item) => `${item.dataset.label}: ${format(item.parsed.y ?? 0)}` },
          },
        },
      },
    };
    const chart = new Chart(context, config);
    return () => chart.destroy();
  }, [series, format, precision]);

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
              {series.datasets.map((dataset) => (
                <th key={dataset.label} scope="col">
                  {dataset.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.datasets.map((dataset) => (
                  <td key={dataset.label}>{format(dataset.data[index])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
