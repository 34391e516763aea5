import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PendingButton } from '../../../components/pending-button';
import { toast } from '../../../components/toast';
import type { BillingSystem } from '../../../lib/billing-systems';
import { usePreviewReadings, useUpdateReadings, type ReadingsUpdateResult } from '../api/update-readings';
import { readReadingsPaste } from '../lib/readings-paste';
import { readingsMessages as t } from '../messages';
import { ActionCard } from './action-card';
import { ReadingsOutcome } from './readings-outcome';

/** spec 001 §5: the paste area holds 10 rows. */
const PASTE_ROWS = 10;

/** What the last call answered, and for which pasted text. */
interface Outcome {
  text: string;
  kind: 'preview' | 'updated';
  result: ReadingsUpdateResult;
}

/** spec 001 §2.15, issue 8 §3: paste the sheet back (header line + rows), see what each row would do,
 * then update. The server decides; refused, blank and unknown rows come back with their reasons. */
export function ImportCard({ system }: { system: BillingSystem }) {
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const preview = usePreviewReadings(system.id);
  const update = useUpdateReadings(system.id);
  const blank = text.trim() === '';
  const busy = preview.isPending || update.isPending;

  /** The rows to send, or null after saying (spec 001 §8) why the paste cannot be read. */
  const readPaste = () => {
    const paste = readReadingsPaste(text);
    switch (paste.kind) {
      case 'rows':
        return paste.readings;
      case 'empty':
        toast({ variant: 'destructive', title: t.emptyPaste });
        return null;
      case 'no-rows':
        toast({ variant: 'destructive', title: t.noData, description: t.noDataText });
        return null;
      case 'bad-header':
        toast({ variant: 'destructive', title: t.parseError, description: t.parseErrorHeader });
        return null;
      case 'duplicate-column':
        toast({
          variant: 'destructive',
          title: t.parseError,
          description: t.parseErrorDuplicate(paste.column),
        });
        return null;
      case 'too-many-cells':
        toast({ variant: 'destructive', title: t.parseError, description: t.parseErrorCells(paste.line) });
        return null;
    }
  };

  const showPreview = () => {
    const readings = readPaste();
    if (!readings) return;
    const pasted = text;
    preview.mutate(readings, {
      onSuccess: (result) => setOutcome({ text: pasted, kind: 'preview', result }),
    });
  };
  const runUpdate = () => {
    const readings = readPaste();
    if (!readings) return;
    const pasted = text;
    update.mutate(readings, {
      onSuccess: (result) => {
        setOutcome({ text: pasted, kind: 'updated', result });
        setText('');
      },
    });
  };

  // A preview of other text than what is pasted now would mislead: it is shown only while it matches.
  const shown = outcome && (outcome.kind === 'updated' || outcome.text === text) ? outcome : null;
  const stale = outcome?.kind === 'preview' && outcome.text !== text && !blank;

  return (
    <ActionCard id={`import-${system.id}`} title={t.importTitle}>
      <Form.Group controlId={`readings-paste-${system.id}`}>
        <Form.Label>{t.pasteLabel}</Form.Label>
        <Form.Control
          as="textarea"
          rows={PASTE_ROWS}
          dir="auto"
          className="app-readings-paste"
          placeholder={t.pastePlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Form.Group>
      {stale && (
        <Alert variant="warning" className="mb-0 py-2">
          {t.previewStale}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        <PendingButton
          variant="outline-primary"
          className="app-touch-button"
          disabled={blank || busy}
          pending={preview.isPending}
          onClick={showPreview}
        >
          {t.preview}
        </PendingButton>
        <PendingButton
          variant="success"
          className="app-touch-button"
          disabled={blank || busy}
          pending={update.isPending}
          onClick={runUpdate}
        >
          {t.update}
        </PendingButton>
        {shown && (
          <Button variant="link" className="app-touch-button" onClick={() => setOutcome(null)}>
            {t.hideOutcome}
          </Button>
        )}
      </div>
      {shown && <ReadingsOutcome kind={shown.kind} result={shown.result} systemId={system.id} />}
    </ActionCard>
  );
}
