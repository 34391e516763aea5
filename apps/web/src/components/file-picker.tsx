import { componentMessages as t } from './messages';

export interface FilePickerProps {
  id: string;
  /** The field's label, read with the file field. */
  label: string;
  accept?: string;
  disabled?: boolean;
  /** The name of the file chosen (or dropped), shown beside the button; null: none yet. */
  chosenName: string | null;
  onChoose: (file: File) => void;
}

/**
 * The one file field of the app: the browser's own file input, labelled and reached by the keyboard,
 * drawn as a 44 px Arabic button with the chosen file's name beside it, so that no browser text
 * ("Choose File", "No file chosen") shows. The same file chosen twice is taken twice.
 */
export function FilePicker({ id, label, accept, disabled, chosenName, onChoose }: FilePickerProps) {
  const chosenId = `${id}-chosen`;
  return (
    <div className="app-file-picker">
      <label htmlFor={id} className="form-label small mb-1 d-block">
        {label}
      </label>
      <div className="d-flex align-items-center gap-2 flex-wrap">
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          className="app-file-picker-input"
          aria-describedby={chosenId}
          onChange={(event) => {
            const input = event.target;
            const file = input.files?.[0];
            input.value = '';
            if (file) onChoose(file);
          }}
        />
        {/* The button the eye sees; the field above carries the name and the focus. */}
        <label htmlFor={id} className="btn btn-outline-primary app-touch-button mb-0" aria-hidden="true">
          {t.chooseFile}
        </label>
        <span id={chosenId} className="small text-secondary text-break">
          {chosenName ?? t.noFileChosen}
        </span>
      </div>
    </div>
  );
}
