import { memo } from 'react';
import { tsvText } from '@kahraba/billing-domain';
import { CopyIcon } from '../icons';
import { componentMessages } from '../messages';
import { toast } from '../toast';
import { writeToClipboard } from './write-to-clipboard';

export interface CopyColumnButtonProps {
  /** The column's name, e.g. 'الاسم'. */
  label: string;
  /** The column's values, top to bottom, read when clicked. */
  values: () => string[];
}

/** Copies a column to the clipboard, one value per line, ready to paste into a spreadsheet
 * (docs/screens.md#the-customers-screens); each value stays one cell and data (tsvText,
 * docs/copies-stay-data.md). */
export const CopyColumnButton = memo(function CopyColumnButton({ label, values }: CopyColumnButtonProps) {
  const copy = async () => {
    const column = values();
    if (column.length === 0) {
      toast({ variant: 'destructive', title: componentMessages.nothingToCopy });
      return;
    }
    try {
      await writeToClipboard(tsvText(column.map((value) => [value])));
      toast({
        variant: 'success',
        title: componentMessages.columnCopied,
        description: componentMessages.copiedValues(column.length),
      });
    } catch {
      toast({
        variant: 'destructive',
        title: componentMessages.copyErrorTitle,
        description: componentMessages.copyErrorText,
      });
    }
  };
  return (
    <button
      type="button"
      className="app-copy-column"
      aria-label={componentMessages.copyColumn(label)}
      title={componentMessages.copyColumn(label)}
      onClick={copy}
    >
      <CopyIcon size={14} />
    </button>
  );
});
