export { CustomerHistoryPage } from './pages/customer-history-page';
