import fc from 'fast-check';
import { changesOf } from '../../application/customers/ampere-record-input';
import { EditCustomerCommand } from '../../application/customers/edit-customer.command';
import { kwhInputOf } from '../../http/customers/kwh-customer-input';
import type { SimulatedBusiness } from '../simulated-business';
import {
  isMetered,
  SIMULATED_SYSTEMS,
  type SimulatedSystem,
  type SimulationModel,
} from '../simulation-model';
import { CustomerStep } from '../customer-step';

/** What the operator changes in the edit dialog (never the readings: those are the round's and the sheet's). */
type CustomerChange =
  | { field: 'address'; value: string }
  | { field: 'box'; value: number }
  | { field: 'ampere'; value: number }
  | { field: 'price'; cents: number }
  | { field: 'phone'; value: string };

/** The operator edits one field of a customer, in any system. */
class EditCustomer extends CustomerStep {
  constructor(
    system: SimulatedSystem,
    pick: number,
    readonly change: CustomerChange,
  ) {
    super(system, pick);
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<void> {
    const customer = this.customerIn(model)!;
    const fields = this.fields();
    const edit = isMetered(this.system)
      ? { kind: 'partial' as const, input: kwhInputOf(fields) }
      : changesOf(fields);
    await business.send(new EditCustomerCommand(this.system, customer.id, edit));
    if (this.change.field === 'box') customer.box = String(this.change.value);
  }

  /** The dialog's fields as the page sends them. */
  private fields(): Record<string, string | number> {
    const change = this.change;
    switch (change.field) {
      case 'price':
        return isMetered(this.system)
          ? { pricePerKwh: change.cents / 100 }
          : { amperePrice: change.cents / 100 };
      case 'box':
        return { box: String(change.value) };
      default:
        return { [change.field]: change.value };
    }
  }

  toString(): string {
    return `EditCustomer(${this.system} #${this.pick}, ${JSON.stringify(this.change)})`;
  }
}

const anyChange: fc.Arbitrary<CustomerChange> = fc.oneof(
  fc.record({
    field: fc.constant('address' as const),
    value: fc.constantFrom('الشارع العام', 'البيادر', 'حي السراي'),
  }),
  fc.record({ field: fc.constant('box' as const), value: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ field: fc.constant('ampere' as const), value: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ field: fc.constant('price' as const), cents: fc.integer({ min: 10, max: 2_500 }) }),
  fc.record({
    field: fc.constant('phone' as const),
    value: fc.constantFrom('03 123 456', '71 234 567', '07 721 100'),
  }),
);

export const anyCustomerEdit = fc
  .record({ system: fc.constantFrom(...SIMULATED_SYSTEMS), pick: fc.nat({ max: 99 }), change: anyChange })
  .map(({ system, pick, change }) => new EditCustomer(system, pick, change));
