import { Migration } from '@mikro-orm/migrations';

/**
 * A third role, the collector (docs/operator-guide.md#roles), who only collects. The role's check names the
 * three.
 */
export class Migration20261130CollectorRole extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;');
    this.addSql(
      `ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'operator', 'collector'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`UPDATE users SET role = 'operator' WHERE role = 'collector';`);
    this.addSql('ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;');
    this.addSql(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'operator'));`);
  }
}
