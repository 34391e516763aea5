import { InvalidInputError } from '../errors/invalid-input.error';
import { NotFoundError } from '../errors/not-found.error';
import { BILLING_SYSTEM_IDS, BILLING_SYSTEMS, BillingSystem, isBillingSystemId } from './billing-system';

const row = (changes: object = {}) => ({
  id: 'test-kwh',
  tariff: 'metered-per-kwh',
  arabicName: 'مجموعة تجريبية',
  displayOrder: 9,
  updatesGroup: 'test',
  ...changes,
});

describe('BillingSystem', () => {
  it('knows the four seeded customer populations', () => {
    expect(BILLING_SYSTEM_IDS).toEqual(['ampere', 'kwh', 'mahmoud-kwh', 'baydawi-kwh']);
    expect(BILLING_SYSTEMS.map((s) => s.updatesGroup)).toEqual(['ampere', 'kwh', 'mahmoud', 'baydawi']);
    expect(BILLING_SYSTEMS.map((s) => s.displayOrder)).toEqual([0, 1, 2, 3]);
  });

  it('bills ampere subscribers a flat price per ampere', () => {
    expect(BillingSystem.parse('ampere').tariff).toBe('flat-per-ampere');
    expect(BillingSystem.ampere.isMetered()).toBe(false);
  });

  it('meters the kWh populations', () => {
    for (const id of ['kwh', 'mahmoud-kwh', 'baydawi-kwh']) {
      expect(BillingSystem.parse(id).tariff).toBe('metered-per-kwh');
      expect(BillingSystem.parse(id).isMetered()).toBe(true);
    }
  });

  it('gives each system an Arabic name', () => {
    for (const system of BILLING_SYSTEMS) expect(system.arabicName).toMatch(/\p{Script=Arabic}/u);
  });

  it('answers the same descriptor for the same seeded id', () => {
    expect(BillingSystem.parse('mahmoud-kwh')).toBe(BillingSystem.mahmoudKwh);
  });

  it('builds a fourth group from its row, with no code for it', () => {
    const system = BillingSystem.of(row());
    expect(system).toMatchObject({
      id: 'test-kwh',
      tariff: 'metered-per-kwh',
      arabicName: 'مجموعة تجريبية',
      displayOrder: 9,
      updatesGroup: 'test',
    });
    expect(system.isMetered()).toBe(true);
  });

  it('refuses a row that cannot name a system', () => {
    for (const bad of [
      row({ id: 'Test' }),
      row({ id: 'test_kwh' }),
      row({ id: "x'; DROP TABLE kwh_customers; --" }),
      row({ id: 'kwh-' }),
      row({ tariff: 'solar' }),
      row({ arabicName: '  ' }),
      row({ displayOrder: 1.5 }),
      row({ updatesGroup: 'a-b' }),
    ]) {
      expect(() => BillingSystem.of(bad)).toThrow(InvalidInputError);
    }
  });

  it('accepts ids of lower-case words joined by single dashes only', () => {
    expect(['ampere', 'mahmoud-kwh', 'test-kwh', 'a1-b2-c3'].every(isBillingSystemId)).toBe(true);
    expect(['', '-kwh', 'kwh-', 'mahmoud--kwh', '1kwh', 'Kwh', 'kwh customers'].some(isBillingSystemId)).toBe(
      false,
    );
  });

  it('says an unknown seeded system is not found, in Arabic', () => {
    expect(() => BillingSystem.parse('solar')).toThrow(NotFoundError);
    expect(() => BillingSystem.parse('Ampere')).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_BILLING_SYSTEM', message: 'نظام الفوترة غير معروف' }),
    );
  });
});
