import { ConflictError, Month } from '@kahraba/billing-domain';
import { databaseHoldsData } from '@kahraba/persistence';
import { Clock } from '../../application/clock/clock';
import { GetLiveMonthQuery } from '../../application/months/get-live-month.query';
import {
  EnsureInitialAdminCommand,
  type InitialAdmin,
} from '../../application/access/ensure-initial-admin.command';
import { ListUsersQuery } from '../../application/access/list-users.query';
import { refusalsAreArabicDomainErrors } from '../invariants/refusals-are-arabic.invariant';
import { AddCustomer } from '../operations/add-customer.operation';
import { ChangePrices } from '../operations/change-prices.operation';
import { ImportCustomers } from '../operations/import-customers.operation';
import { RegisterCustomer } from '../operations/register-customer.operation';
import { ReviewRegistration } from '../operations/review-registration.operation';
import { CloseMonth } from '../operations/close-month.operation';
import { ImportReadingsSheet } from '../operations/import-readings-sheet.operation';
import { ReadMeter } from '../operations/read-meter.operation';
import { ReadMeterAgain } from '../operations/read-meter-again.operation';
import { RecordPayment, type PaymentShare } from '../operations/record-payment.operation';
import { UndoLastBatch } from '../operations/undo-last-batch.operation';
import { voidable, VoidPayment } from '../operations/void-payment.operation';
import { SimulatedBusiness } from '../simulated-business';
import {
  METERED_SYSTEMS,
  SIMULATED_SYSTEMS,
  type SimulatedSystem,
  type SimulationModel,
} from '../simulation-model';
import type { SimulationReal, SimulationStep } from '../simulation-step';
import { seededChoices } from './demo-choices';
import { DemoNeighbourhood } from './demo-neighbourhood';

export interface DemoOptions {
  /** An empty, migrated database (docs/business-demo.md). */
  databaseUrl: string;
  /** Customers over every billing system. */
  customers: number;
  /** Months of history: every month but the last is closed; the last stays live. */
  months: number;
  seed: number;
  /** The first administrator, as at a first start (ADMIN_EMAIL, ADMIN_PASSWORD). */
  adminEmail?: string;
  adminPassword?: string;
  /** Told of each month as it is lived. */
  progress?: (line: string) => void;
}

export interface DemoReport {
  admin: InitialAdmin;
  customers: Record<SimulatedSystem, number>;
  closedMonths: string[];
  liveMonth: string;
  /** Steps the office took, per operation (written, refused). */
  operations: Record<string, { done: number; refused: number }>;
}

/** The amperes neighbours subscribe to. */
const AMPERES = [2, 3, 5, 5, 10, 15] as const;

/** How the customers are spread: most on amperes, the rest over the metered groups. */
const SHARE_OF_CUSTOMERS: Record<SimulatedSystem, number> = {
  ampere: 0.4,
  'mahmoud-kwh': 0.2,
  'baydawi-kwh': 0.2,
  kwh: 0.2,
};

/**
 * `billing demo` (docs/business-demo.md): a business with history, built in an empty database by the
 * simulator's own operations — the commands the office sends — month after month: neighbours added in
 * every system; each month in every system a price change taken back; a readings sheet for one group,
 * the round for every other meter (read, estimated when it could not be read, a few replaced, a few
 * read again); most customers paying in dollars or pounds (part, all, more), a payment voided in
 * every system, and every system's month closed, but the last month, which stays live.
 */
