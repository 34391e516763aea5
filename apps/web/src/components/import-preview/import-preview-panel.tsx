import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { formatCustomerNumber } from '../../lib/display-format';
import { failureText } from '../../lib/notify-failure';
import { sheetTsv } from '@kahraba/billing-domain';
import { FormField } from '../form-field';
import { SheetFilePicker } from '../sheet-file-picker';
import type { ImportPreviewState } from './use-import-preview';

/** spec 000 §5, 001 §2.3: the preview shows the first 5 rows and 'and N more'. */
export const PREVIEW_ROWS = 5;
const SKIPPED_SHOWN = 20;

export interface ImportPreviewTexts {
  help: ReactNode;
  textLabel: string;
  placeholder: string;
  previewing: string;
  previewFailed: string;
  validRows: (count: number) => string;
  moreRows: (count: number) => string;
  skippedTitle: (count: number) => string;
  skippedLine: (line: number) => string;
  previewTable: string;
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

/** Paste tab-separated rows (or choose or drop a sheet file), see what the server will create or update and what it leaves out and
 * why (the Excel import dialog and the bulk entry page). */
export function ImportPreviewPanel<
  Row extends { action: 'create' | 'update'; existingCustomerNumber?: number },
>({ idPrefix, preview, texts, columns, rows: textRows = 7 }: ImportPreviewPanelProps<Row>) {
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
      {/* issue 19 §2: a file chosen or dropped fills the box as its rows, read by the one sheet reader. */}
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
          {rows.length > 0 && (
            <div className="table-responsive">
              <Table size="sm" bordered className="small mb-1" aria-label={texts.previewTable}>
                <thead className="table-light">
                  <tr>
                    <th scope="col">{texts.action}</th>
                    {columns.map((column) => (
                      <th key={column.header} scope="col">
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.slice(0, PREVIEW_ROWS).map((row, index) => (
                    <tr key={index}>
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
          )}
          {rows.length > PREVIEW_ROWS && (
            <p className="text-secondary small">{texts.moreRows(rows.length - PREVIEW_ROWS)}</p>
          )}
          {current.skipped.length > 0 && (
            <Alert variant="warning" className="small mt-3 mb-0">
              <div className="fw-semibold mb-1">{texts.skippedTitle(current.skipped.length)}</div>
              <ul className="mb-0 ps-3 app-skipped-lines">
                {current.skipped.slice(0, SKIPPED_SHOWN).map((line) => (
                  <li key={line.line}>
                    {texts.skippedLine(line.line)}: {line.reason}
                    {line.text && (
                      <bdi className="text-secondary ms-2">«{line.text.replace(/\t/g, ' | ')}»</bdi>
                    )}
                  </li>
                ))}
              </ul>
              {current.skipped.length > SKIPPED_SHOWN && (
                <div className="mt-1">{texts.moreRows(current.skipped.length - SKIPPED_SHOWN)}</div>
              )}
            </Alert>
          )}
        </section>
      )}
    </>
  );
}
