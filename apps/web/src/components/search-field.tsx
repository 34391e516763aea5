import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { SearchIcon } from './icons';
import { componentMessages } from './messages';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** The accessible name of the box. */
  label?: string;
  /** Shown beside the box while a search is active. */
  resultCount?: number;
  /** Extra content after the count (e.g. a spinner while searching). */
  status?: ReactNode;
}

/** A search box with a clear button and the number of results (docs/screens.md#the-customers-screens). */
export function SearchField({
  value,
  onChange,
  placeholder,
  label = componentMessages.search,
  resultCount,
  status,
}: SearchFieldProps) {
  const active = value.trim() !== '';
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 flex-grow-1">
      <InputGroup className="app-search-field">
        <InputGroup.Text aria-hidden="true">
          <SearchIcon size={18} />
        </InputGroup.Text>
        <Form.Control
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && active) onChange('');
          }}
        />
        {active && (
          <Button variant="outline-secondary" onClick={() => onChange('')}>
            {componentMessages.clearSearch}
          </Button>
        )}
      </InputGroup>
      {active && resultCount !== undefined && (
        <span className="text-secondary small" aria-live="polite">
          {componentMessages.resultCount(resultCount)}
        </span>
      )}
      {status}
    </div>
  );
}
