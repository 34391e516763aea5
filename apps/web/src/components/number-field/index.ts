export { NumberField } from './number-field';
export { useNumberField } from './use-number-field';
