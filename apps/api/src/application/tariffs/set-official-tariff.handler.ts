import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { officialTariffFromInput } from '@kahraba/billing-domain';
import { readOfficialTariff, writeOfficialTariff } from '@kahraba/persistence';
import { OfficialTariffSet } from '../events/official-tariff-set.event';
import { UnitOfWork } from '../events/unit-of-work';
import { officialTariffViewOf, type OfficialTariffView } from './official-tariff.view';
import { SetOfficialTariffCommand } from './set-official-tariff.command';

@CommandHandler(SetOfficialTariffCommand)
export class SetOfficialTariffHandler implements ICommandHandler<SetOfficialTariffCommand> {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute({ month, input, actor }: SetOfficialTariffCommand): Promise<OfficialTariffView> {
    const tariff = officialTariffFromInput(month, input);
    return this.unitOfWork.run(async (tx, events) => {
      const before = await readOfficialTariff(tx, tariff.month.toString());
      await writeOfficialTariff(tx, tariff, actor);
      const stored = await readOfficialTariff(tx, tariff.month.toString());
      if (!stored) throw new Error('the official tariff just written is missing');
      const after = withoutStamp(officialTariffViewOf(stored));
      events.record(
        new OfficialTariffSet({
          actor,
          count: 1,
          details: {
            month: after.month,
            after,
            before: before === null ? null : withoutStamp(officialTariffViewOf(before)),
          },
        }),
      );
      return officialTariffViewOf(stored);
    });
  }
}

function withoutStamp({ updatedAt: _at, updatedBy: _by, zones: _zones, ...prices }: OfficialTariffView) {
  return prices;
}
