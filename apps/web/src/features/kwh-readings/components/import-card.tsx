import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  csvText,
  DomainError,
  pastedSheetRows,
  readingSheetOf,
  type SheetGrid,
  sheetRowsToFix,
  sheetTsv,
} from '@kahraba/billing-domain';
import { PendingButton } from '../../../components/pending-button';
import { SheetFilePicker } from '../../../components/sheet-file-picker';
import { toast } from '../../../components/toast';
import type { BillingSystem } from '../../../lib/billing-systems';
import {
  usePreviewReadings,
  useUpdateReadings,
  type ReadingsSheet,
  type ReadingsUpdateResult,
} from '../api/update-readings';
import { downloadFile } from '../lib/readings-file';
import { readingsMessages as t } from '../messages';
import { ActionCard } from './action-card';
import { ReadingsOutcome } from './readings-outcome';

/** The paste area holds 10 rows. */
const PASTE_ROWS = 10;

/** What the last call answered, for which text, and the sheet it read (for "download these rows"). */
interface Outcome {
  text: string;
  kind: 'preview' | 'updated';
  result: ReadingsUpdateResult;
  grid: SheetGrid;
}

/**
 * Paste the sheet back (docs/business-rules.md#the-readings-workflow; tab-separated as Excel copies it,
 * or the CSV the export downloads), or choose or drop the file (.xlsx, .ods, .csv, .tsv): the same
 * reader as the CLI's gives each row the number the spreadsheet shows. The server decides; refused and
 * warned rows come first with their customer, and can be downloaded as a sheet to fix. The input stays
 * until the operator clears it.
 */
export function ImportCard({ system }: { system: BillingSystem }) {
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const preview = usePreviewReadings(system.id);
  const update = useUpdateReadings(system.id);
  const blank = text.trim() === '';
  const busy = preview.isPending || update.isPending;

  /** The sheet to send and the rows it was read from, or null after saying why not. */
  const readInput = (): { sheet: ReadingsSheet; grid: SheetGrid } | null => {
    if (blank) {
      toast({ variant: 'destructive', title: t.emptyPaste });
      return null;
    }
    try {
      const grid = pastedSheetRows(text);
      return { sheet: readingSheetOf(grid), grid };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      toast({ variant: 'destructive', title: t.parseError, description: error.message });
      return null;
    }
  };

  const run = (kind: Outcome['kind']) => {
    const input = readInput();
    if (!input) return;
    const sent = text;
    (kind === 'preview' ? preview : update).mutate(input.sheet, {
      onSuccess: (result) => setOutcome({ text: sent, kind, result, grid: input.grid }),
    });
  };

  const clear = () => {
    setText('');
    setFileName(null);
    setOutcome(null);
  };

  const downloadRowsToFix = (current: Outcome) =>
    downloadFile(
      csvText(
        sheetRowsToFix(current.grid, [...current.result.skipped, ...current.result.warnings], t.reasonColumn),
      ),
      'text/csv;charset=utf-8',
      `${system.id}-readings-to-fix.csv`,
    );

  // A preview of other text than what is in the field now would mislead: it is shown only while it matches.
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
          onChange={(event) => {
            setText(event.target.value);
            setFileName(null);
          }}
        />
      </Form.Group>
      <SheetFilePicker
        id={`readings-file-${system.id}`}
        disabled={busy}
        onRead={(file) => {
          setText(sheetTsv(file.grid));
          setFileName(file.name);
        }}
      />
      {fileName && (
        <p className="mb-0 small text-secondary" role="status">
          {t.fileRead(fileName)}
        </p>
      )}
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
          onClick={() => run('preview')}
        >
          {t.preview}
        </PendingButton>
        <PendingButton
          variant="success"
          className="app-touch-button"
          disabled={blank || busy}
          pending={update.isPending}
          onClick={() => run('updated')}
        >
          {t.update}
        </PendingButton>
        {shown && (
          <Button variant="link" className="app-touch-button" onClick={() => setOutcome(null)}>
            {t.hideOutcome}
          </Button>
        )}
        {!blank && (
          <Button variant="outline-secondary" className="app-touch-button" disabled={busy} onClick={clear}>
            {t.clearInput}
          </Button>
        )}
      </div>
      {shown && (
        <ReadingsOutcome
          kind={shown.kind}
          result={shown.result}
          systemId={system.id}
          onDownloadRowsToFix={() => downloadRowsToFix(shown)}
        />
      )}
    </ActionCard>
  );
}
