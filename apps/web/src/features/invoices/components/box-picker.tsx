import Form from 'react-bootstrap/Form';
import type { AmpereBox } from '../../../types/ampere';
import { invoiceMessages as t } from '../messages';

export interface BoxPickerProps {
  boxes: readonly AmpereBox[];
  selected: ReadonlySet<string>;
  onToggle: (box: string) => void;
}

/** One checkbox per box, with its number of customers. */
export function BoxPicker({ boxes, selected, onToggle }: BoxPickerProps) {
  return (
    <fieldset>
      <legend className="visually-hidden">{t.boxes}</legend>
      <div className="app-box-grid">
        {boxes.map((entry) => (
          <Form.Check
            key={entry.box}
            type="checkbox"
            id={`printable-box-${entry.box || 'none'}`}
            className="app-box-option"
            checked={selected.has(entry.box)}
            onChange={() => onToggle(entry.box)}
            label={
              <>
                {entry.box ? t.boxLabel(entry.box) : t.noBox}{' '}
                <span className="text-secondary">{t.boxCustomers(entry.customers)}</span>
              </>
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
