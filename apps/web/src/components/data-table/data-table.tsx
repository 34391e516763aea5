import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { CopyColumnButton } from '../copy-column-button';
import { usePhoneLayout } from '../phone-layout';
import { VirtualCardList, VirtualTableBody } from '../virtual-table';

/** Every row is one line of this height (CSS keeps rows on one line). */
const ROW_HEIGHT = 44;

export interface DataTableProps<T extends { id: string }, Column extends string> {
  /** The table's accessible name. */
  label: string;
  /** The table's own class beside `app-data-table`, e.g. 'app-ampere-table'. */
  className: string;
  /** The header of each column, in the order the columns appear. */
  headers: Record<Column, string>;
  /** The widths of the columns that have one; the others share what is left. */
  widths: Partial<Record<NoInfer<Column>, string>>;
  /** What each column's copy button copies from a row; a column without one has no
   * button. A table without copy buttons shows plain headers. */
  copyValues?: Partial<Record<NoInfer<Column>, (item: T) => string>>;
  items: readonly T[];
  /** Shown in place of the rows when there are none. */
  emptyText: ReactNode;
  /** One `<tr>` with a cell per column. */
  renderRow: (item: T) => ReactNode;
  /** On a phone-sized screen the table becomes a list of these cards (name first, actions as big
   * buttons); without it the table stays a table that scrolls sideways. */
  renderCard?: (item: T) => ReactNode;
  /** The item to bring into view once it is listed (a record just added). */
  scrollToId?: string | null;
}

/** A first guess of a card's height; each card is measured once shown. */
const CARD_HEIGHT = 200;

/** A table of records: fixed column widths, headers with copy-column buttons, only the rows near the
 * viewport rendered, and a line saying so when there is nothing to show. */
export function DataTable<T extends { id: string }, Column extends string>({
  label,
  className,
  headers,
  widths,
  copyValues,
  items,
  emptyText,
  renderRow,
  renderCard,
  scrollToId,
}: DataTableProps<T, Column>) {
  const phone = usePhoneLayout();
  const columns = Object.keys(headers) as Column[];

  if (phone && renderCard) {
    return items.length === 0 ? (
      <div className="app-empty-cards">{emptyText}</div>
    ) : (
      <VirtualCardList
        label={label}
        items={items}
        estimatedHeight={CARD_HEIGHT}
        getKey={(item) => item.id}
        renderCard={renderCard}
        scrollToKey={scrollToId}
      />
    );
  }

  return (
    <div className="app-table-wrap">
      <Table hover className={`app-data-table ${className}`} aria-label={label}>
        <colgroup>
          {columns.map((column) => (
            <col key={column} style={widths[column] ? { width: widths[column] } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => {
              const copy = copyValues?.[column];
              return (
                <th key={column} scope="col">
                  {copyValues ? (
                    <span className="app-col-head">
                      {headers[column]}
                      {copy && <CopyColumnButton label={headers[column]} values={() => items.map(copy)} />}
                    </span>
                  ) : (
                    headers[column]
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        {items.length === 0 ? (
          <tbody>
            <tr className="app-empty-row">
              <td colSpan={columns.length}>{emptyText}</td>
            </tr>
          </tbody>
        ) : (
          <VirtualTableBody
            items={items}
            rowHeight={ROW_HEIGHT}
            columnCount={columns.length}
            getKey={(item) => item.id}
            renderRow={renderRow}
            scrollToKey={scrollToId}
          />
        )}
      </Table>
    </div>
  );
}
