/** The screens of a metered system, named by its id (a group is data, its paths follow), in one
 * place for every feature and the router (docs/metered-groups.md: the generic list's /kwh is paths.kwh). */
export const kwhSystemPath = (system: string) => `/${system}`;
export const kwhBulkPath = (system: string) => `/${system}-bulk`;
export const kwhBulkPrintPath = (system: string) => `/${system}-bulk-print`;
/** The single invoice of a customer, printed from its own page. */
export const kwhInvoicePath = (system: string, id: string) =>
  `/${system}/invoice?id=${encodeURIComponent(id)}`;
