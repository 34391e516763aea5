import Button from 'react-bootstrap/Button';
import { RestoreIcon } from '../icons';
import { componentMessages } from '../messages';

const t = componentMessages.archive;

export interface RestoreButtonProps {
  /** The customer's name: the button is called 'استعادة {name}'. */
  name: string;
  restoring: boolean;
  onRestore: () => void;
  /** 'row' in a table line, 'card' a big button on a phone card. */
  size?: 'row' | 'card';
}

/** Brings a deleted customer back (docs/screens.md#undo-and-restore). */
export function RestoreButton({ name, restoring, onRestore, size = 'row' }: RestoreButtonProps) {
  const row = size === 'row';
  return (
    <Button
      size={row ? 'sm' : undefined}
      variant="outline-success"
      className={row ? 'app-icon-button' : undefined}
      aria-label={t.restoreLabel(name)}
      disabled={restoring}
      onClick={onRestore}
    >
      <RestoreIcon size={row ? 16 : 18} />
      {t.restore}
    </Button>
  );
}
