export { VirtualTableBody, type VirtualTableBodyProps } from './virtual-table-body';
