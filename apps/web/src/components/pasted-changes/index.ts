export { PastedChangesTable } from './pasted-changes-table';
