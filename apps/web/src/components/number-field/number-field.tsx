import { FormField, type FormFieldProps } from '../form-field';

export interface NumberFieldProps extends Omit<
  FormFieldProps,
  'kind' | 'isInvalid' | 'invalidText' | 'type'
> {
  /** Why the text is not read as a number (readNumberEntry's message, naming the field); shown under it. */
  error?: string | null;
}

/** The one number input of every numeric field (docs/screens.md#typing-numbers-phones-and-forms): text with
 * the decimal keypad (Arabic digits, `٫` and `12,5` can be typed), its Arabic error under it, no browser
 * validation bubble. */
export function NumberField({ error, ...field }: NumberFieldProps) {
  return <FormField {...field} kind="decimal" isInvalid={Boolean(error)} invalidText={error ?? undefined} />;
}
