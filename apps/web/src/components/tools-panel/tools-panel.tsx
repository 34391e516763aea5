import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { MenuIcon } from '../icons';
import { componentMessages } from '../messages';

/** What the panel hands its content: the button size, and `choose`, which closes the menu before an
 * action (the dialog or confirmation it opens takes the screen). */
interface ToolsPanelContext {
  menu: boolean;
  size: 'sm' | undefined;
  listClassName: string;
  choose: (action: () => unknown) => () => void;
}

export interface ToolsPanelProps {
  /** 'bar' on a desk: every tool in sight. 'menu' on a phone: one button that opens them all. */
  layout: 'bar' | 'menu';
  /** The menu button's text and the menu's title. */
  title: string;
  /** The id of the menu's title. */
  titleId: string;
  children: (context: ToolsPanelContext) => ReactNode;
}

/** The tools of a records screen: on a desk a card of buttons, on a phone one button opening them
 * all in a sheet from the bottom. */
export function ToolsPanel({ layout, title, titleId, children }: ToolsPanelProps) {
  const [open, setOpen] = useState(false);
  const menu = layout === 'menu';
  const context: ToolsPanelContext = {
    menu,
    size: menu ? undefined : 'sm',
    listClassName: menu ? 'app-tools-menu-list' : 'app-toolbar',
    choose: (action) => () => {
      setOpen(false);
      void action();
    },
  };

  if (!menu) {
    return (
      <Card className="app-data-card mb-4">
        <Card.Body className="d-flex flex-column gap-3">{children(context)}</Card.Body>
      </Card>
    );
  }
  return (
    <>
      <Button
        variant="outline-primary"
        className="app-icon-button app-touch-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon size={18} />
        {title}
      </Button>
      <Offcanvas
        show={open}
        onHide={() => setOpen(false)}
        placement="bottom"
        className="app-tools-menu"
        aria-labelledby={titleId}
      >
        <Offcanvas.Header closeButton closeLabel={componentMessages.close}>
          <Offcanvas.Title id={titleId} as="h2" className="h5 mb-0">
            {title}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="d-flex flex-column gap-3">{children(context)}</Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
