import { newCustomerFieldsOf } from '../application/customers/ampere-record-input';
import { CreateCustomerCommand } from '../application/customers/create-customer.command';
import { kwhInputOf } from '../http/customers/kwh-customer-input';
import { GetLiveMonthQuery } from '../application/months/get-live-month.query';
import { CreateUserCommand } from '../application/access/create-user.command';
import { ListUsersQuery } from '../application/access/list-users.query';
import { followCustomersOnFile } from './customers-on-file';
import type { SimulatedBusiness, SimulatedStaff, StaffMember } from './simulated-business';
import {
  isMetered,
  SIMULATED_SYSTEMS,
  type SimulatedSystem,
  type SimulationModel,
  type SystemModel,
} from './simulation-model';

/** The day every sequence starts on: early in a month, 10:00 in Beirut. */
const SIMULATION_START = '2026-09-03T07:00:00.000Z';

const STAFF_PASSWORD = 'simulated office password';
const STAFF: Record<keyof SimulatedStaff, { email: string; firstName: string }> = {
  admin: { email: 'owner@simulated.example', firstName: 'نبيل' },
  operator: { email: 'office@simulated.example', firstName: 'رانيا' },
  collector: { email: 'collector@simulated.example', firstName: 'سامي' },
};

/** A few customers per system, as an office would have typed them on its first day. */
const FIRST_CUSTOMERS = ['هدى سليمان', 'جاد عون', 'سعاد حداد'];
/** Where every metered group's meters stood when they were first written down. */
const FIRST_READING = 1000;

/**
 * The seeded start of every sequence (docs/simulator.md): an administrator, an operator and a
 * collector; in every billing system a few customers added by hand (ampere ones of 2 A and more; metered
 * ones with their meters' first readings). Written through the same commands as the office.
 */
export async function seedBusiness(business: SimulatedBusiness): Promise<void> {
  business.setNow(SIMULATION_START);
  for (const [role, person] of Object.entries(STAFF) as [keyof SimulatedStaff, (typeof STAFF)['admin']][]) {
    await business.send(
      new CreateUserCommand(person.email, person.firstName, 'الحلبي', role, STAFF_PASSWORD),
      systemUser,
    );
  }
  await findStaff(business);
  for (const system of SIMULATED_SYSTEMS) {
    for (const [index, name] of FIRST_CUSTOMERS.entries()) {
      const box = String(index + 1);
      const input = isMetered(system)
        ? kwhInputOf({
            name,
            box,
            ampere: 5,
            previousKwh: FIRST_READING + 100 * index,
            currentKwh: 0,
            pricePerKwh: 0.42,
          })
        : newCustomerFieldsOf({ name, box, ampere: 2 + 3 * index });
      await business.send(new CreateCustomerCommand(system, input));
    }
  }
}

/** Finds the seeded staff (after a seed, or on a database restored to the seeded start). */
export async function findStaff(business: SimulatedBusiness): Promise<void> {
  const users = await business.ask(new ListUsersQuery());
  const byEmail = (email: string) => {
    const user = users.find((candidate) => candidate.email === email);
    if (!user) throw new Error(`The seeded start has no user ${email}`);
    return user;
  };
  business.staff = {
    admin: byEmail(STAFF.admin.email),
    operator: byEmail(STAFF.operator.email),
    collector: byEmail(STAFF.collector.email),
  };
}

/** The model of the seeded start, read from the database it was written to. */
export async function modelOfStart(business: SimulatedBusiness): Promise<SimulationModel> {
  const systems = {} as Record<SimulatedSystem, SystemModel>;
  for (const system of SIMULATED_SYSTEMS) {
    const { liveMonth } = await business.ask(new GetLiveMonthQuery(system));
    systems[system] = { liveMonth, customers: [], archived: [], manualArchives: [] };
  }
  const model: SimulationModel = {
    now: SIMULATION_START,
    systems,
    payments: [],
    pendingRegistrations: [],
    undoable: [],
    counter: 0,
  };
  for (const system of SIMULATED_SYSTEMS) await followCustomersOnFile(model, business, system, 'kept');
  return model;
}

/** The seed's users are created as at a first start: by the system itself. */
const systemUser: StaffMember = { id: '', email: 'system', role: 'admin' };
