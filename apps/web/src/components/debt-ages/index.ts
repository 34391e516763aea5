export { DebtAgeTotals, type DebtAgeTotalsFigures } from './debt-age-totals';
