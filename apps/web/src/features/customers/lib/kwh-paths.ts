/** The screens of a metered group, named by its id (issue 8: a group is data, its paths follow). */
export const kwhSystemPath = (system: string) => `/${system}`;
export const kwhBulkPath = (system: string) => `/${system}-bulk`;
export const kwhBulkPrintPath = (system: string) => `/${system}-bulk-print`;
/** The single invoice of a customer, printed from its own page. */
export const kwhInvoicePath = (system: string, id: string) =>
  `/${system}/invoice?id=${encodeURIComponent(id)}`;
