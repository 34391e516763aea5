export { SearchableTableCard, type SearchableTableTexts } from './searchable-table-card';
export { useTableSearch, type TableSearch } from './use-table-search';
