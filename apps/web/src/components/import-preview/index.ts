export {
  ImportPreviewPanel,
  PREVIEW_PAGE_ROWS,
  type ImportPreviewColumn,
  type ImportPreviewPanelProps,
  type ImportPreviewTexts,
} from './import-preview-panel';
export {
  useImportPreview,
  type ImportPreviewAnswer,
  type ImportPreviewRequest,
  type ImportPreviewState,
} from './use-import-preview';
