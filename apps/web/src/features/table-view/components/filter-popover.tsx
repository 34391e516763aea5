import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Popover from 'react-bootstrap/Popover';
import { FilterIcon } from '../../../components/icons';
import { toggleMember } from '../../../lib/toggle-member';

export interface FilterPopoverProps<T extends string | number> {
  id: string;
  /** The button's text, with the number chosen. */
  buttonLabel: string;
  title: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  selected: ReadonlySet<T>;
  onChange: (selected: ReadonlySet<T>) => void;
}

/** A button that opens a list of checkboxes in a popover (the main table's filters). */
export function FilterPopover<T extends string | number>({
  id,
  buttonLabel,
  title,
  options,
  labelOf,
  selected,
  onChange,
}: FilterPopoverProps<T>) {
  const toggle = (option: T) => onChange(toggleMember(selected, option));
  const popover = (
    <Popover id={id} className="app-filter-popover">
      <Popover.Header as="h3">{title}</Popover.Header>
      <Popover.Body>
        <fieldset>
          <legend className="visually-hidden">{title}</legend>
          {options.map((option) => (
            <Form.Check
              key={String(option)}
              type="checkbox"
              id={`${id}-${String(option) || 'none'}`}
              label={labelOf(option)}
              checked={selected.has(option)}
              onChange={() => toggle(option)}
            />
          ))}
        </fieldset>
      </Popover.Body>
    </Popover>
  );
  return (
    <OverlayTrigger trigger="click" placement="bottom" rootClose overlay={popover}>
      <Button
        size="sm"
        variant={selected.size ? 'primary' : 'outline-secondary'}
        className="app-icon-button"
        aria-label={title}
      >
        <FilterIcon size={14} />
        {buttonLabel}
      </Button>
    </OverlayTrigger>
  );
}
