export { DialogFooter, type DialogFooterProps } from './dialog-footer';
export { DialogHeader, type DialogHeaderProps } from './dialog-header';