export async function buildDemoBusiness(options: DemoOptions): Promise<DemoReport> {
  // Never written over a business, nor beside its users (the restore's own notion of data).
  if (await databaseHoldsData(options.databaseUrl)) throw new DemoNeedsEmptyDatabaseError();
  const business = await SimulatedBusiness.open(options.databaseUrl);
  try {
    const admin = await business.send(
      new EnsureInitialAdminCommand(options.adminEmail, options.adminPassword),
      { id: '', email: 'system', role: 'admin' },
    );
    const [owner] = (await business.ask(new ListUsersQuery())).filter((user) => user.role === 'admin');
    // The owner does the office's work: no other account is made up.
    business.staff = { admin: owner, operator: owner, collector: owner };

    const random = seededChoices(options.seed);
    const neighbourhood = new DemoNeighbourhood(random);
    const firstMonth = monthsBefore(
      Month.parse(business.app.get(Clock).today().slice(0, 7)),
      options.months - 1,
    );
    // The history ends in this month: it begins months − 1 before it, on the 1st.
    business.setNow(dayOf(firstMonth, 1));
    const systems = {} as SimulationModel['systems'];
    for (const system of SIMULATED_SYSTEMS) {
      const { liveMonth } = await business.ask(new GetLiveMonthQuery(system));
      systems[system] = { liveMonth, customers: [], archived: [] };
    }
    const model: SimulationModel = {
      now: dayOf(firstMonth, 1),
      systems,
      payments: [],
      undoable: [],
      counter: 0,
    };
    const real: SimulationReal = {
      business,
      // A step the business refused is part of the story; anything else stops the demo.
      invariants: [refusalsAreArabicDomainErrors],
      tally: { steps: 0, invariantsChecked: 0, operations: new Map(), milliseconds: new Map() },
      tables: await business.tableChecksums(),
    };
    const take = async (step: SimulationStep) => {
      if (step.check(model)) await step.run(model, real);
    };
    const applicant = async (system: SimulatedSystem) => {
      const { box: _box, ...person } = neighbourhood.newcomer(system);
      await take(
        new RegisterCustomer(random.pick(AMPERES), random.pick(['meter', 'cutoff'] as const), person),
      );
      return system;
    };

    const closedMonths: string[] = [];
    for (let index = 0; index < options.months; index += 1) {
      const month = Month.parse(model.systems.ampere.liveMonth);
      model.now = dayOf(month, 2);
      options.progress?.(`شهر ${month.label()}`);
      const newcomers = index === 0 ? options.customers : Math.round(options.customers * 0.03);
      for (const system of SIMULATED_SYSTEMS) {
        const people = Array.from({ length: Math.round(newcomers * SHARE_OF_CUSTOMERS[system]) }, () =>
          index === 0 ? neighbourhood.resident(system) : neighbourhood.newcomer(system),
        );
        // The first month, a quarter of them come from the office's old sheet: good rows, a row
        // with no name and a row repeating the one before it, both refused by the import.
        const bySheet = index === 0 ? people.splice(0, Math.ceil(people.length / 4)) : [];
        if (bySheet.length > 0)
          await take(
            new ImportCustomers(
              system,
              [
                ...bySheet.map((person) => ({
                  kind: 'new' as const,
                  box: Number(person.box),
                  ampere: random.pick(AMPERES),
                  reading: random.integer(0, 20_000),
                })),
                { kind: 'refused', why: 'no name' },
                { kind: 'repeated', ampere: random.pick(AMPERES), reading: random.integer(0, 20_000) },
              ],
              bySheet,
            ),
          );
        for (const { box, ...person } of people)
          await take(new AddCustomer(system, box, random.pick(AMPERES), random.integer(0, 20_000), person));
      }
      // Two neighbours apply on the public page: one is approved into a system, the other declined;
      // the last month's second application is still waiting.
      const approved = await applicant(random.pick(SIMULATED_SYSTEMS));
      await take(new ReviewRegistration(0, approved));
      await applicant(random.pick(SIMULATED_SYSTEMS));
      if (index < options.months - 1) await take(new ReviewRegistration(0, null));
      // In every system, a price typed wrong and taken back the same day.
      for (const system of SIMULATED_SYSTEMS) {
        await take(
          new ChangePrices(system, system === 'ampere' ? random.integer(10, 14) : random.integer(30, 50)),
        );
        await take(new UndoLastBatch(system));
      }
      // Readings: one group's office types a sheet for half its meters (the group changes each month);
      // the round visits every meter not read yet (read, estimated when unreachable, a few replaced),
      // and goes back to a few it read (a correction, or the meter found replaced since).
      const bySheet = METERED_SYSTEMS[index % METERED_SYSTEMS.length];
      const half = Math.ceil(model.systems[bySheet].customers.length / 2);
      await take(
        new ImportReadingsSheet(
          bySheet,
          Array.from({ length: half }, (_, pick) => ({ pick, usedKwh: random.integer(40, 600) })),
          false,
        ),
      );
      for (const system of METERED_SYSTEMS) {
        const meters = model.systems[system].customers.length;
        for (let pick = 0; pick < meters; pick += 1) await take(new ReadMeter(system, pick, random.visit()));
        for (let again = 0; again < Math.ceil(meters / 20); again += 1)
          await take(new ReadMeterAgain(system, random.integer(0, meters), random.visit()));
      }
      for (const system of SIMULATED_SYSTEMS) {
        const customers = model.systems[system].customers.length;
        for (let pick = 0; pick < customers; pick += 1) {
          if (random.integer(1, 10) > 7) continue;
          await take(
            new RecordPayment(
              system,
              pick,
              random.pick(['USD', 'USD', 'LBP'] as const),
              random.pick<PaymentShare>(['all', 'all', 'part', 'more']),
              random.integer(0, 1) === 1,
            ),
          );
        }
        // The system's last payment went on the wrong customer: voided.
        await take(new VoidPayment(voidable(model).length - 1));
      }
      if (index < options.months - 1) {
        for (const system of SIMULATED_SYSTEMS) await take(new CloseMonth(system));
        closedMonths.push(month.toString());
      }
    }
    return {
      admin,
      customers: Object.fromEntries(
        SIMULATED_SYSTEMS.map((system) => [system, model.systems[system].customers.length]),
      ) as Record<SimulatedSystem, number>,
      closedMonths,
      liveMonth: model.systems.ampere.liveMonth,
      operations: Object.fromEntries(real.tally.operations),
    };
  } finally {
    await business.close();
  }
}

/** billing demo writes only into an empty database (docs/business-demo.md). */
export class DemoNeedsEmptyDatabaseError extends ConflictError {
  constructor() {
    super(
      'قاعدة البيانات فيها بيانات: لا يُبنى المثال إلا في قاعدة فارغة، مثلاً DATA_DIR=./.data-demo npm run billing -- demo',
      'DEMO_NEEDS_EMPTY_DATABASE',
    );
  }
}

function monthsBefore(month: Month, count: number): Month {
  let first = month;
  for (let step = 0; step < count; step += 1) first = first.previous();
  return first;
}

/** 10:00 in Beirut on a day of the month. */
function dayOf(month: Month, day: number): string {
  return `${month.toString()}-${String(day).padStart(2, '0')}T07:00:00.000Z`;
}
