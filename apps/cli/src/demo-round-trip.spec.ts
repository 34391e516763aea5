import { demoRoundTrip } from './testing/demo-round-trip';

/**
 * docs/business-demo.md, "the round trip", small (npm run demo:check runs it at 500 customers × 3
 * months): a demo business backed up, verified and restored into a new DATA_DIR; a second app shows
 * every customer's statement as the first does.
 */
describe('a demo business backed up and restored on a new machine', () => {
  it('shows the same statement for every customer on both apps', async () => {
    const figures = await demoRoundTrip({ customers: 30, months: 2 });
    expect(figures.closedMonths).toHaveLength(1);
    const total = Object.values(figures.customers).reduce((sum, count) => sum + count, 0);
    expect(figures.customersCompared).toBe(total);
  });
});
