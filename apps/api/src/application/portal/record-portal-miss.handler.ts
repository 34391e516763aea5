import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { writeAudit } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { RecordPortalMissCommand } from './record-portal-miss.command';

/** The audit log's name for a public visitor: nobody is signed in on the portal. */
export const PORTAL_ACTOR = 'portal';

@CommandHandler(RecordPortalMissCommand)
export class RecordPortalMissHandler implements ICommandHandler<RecordPortalMissCommand> {
  constructor(private readonly db: Database) {}

  async execute({ customerNumber, address, misses }: RecordPortalMissCommand): Promise<void> {
    await writeAudit(this.db, {
      actor: PORTAL_ACTOR,
      action: 'portal-miss',
      count: 1,
      details: { customerNumber, address, misses },
    });
  }
}
