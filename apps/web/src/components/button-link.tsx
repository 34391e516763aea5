import type { ButtonVariant } from 'react-bootstrap/types';
import { Link, type LinkProps } from 'react-router-dom';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: 'sm' | 'lg';
}

/** A link that looks like a Bootstrap button (react-bootstrap's Button does not type `as={Link}`, and its
 * `href` mode claims role="button"). `reloadDocument` for server URLs such as /api/login. */
export function ButtonLink({ variant = 'primary', size, className, ...props }: ButtonLinkProps) {
  const classes = ['btn', `btn-${variant}`, size && `btn-${size}`, className].filter(Boolean).join(' ');
  return <Link className={classes} {...props} />;
}
