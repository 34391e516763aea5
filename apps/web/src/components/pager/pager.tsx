import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { componentMessages as t } from '../messages';

export interface PagerProps {
  /** The navigation's accessible name ('صفحات السجل'). */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the pages hold ('125 إدخالاً'), said before the page number. */
  status?: ReactNode;
}

/** One pager for every paged list (the audit log, an import preview's rows): where the operator is,
 * and the previous and next pages (44 px buttons on a phone). */
export function Pager({ label, page, pages, onPage, status }: PagerProps) {
  return (
    <nav
      aria-label={label}
      className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3"
    >
      <span className="text-secondary">
        {status}
        {status ? ' · ' : ''}
        {t.pageOf(page, pages)}
      </span>
      <div className="d-flex gap-2">
        <Button variant="outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t.previousPage}
        </Button>
        <Button variant="outline-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t.nextPage}
        </Button>
      </div>
    </nav>
  );
}
