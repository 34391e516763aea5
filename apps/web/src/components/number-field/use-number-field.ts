import { useState } from 'react';
import { readNumberEntry, type NumberEntryRules } from '../../lib/number-entry';

/** One number field's text and error: `read()` gives the number, or null after showing why not
 * (nothing is sent until every field reads). For a blank optional field, `value` is null. */
export function useNumberField(label: string, initial: string, rules: NumberEntryRules = {}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const read = (): { value: number | null } | null => {
    const entry = readNumberEntry(text, label, rules);
    if (!entry.ok) {
      setError(entry.message);
      return null;
    }
    return { value: entry.value };
  };

  return {
    text,
    read,
    /** Marks the field with a rule of the screen's own (e.g. a price must be above 0). */
    fail: (message: string) => setError(message),
    reset: (next = initial) => {
      setText(next);
      setError(null);
    },
    /** The props of its NumberField. */
    field: {
      label,
      value: text,
      error,
      onChange: (next: string) => {
        setText(next);
        setError(null);
      },
    },
  };
}
