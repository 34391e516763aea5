export { CopyColumnButton, type CopyColumnButtonProps } from './copy-column-button';
export { writeToClipboard } from './write-to-clipboard';
