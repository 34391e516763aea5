import { forwardRef, type ReactNode } from 'react';
import { PaymentBadge } from '../payment-badge';

export interface CustomerCardFigure {
  label: string;
  value: ReactNode;
  /** The figure the eye looks for first (the amount). */
  strong?: boolean;
}

export interface CustomerCardProps {
  /** The customer's name as text (a heading that names the card), or `editor` with the name as
   * `label` when the name is edited in place (the editor cannot be the card's heading). */
  name: { text: string; id: string } | { editor: ReactNode; label: string };
  /** The line under the name (number, box, month...). */
  meta: ReactNode;
  isPaid: boolean;
  figures: readonly CustomerCardFigure[];
  /** What follows the figures: a line of details, the action buttons. */
  children?: ReactNode;
  /** A class beside `app-record-card` (e.g. the highlight of a customer just added). */
  className?: string;
}

/** One customer on a phone (below 768 px the tables become these cards): the name and status on top,
 * the figures in a grid, then what the screen adds. One card for every screen that lists customers. */
export const CustomerCard = forwardRef<HTMLElement, CustomerCardProps>(function CustomerCard(
  { name, meta, isPaid, figures, children, className },
  ref,
) {
  const named = 'text' in name;
  return (
    <article
      ref={ref}
      className={className ? `app-record-card ${className}` : 'app-record-card'}
      aria-labelledby={named ? name.id : undefined}
      aria-label={named ? undefined : name.label}
    >
      <header className="app-record-card-head">
        <div className="min-w-0 flex-grow-1">
          {named ? (
            // h2: the cards list right under the page's h1 (a skipped level confuses screen readers)
            <h2 id={name.id} className="app-record-card-name" dir="auto">
              {name.text}
            </h2>
          ) : (
            <div className="app-record-card-name">{name.editor}</div>
          )}
          <div className="app-record-card-meta">{meta}</div>
        </div>
        <PaymentBadge isPaid={isPaid} />
      </header>
      <dl className="app-record-card-figures">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd className={figure.strong ? 'fw-bold' : undefined}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </article>
  );
});

/** A line of details under the figures, with the address in its own direction (`Hamra st.`). */
export function CustomerCardLine({ children, address }: { children: ReactNode; address?: string | null }) {
  return (
    <p className="app-record-card-line">
      {children}
      {address && (
        <>
          {' · '}
          <span dir="auto">{address}</span>
        </>
      )}
    </p>
  );
}
