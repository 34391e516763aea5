import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { acceptSubscriptionRequest } from '@kahraba/billing-domain';
import { insertPendingCustomer, type PendingCustomerStatus } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { RegisterPendingCustomerCommand } from './register-pending-customer.command';

@CommandHandler(RegisterPendingCustomerCommand)
export class RegisterPendingCustomerHandler implements ICommandHandler<RegisterPendingCustomerCommand> {
  constructor(private readonly db: Database) {}

  async execute({ request }: RegisterPendingCustomerCommand): Promise<{
    id: string;
    status: PendingCustomerStatus;
    referenceNumber: number;
  }> {
    const accepted = acceptSubscriptionRequest(request);
    return insertPendingCustomer(this.db, {
      ...accepted,
      ampereRequested: accepted.ampereRequested.toString(),
    });
  }
}
