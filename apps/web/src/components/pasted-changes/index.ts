export {
  PastedChangesTable,
  type PastedChange,
  type PastedChangesTableProps,
  type PastedChangesTexts,
} from './pasted-changes-table';
