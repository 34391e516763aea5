import { DomainError, type SheetFileFormat, type SheetGrid } from '@kahraba/billing-domain';
import { readSheetFile } from '@kahraba/billing-domain/sheet-files';

/** A chosen file to read, as posted to the sheet file worker (a File is passed by reference, not copied). */
export interface SheetFileRequest {
  readonly file: Blob;
  readonly format: SheetFileFormat;
}

/** What the worker posts back: the rows, the domain's refusal (its Arabic message and code), or a failure. */
export type SheetFileAnswer =
  | { readonly grid: SheetGrid }
  | { readonly refusal: { readonly message: string; readonly code: string } }
  | { readonly failure: string };

function fileBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function')
    return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * docs/sheet-files.md: the domain's one sheet reader, run where the worker runs it (off the page's thread);
 * errors become data, since an Error's class does not survive postMessage.
 */
export async function answerSheetFileRequest({ file, format }: SheetFileRequest): Promise<SheetFileAnswer> {
  try {
    return { grid: readSheetFile(await fileBytes(file), format) };
  } catch (error) {
    if (error instanceof DomainError) return { refusal: { message: error.message, code: error.code } };
    return { failure: error instanceof Error ? error.message : String(error) };
  }
}
