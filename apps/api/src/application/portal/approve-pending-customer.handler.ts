import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  carriedOverPhone,
  createKwhCustomer,
  newAmpereCustomer,
  refuseUnlessPending,
} from '@kahraba/billing-domain';
import {
  allocateCustomerNumbers,
  insertAmpereRows,
  insertKwhRows,
  kwhRowOf,
  lockLiveMonth,
  type PendingCustomerView,
  readAmperePricing,
  readMeteredGroupContext,
  recordPendingCustomerReview,
  type SqlExecutor,
  type SystemTables,
  toAmpereRow,
} from '@kahraba/persistence';
import { newCustomerFieldsOf } from '../customers/ampere-record-input';
import { Clock } from '../clock/clock';
import { RegistrationApproved } from '../events/registration-approved.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { ApprovePendingCustomerCommand } from './approve-pending-customer.command';
import { lockRequestUnderReview } from './pending-customer-review';
import { toPendingRegistration, type PendingRegistration } from './pending-registration';

/**
 * Approving a request (docs/business-rules.md#registrations) creates the customer it asks to become in the
 * chosen system (its name, address and amperes; numbered as any new customer of that system), marks the
 * request approved and writes the audit entry, in one transaction: all of it or none. Its phone comes along
 * in E.164 when it is a Lebanese number; one that is not leaves the customer without a phone (customerPhone
 * null) rather than stopping the approval.
 */
@CommandHandler(ApprovePendingCustomerCommand)
export class ApprovePendingCustomerHandler implements ICommandHandler<ApprovePendingCustomerCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({
    requestId,
    system: systemId,
    actor,
  }: ApprovePendingCustomerCommand): Promise<
    PendingRegistration & { customerId: string; customerPhone: string | null }
  > {
    const { system, tables } = await this.catalog.tables(systemId);
    const approved = await this.unitOfWork.run(async (tx, events) => {
      const request = await lockRequestUnderReview(tx, requestId);
      refuseUnlessPending(request.status);
      // The live month lock serialises the system's adds, as the add form's does.
      const month = (await lockLiveMonth(tx, tables, this.clock.today())).toString();
      const customerNumber = await allocateCustomerNumbers(tx, tables, 1);
      const phone = carriedOverPhone(request.phone);
      const customerId = system.isMetered()
        ? await this.addMeteredCustomer(tx, tables, request, phone, { customerNumber, month })
        : await this.addAmpereCustomer(tx, request, phone, { customerNumber, month });
      const reviewed = await recordPendingCustomerReview(tx, request.id, {
        status: 'approved',
        reviewedBy: actor,
        approvedSystem: system.id,
        customerId,
        customerNumber,
      });
      events.record(
        new RegistrationApproved(
          {
            actor,
            system: system.id,
            details: { requestId: request.id, name: request.name, customerId, customerNumber },
          },
          { id: customerId, name: request.name },
        ),
      );
      return { ...reviewed, customerId, customerPhone: phone };
    });
    return {
      ...toPendingRegistration(approved),
      customerId: approved.customerId,
      customerPhone: approved.customerPhone,
    };
  }

  private async addAmpereCustomer(
    tx: SqlExecutor,
    request: PendingCustomerView,
    phone: string | null,
    placement: { customerNumber: number; month: string },
  ): Promise<string> {
    const customer = newAmpereCustomer(
      newCustomerFieldsOf({
        name: request.name,
        address: request.address,
        ampere: request.ampereRequested,
        phone,
      }),
      await readAmperePricing(tx),
    );
    const [id] = await insertAmpereRows(
      tx,
      [toAmpereRow(customer, { ...placement, invoiceDate: this.clock.today() })],
      null,
    );
    return id;
  }

  private async addMeteredCustomer(
    tx: SqlExecutor,
    tables: SystemTables,
    request: PendingCustomerView,
    phone: string | null,
    placement: { customerNumber: number; month: string },
  ): Promise<string> {
    const customer = createKwhCustomer(
      { name: request.name, address: request.address, ampere: request.ampereRequested, phone },
      // docs/metered-group-price.md: billed at the group's price, as any customer added to it.
      await readMeteredGroupContext(tx, tables.system),
    );
    const [id] = await insertKwhRows(
      tx,
      tables,
      [kwhRowOf(customer, { ...placement, displayRank: null })],
      null,
    );
    return id;
  }
}
