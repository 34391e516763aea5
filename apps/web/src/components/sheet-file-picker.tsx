import { useState, type DragEvent } from 'react';
import Form from 'react-bootstrap/Form';
import {
  DomainError,
  SHEET_FILE_EXTENSIONS,
  sheetFileFormatOf,
  type SheetGrid,
} from '@kahraba/billing-domain';
import { componentMessages as t } from './messages';
import { toast } from './toast';

/** A sheet file as read by the domain's one reader: its name and its rows as the spreadsheet numbers them. */
export interface SheetFile {
  readonly name: string;
  readonly grid: SheetGrid;
}

function fileBytes(file: File): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function')
    return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/** Reads a chosen or dropped file (.xlsx, .ods, .csv in UTF-8 or Windows-1256, .tsv), or says why not. */
export async function readChosenSheet(file: File): Promise<SheetFile | null> {
  try {
    const format = sheetFileFormatOf(file.name);
    // The workbook reader (SheetJS, ~400 kB) is loaded the first time a file is chosen, not with every screen.
    const [{ readSheetFile }, bytes] = await Promise.all([
      import('@kahraba/billing-domain/sheet-files'),
      fileBytes(file),
    ]);
    return { name: file.name, grid: readSheetFile(bytes, format) };
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
 * issue 19 §2 Files in, everywhere: choose a sheet file, or drop it on the field; the same reader as
 * the CLI's turns it into rows, which the screen takes in place of pasted text.
 */
export function SheetFilePicker({ id, onRead, disabled }: SheetFilePickerProps) {
  const [over, setOver] = useState(false);
  const take = async (file: File | undefined) => {
    if (!file) return;
    const sheet = await readChosenSheet(file);
    if (sheet) onRead(sheet);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) void take(event.dataTransfer.files[0]);
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
      <Form.Group controlId={id}>
        <Form.Label className="small mb-1">{t.sheetFileLabel}</Form.Label>
        <Form.Control
          type="file"
          accept={SHEET_FILE_EXTENSIONS.join(',')}
          disabled={disabled}
          className="app-touch-button"
          onChange={(event) => {
            const input = event.target as HTMLInputElement;
            void take(input.files?.[0]).finally(() => {
              // The same file chosen again is read again.
              input.value = '';
            });
          }}
        />
      </Form.Group>
      <div className="text-secondary small mt-1" aria-hidden="true">
        {t.sheetFileDrop}
      </div>
    </div>
  );
}
