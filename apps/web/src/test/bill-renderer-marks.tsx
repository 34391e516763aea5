import type { ComponentType } from 'react';
import type * as Invoice from '../components/invoice';

function marked<P extends object>(name: string, Component: ComponentType<P>) {
  return function Marked(props: P) {
    return (
      <div data-testid={name}>
        <Component {...props} />
      </div>
    );
  };
}

/**
 * The bill's renderer (components/invoice) with what each part draws marked, for a jest.mock of it:
 * a surface that drew a bill's lines or totals by hand would show them unmarked (docs/one-bill.md).
 */
export function markBillRenderer(actual: typeof Invoice): typeof Invoice {
  return {
    ...actual,
    StatementLines: marked('bill-lines', actual.StatementLines),
    InvoiceTotals: marked('bill-totals', actual.InvoiceTotals),
    InvoicePounds: marked('bill-pounds', actual.InvoicePounds),
  };
}

/** Which marked part of the bill's renderer drew the element with this text, if any. */
export function drawnBy(element: HTMLElement): string | null {
  return element.closest('[data-testid]')?.getAttribute('data-testid') ?? null;
}
