export { DebtAgeTotals } from './debt-age-totals';
