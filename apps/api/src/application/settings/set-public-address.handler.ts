import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { readPublicAddress } from '@kahraba/billing-domain';
import { writeAudit } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { GetPublicAddressQuery } from './get-public-address.query';
import type { PublicAddress } from './public-address';
import { writePublicAddress } from './public-address.store';
import { SetPublicAddressCommand } from './set-public-address.command';

@CommandHandler(SetPublicAddressCommand)
export class SetPublicAddressHandler implements ICommandHandler<SetPublicAddressCommand> {
  constructor(
    private readonly db: Database,
    private readonly queries: QueryBus,
  ) {}

  async execute({ typed, actor }: SetPublicAddressCommand): Promise<PublicAddress> {
    const address = readPublicAddress(typed);
    await this.db.transaction(async (tx) => {
      await writePublicAddress(tx, address);
      await writeAudit(tx, { actor, action: 'set-public-address', count: 1, details: { address } });
    });
    return this.queries.execute(new GetPublicAddressQuery());
  }
}
