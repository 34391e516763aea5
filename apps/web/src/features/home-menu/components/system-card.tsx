import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { LockIcon, WarningIcon } from '../../../components/icons';
import { homeMenuMessages } from '../messages';

export interface SystemCardProps {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
  tone: 'primary' | 'success' | 'info' | 'warning' | 'secondary' | 'danger';
  /** The dangerous, passcode-protected tools. */
  dangerous?: boolean;
  /** A screen not built yet: the card shows this note and leads nowhere. */
  unavailable?: string;
}

/** A whole card is one link: title, description and warnings are its accessible name. A card whose
 * screen is not built yet is no link: it says so and is greyed out. */
export function SystemCard({
  to,
  title,
  description,
  icon,
  tone,
  dangerous = false,
  unavailable,
}: SystemCardProps) {
  const frame = `app-system-card h-100 text-decoration-none shadow-sm ${dangerous ? 'border-danger' : 'border-0'}`;
  const body = (
    <Card.Body className="d-flex gap-3 align-items-start p-4">
      <span className={`app-system-card-icon text-${tone} bg-${tone}-subtle`}>{icon}</span>
      <div className="flex-grow-1">
        <h3 className="h5 fw-bold text-body mb-2">{title}</h3>
        <p className="text-secondary mb-0">{description}</p>
        {unavailable && (
          <Badge bg="light" text="dark" className="border mt-3">
            {unavailable}
          </Badge>
        )}
        {dangerous && (
          <div className="d-flex flex-wrap gap-2 mt-3">
            <Badge bg="danger" className="d-inline-flex align-items-center gap-1">
              <WarningIcon size={14} />
              {homeMenuMessages.dangerous}
            </Badge>
            <Badge bg="secondary" className="d-inline-flex align-items-center gap-1">
              <LockIcon size={14} />
              {homeMenuMessages.passwordProtected}
            </Badge>
          </div>
        )}
      </div>
    </Card.Body>
  );
  return unavailable ? (
    <Card aria-disabled className={`${frame} app-system-card-unavailable`}>
      {body}
    </Card>
  ) : (
    <Card as={Link} to={to} className={frame}>
      {body}
    </Card>
  );
}
