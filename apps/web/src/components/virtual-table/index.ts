export { VirtualCardList, type VirtualCardListProps } from './virtual-card-list';
export { VirtualTableBody, type VirtualTableBodyProps } from './virtual-table-body';
