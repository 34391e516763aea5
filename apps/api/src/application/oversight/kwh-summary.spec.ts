import type { KwhCustomerInput } from '@kahraba/billing-domain';
import { startHandlerTier, type HandlerTier } from '../../testing/handler-tier';
import { CreateCustomerCommand } from '../customers/create-customer.command';
import { GetKwhSummaryQuery } from './get-kwh-summary.query';
import type { KwhSummary } from './kwh-summary';

/** The four summary cards of a metered group, computed by the server. */
describe('the summary of a metered group', () => {
  let tier: HandlerTier;

  beforeAll(async () => {
    tier = await startHandlerTier();
  });
  afterAll(() => tier.close());

  let counter = 0;
  /** A bill of 28.00 USD (50 kWh at 0.5 + a 3 USD fee), with this much paid. */
  const add = async (system: string, amountPaid: string) => {
    counter += 1;
    const input = {
      name: `زبون ${counter}`,
      box: String(counter),
      ampere: 5,
      ampereSubscriptionFee: '3',
      previousKwh: 100,
      currentKwh: 150,
      pricePerKwh: '0.5',
      amountPaid,
    } as KwhCustomerInput;
    return tier.commands.execute<
      CreateCustomerCommand<{ outstandingBalance: number; isPaid: boolean }>,
      { outstandingBalance: number; isPaid: boolean }
    >(new CreateCustomerCommand(system, input));
  };
  const summaryOf = (system: string) =>
    tier.queries.execute<GetKwhSummaryQuery, KwhSummary>(new GetKwhSummaryQuery(system));

  it('counts the group’s customers and sums what is owed exactly, leaving credits and other groups out', async () => {
    expect(await summaryOf('mahmoud-kwh')).toEqual({
      totalCustomers: 0,
      paidCount: 0,
      unpaidCount: 0,
      totalOutstanding: 0,
    });

    const balances = [];
    for (const paid of ['0', '10.1', '28', '30', '27.8']) balances.push(await add('mahmoud-kwh', paid));
    expect(balances.map((b) => [b.outstandingBalance, b.isPaid])).toEqual([
      [28, false],
      [17.9, false],
      [0, true],
      [-2, true],
      [0.2, false],
    ]);
    // Another group's customers are not this group's.
    await add('baydawi-kwh', '0');
    await add('baydawi-kwh', '1.23');

    expect(await summaryOf('mahmoud-kwh')).toEqual({
      totalCustomers: 5,
      paidCount: 2,
      unpaidCount: 3,
      totalOutstanding: 46.1,
    });
    expect(await summaryOf('baydawi-kwh')).toEqual({
      totalCustomers: 2,
      paidCount: 0,
      unpaidCount: 2,
      totalOutstanding: 54.77,
    });
  });
});
