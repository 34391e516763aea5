/**
 * The second entry point of the domain (`@kahraba/billing-domain/sheet-files`): the one reader of
 * sheet files, with SheetJS behind it. Kept out of the main index so that the web loads SheetJS
 * (~400 kB) only when a file is chosen, not with every screen; the CLI imports it the same way.
 */
export { readSheetFile } from './imports/read-sheet-file';
