import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * docs/printing.md: the month a single invoice page prints, kept in its address (`&month=YYYY-MM`, a
 * closed month; none for the current month) so that a link or a reload prints the same month.
 */
export function usePrintedMonthParam(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const month = params.get('month')?.trim() ?? '';
  const choose = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next) changed.set('month', next);
          else changed.delete('month');
          return changed;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [month, choose];
}
