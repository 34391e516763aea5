import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CollectorNotFoundError, countedAmounts, handoverDayOf } from '@kahraba/billing-domain';
import { findCollectorName, readHandoverDays, saveHandoverCount } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { HandoverRecorded } from '../events/handover-recorded.event';
import { UnitOfWork } from '../events/unit-of-work';
import { toHandoverDay, type HandoverDay } from './handover-day';
import { RecordHandoverCommand } from './record-handover.command';

@CommandHandler(RecordHandoverCommand)
export class RecordHandoverHandler implements ICommandHandler<RecordHandoverCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: RecordHandoverCommand): Promise<HandoverDay> {
    const day = handoverDayOf(command.day, this.clock.today());
    const counted = countedAmounts(command.countedUsdCents, command.countedLbpPounds);
    const collectorId = command.collectorId;
    return this.unitOfWork.run(async (tx, events) => {
      const collectorName = await findCollectorName(tx, collectorId);
      if (collectorName === null) throw new CollectorNotFoundError();
      const before = await saveHandoverCount(tx, {
        collectorId: collectorId,
        day,
        countedUsd: counted.usd.toDecimalString(),
        countedLbp: String(counted.lbp.pounds),
        recordedBy: command.actor,
        recordedAt: this.clock.now(),
      });
      const [stored] = await readHandoverDays(tx, day, collectorId);
      const handover = toHandoverDay(stored!);
      events.record(
        new HandoverRecorded({
          actor: command.actor,
          count: 1,
          details: {
            collectorId: collectorId,
            collectorName,
            day,
            takenUsd: handover.taken.usd.toDecimalString(),
            takenLbp: String(handover.taken.lbp.pounds),
            countedUsd: counted.usd.toDecimalString(),
            countedLbp: String(counted.lbp.pounds),
            differenceUsd: handover.difference!.usd.toDecimalString(),
            differenceLbp: String(handover.difference!.lbp.pounds),
            ...(before && { previousCountedUsd: before.countedUsd, previousCountedLbp: before.countedLbp }),
          },
        }),
      );
      return handover;
    });
  }
}
