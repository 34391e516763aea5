export { VirtualCardList } from './virtual-card-list';
export { VirtualTableBody } from './virtual-table-body';
