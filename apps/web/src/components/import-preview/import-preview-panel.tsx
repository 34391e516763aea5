import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { formatCustomerNumber } from '../../lib/display-format';
import { failureText } from '../../lib/notify-failure';
import { sheetTsv } from '@kahraba/billing-domain';
import { FormField } from '../form-field';
import { Pager, usePage } from '../pager';
import { SheetFilePicker } from '../sheet-file-picker';
import type { ImportPreviewAnswer, ImportPreviewState } from './use-import-preview';

type SkippedLine = ImportPreviewAnswer<unknown>['skipped'][number];

/** docs/customer-imports.md: every row of the sheet can be seen, a page at a time (the spec's first
 * 5 rows and 'and N more' left hundreds out of sight). */
const PREVIEW_PAGE_ROWS = 20;

export interface ImportPreviewTexts {
  help: ReactNode;
  textLabel: string;
  placeholder: string;
  previewing: string;
  previewFailed: string;
  validRows: (count: number) => string;
  skippedTitle: (count: number) => string;
  skippedLine: (line: number) => string;
  previewTable: string;
  /** The pagers' names, and what a page holds ('الصفوف 21 إلى 40 من 305'). */
  rowPages: string;
  skippedPages: string;
  shownOf: (first: number, last: number, total: number) => string;
  /** The column of each row's line in the sheet. */
  line: string;
  action: string;
  creates: string;
  updates: string;
}

export interface ImportPreviewColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers are aligned as numbers; text keeps its own direction. */
  numeric?: boolean;
}

export interface ImportPreviewPanelProps<Row> {
  idPrefix: string;
  preview: ImportPreviewState<Row>;
  texts: ImportPreviewTexts;
  columns: readonly ImportPreviewColumn<Row>[];
  rows?: number;
}

type PreviewedRow = { line: number; action: 'create' | 'update'; existingCustomerNumber?: number };

/** Paste tab-separated rows (or choose or drop a sheet file), see what the server will create or update and what it leaves out and
 * why (the Excel import dialog and the bulk entry page). */
export function ImportPreviewPanel<Row extends PreviewedRow>({
  idPrefix,
  preview,
  texts,
  columns,
  rows: textRows = 7,
}: ImportPreviewPanelProps<Row>) {
  const { current, rows, stale, previewing } = preview;
  return (
    <>
      <p className="text-secondary small">{texts.help}</p>
      <FormField
        controlId={`${idPrefix}-text`}
        groupClassName="mb-3"
        label={texts.textLabel}
        as="textarea"
        rows={textRows}
        dir="auto"
        className="small"
        placeholder={texts.placeholder}
        value={preview.text}
        onChange={preview.setText}
      />
      {/* A file chosen or dropped fills the box as its rows, read by the one sheet reader
          (docs/sheet-files.md). */}
      <div className="mb-3">
        <SheetFilePicker id={`${idPrefix}-file`} onRead={(file) => preview.setText(sheetTsv(file.grid))} />
      </div>

      {stale && previewing.isPending && (
        <div className="text-secondary small d-flex align-items-center gap-2">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          {texts.previewing}
        </div>
      )}
      {stale && previewing.isError && (
        <Alert variant="danger" className="small">
          {failureText(previewing.error, texts.previewFailed) ?? texts.previewFailed}
        </Alert>
      )}

      {current && (
        <section aria-label={texts.previewTable}>
          <p className="fw-semibold mb-2" aria-live="polite">
            {texts.validRows(rows.length)}
          </p>
          {rows.length > 0 && <PreviewRows rows={rows} texts={texts} columns={columns} />}
          {current.skipped.length > 0 && <RefusedLines lines={current.skipped} texts={texts} />}
        </section>
      )}
    </>
  );
}

/** The rows the import will apply, a page at a time, each with its line in the sheet. */
function PreviewRows<Row extends PreviewedRow>({
  rows,
  texts,
  columns,
}: {
  rows: readonly Row[];
  texts: ImportPreviewTexts;
  columns: readonly ImportPreviewColumn<Row>[];
}) {
  const shown = usePage(rows, PREVIEW_PAGE_ROWS);
  return (
    <>
      {/* A phone scrolls the table sideways: the keyboard can too (axe scrollable-region-focusable). */}
      <div className="table-responsive" role="region" aria-label={texts.previewTable} tabIndex={0}>
        <Table size="sm" bordered className="small mb-1" aria-label={texts.previewTable}>
          <thead className="table-light">
            <tr>
              <th scope="col">{texts.line}</th>
              <th scope="col">{texts.action}</th>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.items.map((row) => (
              <tr key={row.line}>
                <td className="app-num">{row.line}</td>
                <td className={row.action === 'update' ? 'text-primary' : 'text-success'}>
                  {row.action === 'update' ? texts.updates : texts.creates}
                  {row.existingCustomerNumber !== undefined && (
                    <>
                      {' '}
                      <bdi dir="ltr">{formatCustomerNumber(row.existingCustomerNumber)}</bdi>
                    </>
                  )}
                </td>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={column.numeric ? 'app-num' : undefined}
                    dir={column.numeric ? undefined : 'auto'}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      {shown.pages > 1 && (
        <Pager
          label={texts.rowPages}
          page={shown.page}
          pages={shown.pages}
          status={texts.shownOf(shown.first, shown.last, rows.length)}
          onPage={shown.setPage}
        />
      )}
    </>
  );
}

/** The lines the import leaves out, each with its line and reason, a page at a time. */
function RefusedLines({ lines, texts }: { lines: readonly SkippedLine[]; texts: ImportPreviewTexts }) {
  const shown = usePage(lines, PREVIEW_PAGE_ROWS);
  return (
    <Alert variant="warning" className="small mt-3 mb-0">
      <div className="fw-semibold mb-1">{texts.skippedTitle(lines.length)}</div>
      <ul className="mb-0 ps-3 app-skipped-lines">
        {shown.items.map((line) => (
          <li key={line.line}>
            {texts.skippedLine(line.line)}: {line.reason}
            {line.text && <bdi className="text-secondary ms-2">«{line.text.replace(/\t/g, ' | ')}»</bdi>}
          </li>
        ))}
      </ul>
      {shown.pages > 1 && (
        <Pager
          label={texts.skippedPages}
          page={shown.page}
          pages={shown.pages}
          status={texts.shownOf(shown.first, shown.last, lines.length)}
          onPage={shown.setPage}
        />
      )}
    </Alert>
  );
}
