import { Migration } from '@mikro-orm/migrations';
import { customerSearchText } from '@kahraba/billing-domain';

const MONTHLY_TABLES = ['monthly_archives', 'kwh_monthly_archives'];
const CHUNK = 5000;

/**
 * Monthly archives: the snapshots are searched like the live lists (number, name, box,
 * address; Arabic-aware), so each keeps the search text of its row. Snapshots taken from now on copy
 * it from the live row; the ones already taken get it here, in the domain's one form.
 */
export class Migration20261128MonthlyArchiveSearch extends Migration {
  override async up(): Promise<void> {
    for (const table of MONTHLY_TABLES) {
      await this.execute(`ALTER TABLE ${table} ADD COLUMN search_text text NOT NULL DEFAULT ''`);
      for (;;) {
        const rows = await this.execute(
          `SELECT id, customer_number, name, box, address FROM ${table} WHERE search_text = '' ORDER BY id LIMIT ${CHUNK}`,
        );
        if (rows.length === 0) break;
        const texts = rows.map((row) => ({
          id: row.id as string,
          s: customerSearchText({
            customerNumber: Number(row.customer_number),
            name: String(row.name),
            box: (row.box as string | null) ?? null,
            address: (row.address as string | null) ?? null,
            // Phones came later (20261129): none was stored yet.
            phone: null,
          }),
        }));
        // As JSON without a literal '?', which the query formatter would read as a placeholder.
        const json = JSON.stringify(texts).replace(/\?/g, '\\u003f');
        await this.execute(
          `UPDATE ${table} t SET search_text = v.s FROM jsonb_to_recordset(?::jsonb) AS v(id uuid, s text) WHERE t.id = v.id`,
          [json],
        );
      }
    }
  }

  override async down(): Promise<void> {
    for (const table of MONTHLY_TABLES) await this.execute(`ALTER TABLE ${table} DROP COLUMN search_text`);
  }
}
