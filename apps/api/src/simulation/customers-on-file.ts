import type { AmpereRecordView, KwhCustomerView } from '@kahraba/persistence';
import { ListCustomersQuery } from '../application/customers/list-customers.query';
import type { SimulatedBusiness } from './simulated-business';
import { isMetered, meterStartingAt, type SimulatedSystem, type SimulationModel } from './simulation-model';

/**
 * The model follows the database after a step whose effect it does not predict row by row (an
 * import, a paste, an undo it could not follow): the system's live customers as listed, each keeping
 * what the model knew of it; a new customer's meter starts the month at its previous reading.
 * `meters: 'lost'` stops judging every meter of the system until its next close.
 */
export async function followCustomersOnFile(
  model: SimulationModel,
  business: SimulatedBusiness,
  system: SimulatedSystem,
  meters: 'kept' | 'lost',
): Promise<void> {
  const live = model.systems[system];
  const rows = await business.ask(
    new ListCustomersQuery<AmpereRecordView | KwhCustomerView>(system, isMetered(system) ? null : 'number'),
  );
  live.customers = rows.map((row) => {
    const known = live.customers.find((customer) => customer.id === row.id);
    const meter = 'previousKwh' in row ? (known?.meter ?? meterStartingAt(row.previousKwh)) : undefined;
    return {
      id: row.id,
      customerNumber: row.customerNumber,
      name: row.name,
      box: row.box ?? '',
      cutOff: row.cutOff !== null,
      ...(meter
        ? { meter: { ...meter, tracked: meter.tracked && meters === 'kept' && row.cutOff === null } }
        : {}),
    };
  });
}
