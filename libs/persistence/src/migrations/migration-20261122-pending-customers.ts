import { Migration } from '@mikro-orm/migrations';

/** Requests to become a customer from the public registration form (docs/customer-portal.md). */
export class Migration20261122PendingCustomers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE pending_customers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(btrim(name)) > 0),
        phone text NOT NULL CHECK (length(btrim(phone)) > 0),
        address text NOT NULL CHECK (length(btrim(address)) > 0),
        ampere_requested numeric(10, 2) NOT NULL CHECK (ampere_requested >= 1),
        meter_type text NOT NULL CHECK (meter_type IN ('meter', 'cutoff')),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
        created_at timestamptz NOT NULL DEFAULT now(),
        reviewed_at timestamptz,
        reviewed_by text
      );
      -- The review screen lists each status newest first.
      CREATE INDEX pending_customers_status_idx ON pending_customers (status, created_at DESC);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE pending_customers;`);
  }
}
