export { CopyColumnButton } from './copy-column-button';
export { writeToClipboard } from './write-to-clipboard';
