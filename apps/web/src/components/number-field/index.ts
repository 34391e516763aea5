export { NumberField, type NumberFieldProps } from './number-field';
export { useNumberField } from './use-number-field';
