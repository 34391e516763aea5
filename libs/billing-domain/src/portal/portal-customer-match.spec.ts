import { customersNamedBy } from './portal-customer-match';

const ampere1030 = { system: 'ampere', name: 'حسين حسين دياب' };
const mahmoud1030 = { system: 'mahmoud-kwh', name: 'حسين مارون الحسيني' };
const systemsOf = (typed: string, sameNumber: readonly { system: string; name: string }[]) =>
  customersNamedBy(typed, sameNumber).map((customer) => customer.system);

describe('customersNamedBy (the portal over every billing system)', () => {
  it('shows the one customer of the number whose name the visitor typed (the name rule as before)', () => {
    expect(systemsOf('حسين', [mahmoud1030])).toEqual(['mahmoud-kwh']);
    expect(systemsOf('مارون', [mahmoud1030])).toEqual(['mahmoud-kwh']);
    expect(systemsOf('سمير', [mahmoud1030])).toEqual([]);
    expect(systemsOf('حسي', [mahmoud1030])).toEqual([]);
  });

  it('never shows the customer of another system who only shares a word of the typed name (#1030 + حسين)', () => {
    expect(systemsOf('حسين', [ampere1030, mahmoud1030])).toEqual([]);
    expect(systemsOf('  حُسين ', [ampere1030, mahmoud1030])).toEqual([]);
  });

  it("shows the customer whose other words were typed, and never the other one's", () => {
    expect(systemsOf('حسين مارون', [ampere1030, mahmoud1030])).toEqual(['mahmoud-kwh']);
    expect(systemsOf('الحسيني', [ampere1030, mahmoud1030])).toEqual(['mahmoud-kwh']);
    expect(systemsOf('حسين دياب', [ampere1030, mahmoud1030])).toEqual(['ampere']);
    expect(systemsOf('دياب', [ampere1030, mahmoud1030])).toEqual(['ampere']);
  });

  it('shows the customer whose whole name was typed when another name of the number contains it', () => {
    const short = { system: 'ampere', name: 'علي حسن' };
    const longer = { system: 'baydawi-kwh', name: 'علي حسن دياب' };
    expect(systemsOf('علي حسن', [short, longer])).toEqual(['ampere']);
    expect(systemsOf('حسن علي', [short, longer])).toEqual(['ampere']);
    expect(systemsOf('علي حسن دياب', [short, longer])).toEqual(['baydawi-kwh']);
    expect(systemsOf('علي', [short, longer])).toEqual([]);
  });

  it('shows every system of one person: the same name, however a compound is spaced', () => {
    const inAmpere = { system: 'ampere', name: 'عبد الله حداد' };
    const inKwh = { system: 'kwh', name: 'عبدالله  حدّاد' };
    expect(systemsOf('عبدالله', [inAmpere, inKwh])).toEqual(['ampere', 'kwh']);
  });

  it('shows nothing when two different names were both typed in full', () => {
    const one = { system: 'ampere', name: 'علي حسن' };
    const other = { system: 'kwh', name: 'حسن علي' };
    expect(systemsOf('علي حسن', [one, other])).toEqual([]);
  });

  it('shows nothing for no customer of that number', () => {
    expect(systemsOf('حسين', [])).toEqual([]);
  });
});
