import { Migration } from '@mikro-orm/migrations';

/**
 * An approved request remembers the customer it became: the system it
 * joined, the customer's id and number, shown in the approved table beside the reviewer. A request
 * approved before keeps none of them (the approved table shows it without them).
 */
export class Migration20261128PendingReview extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE pending_customers
        ADD COLUMN approved_system text REFERENCES billing_systems (id),
        ADD COLUMN customer_id uuid,
        ADD COLUMN customer_number integer,
        ADD CONSTRAINT pending_customers_review_check CHECK (
          (status = 'pending' AND reviewed_at IS NULL AND approved_system IS NULL)
          OR (status = 'declined' AND reviewed_at IS NOT NULL AND approved_system IS NULL)
          OR (status = 'approved' AND reviewed_at IS NOT NULL AND approved_system IS NOT NULL
              AND customer_number IS NOT NULL)
          -- Approved before this migration: which customer it became was never recorded (the
          -- migration on a demo business found these refused; docs/business-demo.md).
          OR (status = 'approved' AND reviewed_at IS NOT NULL AND approved_system IS NULL
              AND customer_id IS NULL AND customer_number IS NULL)
        );`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      ALTER TABLE pending_customers
        DROP CONSTRAINT pending_customers_review_check,
        DROP COLUMN customer_number,
        DROP COLUMN customer_id,
        DROP COLUMN approved_system;`);
  }
}
