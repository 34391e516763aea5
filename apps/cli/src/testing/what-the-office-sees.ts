/** The billing systems an office works in, as the web names them. */
const OFFICE_SYSTEMS = ['ampere', 'mahmoud-kwh', 'baydawi-kwh', 'kwh'] as const;

/** A GET as the signed-in administrator makes it, whichever app answers. */
export type Read = (path: string) => Promise<unknown>;

/**
 * What the office sees of its customers, through the API the web uses: in every billing system, each
 * customer's row, its statement (the invoice: month, lines, arrears, payments, amount due, pounds
 * due) and its receipts, by system and customer number. Two apps that show the same here bill and
 * collect the same.
 */
export async function whatTheOfficeSees(read: Read): Promise<Record<string, unknown>> {
  const seen: Record<string, unknown> = {};
  for (const system of OFFICE_SYSTEMS) {
    const base = system === 'ampere' ? '/api/ampere-records' : `/api/${system}-customers`;
    const customers = (await read(base)) as { id: string; customerNumber: number }[];
    for (const customer of customers) {
      seen[`${system}#${customer.customerNumber}`] = {
        customer,
        statement: await read(`${base}/${customer.id}/invoice`),
        receipts: await read(`${base}/${customer.id}/payments`),
      };
    }
  }
  return seen;
}

/** The first differences between two pictures of the office (at most `limit`), for a report. */
export function differencesBetween(
  seen: Record<string, unknown>,
  other: Record<string, unknown>,
  limit = 5,
): string[] {
  const keys = [...new Set([...Object.keys(seen), ...Object.keys(other)])].sort();
  return keys
    .filter((key) => JSON.stringify(seen[key]) !== JSON.stringify(other[key]))
    .slice(0, limit)
    .map((key) => `${key}: ${JSON.stringify(seen[key])} ≠ ${JSON.stringify(other[key])}`);
}
