export { InlineEditCell, type CellKind, type CellValue, type InlineEditCellProps } from './inline-edit-cell';
export { inlineEditCellsOf, type InlineEditActions, type InlineEditRow } from './inline-edit-cells';
export { useInlineEditing, type EditingCell } from './use-inline-editing';
