import './bill-rows.css';

/** The classes of a bill shown as a screen's rows (the portal's card): the list and a row in bold. */
export const billRows = { list: 'bill-rows', strong: 'bill-strong' } as const;
