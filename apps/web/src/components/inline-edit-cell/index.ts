export { InlineEditCell, type InlineEditCellProps } from './inline-edit-cell';
export { useInlineEditing, type EditingCell } from './use-inline-editing';
