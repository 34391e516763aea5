import { createContext, useContext, type ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { paths } from '../config/route-paths';
import { productName } from '../config/product';
import { ButtonLink } from './button-link';
import { BoltIcon } from './icons';

/** A notice the app shows above the content of every signed-in screen (e.g. the company profile is
 * incomplete); the router provides it, so that features need not know of each other. */
export const PageNoticeContext = createContext<ReactNode>(null);

/** The buttons at the end of every signed-in screen's top bar (the logout button); the router provides
 * them once, so that no page passes them on. */
export const PageHeaderActionsContext = createContext<ReactNode>(null);

export interface PageLayoutProps {
  /** The page's h1. */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons beside the title (e.g. add, print). */
  titleActions?: ReactNode;
  /** The way back, after the title's buttons, e.g. { to: paths.home, label: 'العودة إلى الصفحة الرئيسية' }. */
  back?: { to: string; label: ReactNode };
  footer?: ReactNode;
  /** 'fluid' for wide tables. */
  width?: 'normal' | 'fluid';
  children: ReactNode;
}

/** The frame of every signed-in screen: top bar with the product name, the page title, content, footer. */
export function PageLayout({
  title,
  subtitle,
  titleActions,
  back,
  footer,
  width = 'normal',
  children,
}: PageLayoutProps) {
  const fluid = width === 'fluid';
  const notice = useContext(PageNoticeContext);
  const headerActions = useContext(PageHeaderActionsContext);
  const actions = (titleActions || back) && (
    <div className="d-flex flex-wrap gap-2">
      {titleActions}
      {back && (
        <ButtonLink to={back.to} variant="outline-secondary">
          {back.label}
        </ButtonLink>
      )}
    </div>
  );
  return (
    <div className="app-shell d-flex flex-column min-vh-100">
      <header className="app-header">
        <Container fluid={fluid} className="d-flex align-items-center gap-3 py-2">
          <Link to={paths.home} className="app-brand">
            <BoltIcon size={22} className="app-brand-icon" />
            <span>{productName}</span>
          </Link>
          {headerActions && <div className="ms-auto d-flex align-items-center gap-2">{headerActions}</div>}
        </Container>
      </header>
      <main className="flex-grow-1 py-4">
        <Container fluid={fluid}>
          {notice}
          {(title || actions) && (
            <div className="d-flex flex-wrap align-items-center gap-3 mb-4 d-print-none">
              <div className="flex-grow-1">
                {title && <h1 className="app-page-title">{title}</h1>}
                {subtitle && <p className="text-secondary mb-0">{subtitle}</p>}
              </div>
              {actions}
            </div>
          )}
          {children}
        </Container>
      </main>
      {footer && <footer className="app-footer py-3 text-center small">{footer}</footer>}
    </div>
  );
}
