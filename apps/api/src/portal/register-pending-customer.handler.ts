import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InvalidInputError, Quantity, toAsciiDigits } from '@kahraba/billing-domain';
import { insertPendingCustomer, type PendingCustomerStatus } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { RegisterPendingCustomerCommand } from './register-pending-customer.command';

/** spec 000 §5, §9: at least one ampere. */
const MINIMUM_AMPERES = Quantity.parse(1);

@CommandHandler(RegisterPendingCustomerCommand)
export class RegisterPendingCustomerHandler implements ICommandHandler<RegisterPendingCustomerCommand> {
  constructor(private readonly db: Database) {}

  async execute({
    request,
  }: RegisterPendingCustomerCommand): Promise<{ id: string; status: PendingCustomerStatus }> {
    const name = request.name.trim();
    const address = request.address.trim();
    // Staff dial the number: keep it in ASCII digits whatever keyboard the visitor used.
    const phone = toAsciiDigits(request.phone.trim());
    if (!name) throw new InvalidInputError('الاسم مطلوب', 'NAME_REQUIRED');
    if (!phone) throw new InvalidInputError('رقم الهاتف مطلوب', 'PHONE_REQUIRED');
    if (!address) throw new InvalidInputError('العنوان مطلوب', 'ADDRESS_REQUIRED');
    const amperes = Quantity.parse(request.ampereRequested);
    if (amperes.compare(MINIMUM_AMPERES) < 0) {
      throw new InvalidInputError('عدد الأمبيرات المطلوبة مطلوب', 'AMPERE_REQUESTED_REQUIRED');
    }
    return insertPendingCustomer(this.db, {
      name,
      phone,
      address,
      ampereRequested: amperes.toString(),
      meterType: request.meterType,
    });
  }
}
