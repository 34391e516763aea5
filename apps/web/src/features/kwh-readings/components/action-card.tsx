import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

export interface ActionCardProps {
  /** The card's heading (h2), which names the region. */
  title: string;
  icon?: ReactNode;
  id: string;
  children: ReactNode;
}

/** One of the readings screen's cards: a titled region. */
export function ActionCard({ title, icon, id, children }: ActionCardProps) {
  return (
    <Card as="section" className="app-data-card h-100" aria-labelledby={id}>
      <Card.Body className="d-flex flex-column gap-3">
        <h2 id={id} className="h5 mb-0 d-flex align-items-center gap-2">
          {icon}
          {title}
        </h2>
        {children}
      </Card.Body>
    </Card>
  );
}
