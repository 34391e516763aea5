import { Migration } from '@mikro-orm/migrations';

/**
 * A registration answers a reference number the applicant can quote (docs/customer-portal.md):
 * REG-1001, REG-1002… in the order requests arrived; the requests already stored get theirs in
 * that order too.
 */
export class Migration20261202RegistrationReference extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE SEQUENCE pending_customers_reference_seq START 1001 OWNED BY NONE;
      ALTER TABLE pending_customers ADD COLUMN reference_number integer;
      UPDATE pending_customers p SET reference_number = numbered.reference
        FROM (SELECT id, nextval('pending_customers_reference_seq') AS reference
                FROM (SELECT id FROM pending_customers ORDER BY created_at, id) ordered) numbered
       WHERE numbered.id = p.id;
      ALTER TABLE pending_customers
        ALTER COLUMN reference_number SET DEFAULT nextval('pending_customers_reference_seq'),
        ALTER COLUMN reference_number SET NOT NULL,
        ADD CONSTRAINT pending_customers_reference_number_key UNIQUE (reference_number);
      ALTER SEQUENCE pending_customers_reference_seq OWNED BY pending_customers.reference_number;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      ALTER TABLE pending_customers DROP COLUMN reference_number;
      DROP SEQUENCE IF EXISTS pending_customers_reference_seq;`);
  }
}
