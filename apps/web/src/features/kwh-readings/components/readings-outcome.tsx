import { memo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { DataTable } from '../../../components/data-table';
import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import type { LineReason, ReadingChange, ReadingsUpdateResult } from '../api/update-readings';
import { readingsMessages as t } from '../messages';

const WIDTHS: Partial<Record<keyof typeof t.columns, string>> = {
  line: '4.5rem',
  customerNumber: '6.5rem',
  previousKwh: '10rem',
  currentKwh: '10rem',
  consumption: '7rem',
};

/** A row keyed by its line (the table keys rows by `id`): one customer may appear on two lines. */
type Change = ReadingChange & { customerId: string };

const change = (before: number, after: number) =>
  before === after ? formatQuantity(after) : t.beforeAfter(formatQuantity(before), formatQuantity(after));

const ChangeRow = memo(function ChangeRow({ row }: { row: Change }) {
  return (
    <tr>
      <td className="app-num">{row.line}</td>
      <td className="app-num fw-semibold text-secondary">{formatCustomerNumber(row.customerNumber)}</td>
      <td title={row.name}>
        <span dir="auto">{row.name}</span>
      </td>
      <td className="app-num">
        <bdi dir="ltr">{change(row.previousKwh, row.newPreviousKwh)}</bdi>
      </td>
      <td className="app-num">
        <bdi dir="ltr">{change(row.currentKwh, row.newCurrentKwh)}</bdi>
      </td>
      <td className="app-num fw-semibold">{formatQuantity(row.consumption)}</td>
    </tr>
  );
});

/** One row of the preview on a phone. */
const ChangeCard = memo(function ChangeCard({ row }: { row: Change }) {
  const nameId = `reading-change-${row.line}`;
  return (
    <article className="app-record-card" aria-labelledby={nameId}>
      <h3 id={nameId} className="app-record-card-name" dir="auto">
        {row.name}
      </h3>
      <div className="app-record-card-meta">
        {t.lineLabel(row.line)} · <bdi dir="ltr">{formatCustomerNumber(row.customerNumber)}</bdi>
      </div>
      <dl className="app-record-card-figures">
        <div>
          <dt>{t.columns.previousKwh}</dt>
          <dd>
            <bdi dir="ltr">{change(row.previousKwh, row.newPreviousKwh)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t.columns.currentKwh}</dt>
          <dd>
            <bdi dir="ltr">{change(row.currentKwh, row.newCurrentKwh)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t.columns.consumption}</dt>
          <dd className="fw-bold">{formatQuantity(row.consumption)}</dd>
        </div>
      </dl>
    </article>
  );
});

/** Who a refused or warned row is: '#1001 سامي · العلبة 9', as far as the row tells. */
function whose(reason: LineReason): string {
  return [
    reason.customerNumber == null ? null : formatCustomerNumber(reason.customerNumber),
    reason.name,
    reason.box == null ? null : t.boxLabel(reason.box),
  ]
    .filter((part) => part != null && part !== '')
    .join(' · ');
}

function LineReasons({ title, reasons, variant }: { title: string; reasons: LineReason[]; variant: string }) {
  if (reasons.length === 0) return null;
  return (
    <Alert variant={variant} className="mb-0">
      <h3 className="h6">{title}</h3>
      <ul className="mb-0 ps-3 app-line-reasons">
        {reasons.map((reason, index) => (
          <li key={`${reason.line}-${index}`}>
            <span className="fw-semibold">{t.lineLabel(reason.line)}</span>
            {whose(reason) && (
              <>
                {' · '}
                <bdi>{whose(reason)}</bdi>
              </>
            )}
            {': '}
            {reason.reason}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

export interface ReadingsOutcomeProps {
  kind: 'preview' | 'updated';
  result: ReadingsUpdateResult;
  systemId: string;
  /** Gives the refused and warned rows back as a sheet to fix. */
  onDownloadRowsToFix?: () => void;
}

/** What an import would do (preview: each row before → after, nothing written) or what it did. The
 * refused and warned rows come first, each with its sheet row, customer and reason, and
 * can be downloaded as a sheet to fix; the preview table follows. */
export function ReadingsOutcome({ kind, result, systemId, onDownloadRowsToFix }: ReadingsOutcomeProps) {
  const flagged = result.skipped.length + result.warnings.length;
  const rows: Change[] = (result.rows ?? []).map((row) => ({
    ...row,
    customerId: row.id,
    id: String(row.line),
  }));
  return (
    <section aria-labelledby={`readings-outcome-${systemId}`} className="d-flex flex-column gap-3">
      <h3 id={`readings-outcome-${systemId}`} className="h6 mb-0">
        {kind === 'preview' ? t.previewTitle : t.updated}
      </h3>
      <p className="mb-0" role="status">
        {kind === 'preview'
          ? t.previewSummary(rows.length || result.updated, result.skipped.length, result.warnings.length)
          : result.message}
      </p>
      <LineReasons title={t.skippedTitle} reasons={result.skipped} variant="danger" />
      <LineReasons title={t.warningsTitle} reasons={result.warnings} variant="warning" />
      {flagged > 0 && onDownloadRowsToFix && (
        <div>
          <Button variant="outline-secondary" className="app-touch-button" onClick={onDownloadRowsToFix}>
            {t.downloadRowsToFix(flagged)}
          </Button>
        </div>
      )}
      {kind === 'preview' && (
        <DataTable
          label={t.previewTable}
          className="app-readings-preview-table"
          headers={t.columns}
          widths={WIDTHS}
          items={rows}
          emptyText={t.nothingToUpdate}
          renderRow={(row) => <ChangeRow row={row} />}
          renderCard={(row) => <ChangeCard row={row} />}
        />
      )}
    </section>
  );
}
