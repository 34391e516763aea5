import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

/** The server's word that a customer with this name and box exists, and the way to add it anyway. */
export function DuplicateNotice({
  message,
  addAnywayLabel,
  onAddAnyway,
}: {
  message: string;
  addAnywayLabel: string;
  onAddAnyway: () => void;
}) {
  return (
    <Alert variant="warning" className="mt-3 mb-0 d-flex flex-wrap align-items-center gap-2">
      <span className="flex-grow-1">{message}</span>
      <Button variant="warning" size="sm" onClick={onAddAnyway}>
        {addAnywayLabel}
      </Button>
    </Alert>
  );
}
