export { DebtorsPage } from './pages/debtors-page';
