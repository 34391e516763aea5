export { DataTable } from './data-table';
