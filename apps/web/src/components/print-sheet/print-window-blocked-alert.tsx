import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { componentMessages } from '../messages';

const t = componentMessages.print;

/** Shown when openPrintWindow() returned false: says the browser blocked the print window
 * and offers to print in this tab instead. */
export function PrintWindowBlockedAlert({
  onPrintHere,
  onClose,
}: {
  onPrintHere: () => void;
  onClose?: () => void;
}) {
  return (
    <Alert
      variant="warning"
      role="alert"
      dismissible={Boolean(onClose)}
      closeLabel={componentMessages.close}
      onClose={onClose}
      className="d-print-none"
    >
      <Alert.Heading as="h2" className="h6 mb-1">
        {t.windowBlocked}
      </Alert.Heading>
      <p className="mb-2 small">{t.windowBlockedHint}</p>
      <Button size="sm" variant="primary" onClick={onPrintHere}>
        {t.printHere}
      </Button>
    </Alert>
  );
}
