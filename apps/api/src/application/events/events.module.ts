import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AfterCommit } from './after-commit';
import { AuditTrail } from './audit-trail.subscriber';
import { NotifyLiveUpdates } from './notify-live-updates.subscriber';
import { UnitOfWork } from './unit-of-work';

/** The unit of work and the subscribers of its domain events, for every write handler of the API and the CLI. */
@Global()
@Module({
  imports: [CqrsModule],
  providers: [UnitOfWork, AuditTrail, AfterCommit, NotifyLiveUpdates],
  exports: [UnitOfWork],
})
export class EventsModule {}
