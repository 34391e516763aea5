export { InlineEditCell, type CellKind, type CellValue } from './inline-edit-cell';
export { inlineEditCellsOf, type InlineEditActions } from './inline-edit-cells';
export { InlineDraftContext, useInlineEditing } from './use-inline-editing';
