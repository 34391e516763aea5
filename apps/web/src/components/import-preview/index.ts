export {
  ImportPreviewPanel,
  type ImportPreviewColumn,
  type ImportPreviewTexts,
} from './import-preview-panel';
export { useImportPreview, type ImportPreviewAnswer } from './use-import-preview';
