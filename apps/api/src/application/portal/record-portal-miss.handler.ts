import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PortalMissed } from '../events/portal-missed.event';
import { UnitOfWork } from '../events/unit-of-work';
import { RecordPortalMissCommand } from './record-portal-miss.command';

/** The audit log's name for a public visitor: nobody is signed in on the portal. */
const PORTAL_ACTOR = 'portal';

@CommandHandler(RecordPortalMissCommand)
export class RecordPortalMissHandler implements ICommandHandler<RecordPortalMissCommand> {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute({ customerNumber, address, misses }: RecordPortalMissCommand): Promise<void> {
    await this.unitOfWork.record(
      new PortalMissed({ actor: PORTAL_ACTOR, count: 1, details: { customerNumber, address, misses } }),
    );
  }
}
