import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { readPublicAddress } from '@kahraba/billing-domain';
import { PublicAddressSet } from '../events/public-address-set.event';
import { UnitOfWork } from '../events/unit-of-work';
import { GetPublicAddressQuery } from './get-public-address.query';
import type { PublicAddress } from './public-address';
import { writePublicAddress } from './public-address.store';
import { SetPublicAddressCommand } from './set-public-address.command';

@CommandHandler(SetPublicAddressCommand)
export class SetPublicAddressHandler implements ICommandHandler<SetPublicAddressCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly queries: QueryBus,
  ) {}

  async execute({ typed, actor }: SetPublicAddressCommand): Promise<PublicAddress> {
    const address = readPublicAddress(typed);
    await this.unitOfWork.run(async (tx, events) => {
      await writePublicAddress(tx, address);
      events.record(new PublicAddressSet({ actor, count: 1, details: { address } }));
    });
    return this.queries.execute(new GetPublicAddressQuery());
  }
}
