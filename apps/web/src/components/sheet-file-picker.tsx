import { useState, type DragEvent } from 'react';
import { DomainError, SHEET_FILE_EXTENSIONS, type SheetGrid } from '@kahraba/billing-domain';
import { readSheetFileOffThread } from '../lib/sheet-files/read-sheet-file-off-thread';
import { FilePicker } from './file-picker';
import { componentMessages as t } from './messages';
import { toast } from './toast';

/** A sheet file as read by the domain's one reader: its name and its rows as the spreadsheet numbers them. */
export interface SheetFile {
  readonly name: string;
  readonly grid: SheetGrid;
}

/**
 * Reads a chosen or dropped file (.xlsx, .ods, .csv in UTF-8 or Windows-1256, .tsv) off the page's
 * thread, or says why not (docs/sheet-files.md: a file past the limits is refused by name, at once).
 */
async function readChosenSheet(file: File): Promise<SheetFile | null> {
  try {
    return { name: file.name, grid: await readSheetFileOffThread(file) };
  } catch (error) {
    toast({
      variant: 'destructive',
      title: t.sheetFileFailed,
      description: error instanceof DomainError ? error.message : undefined,
    });
    return null;
  }
}

export interface SheetFilePickerProps {
  id: string;
  onRead: (file: SheetFile) => void;
  disabled?: boolean;
}

/**
 * Files in, everywhere (docs/sheet-files.md): choose a sheet file, or drop it on the field; the same reader
 * as the CLI's turns it into rows, which the screen takes in place of pasted text.
 */
export function SheetFilePicker({ id, onRead, disabled }: SheetFilePickerProps) {
  const [over, setOver] = useState(false);
  const [reading, setReading] = useState(false);
  const [chosenName, setChosenName] = useState<string | null>(null);
  const take = async (file: File | undefined) => {
    if (!file) return;
    setChosenName(file.name);
    setReading(true);
    const sheet = await readChosenSheet(file).finally(() => setReading(false));
    if (sheet) onRead(sheet);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled && !reading) void take(event.dataTransfer.files[0]);
  };
  return (
    <div
      className={`app-sheet-drop${over ? ' app-sheet-drop-over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <FilePicker
        id={id}
        label={t.sheetFileLabel}
        accept={SHEET_FILE_EXTENSIONS.join(',')}
        disabled={disabled || reading}
        chosenName={chosenName}
        onChoose={(file) => void take(file)}
      />
      {reading ? (
        <div className="text-secondary small mt-1" role="status">
          {t.sheetFileReading}
        </div>
      ) : (
        <div className="text-secondary small mt-1" aria-hidden="true">
          {t.sheetFileDrop}
        </div>
      )}
    </div>
  );
}
