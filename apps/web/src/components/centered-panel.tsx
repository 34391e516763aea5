import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

export interface CenteredPanelProps {
  icon?: ReactNode;
  title?: ReactNode;
  children: ReactNode;
}

/** One card in the middle of the branded background: landing, sign-in, access denied, 404. */
export function CenteredPanel({ icon, title, children }: CenteredPanelProps) {
  return (
    <main className="app-backdrop">
      <Card className="app-panel border-0 shadow-lg">
        <Card.Body className="p-4 p-sm-5">
          {icon && <div className="app-panel-icon">{icon}</div>}
          {title && <h1 className="app-panel-title">{title}</h1>}
          {children}
        </Card.Body>
      </Card>
    </main>
  );
}
