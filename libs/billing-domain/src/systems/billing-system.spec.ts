import { InvalidInputError } from '../errors/invalid-input.error';
import { BILLING_SYSTEM_IDS, BILLING_SYSTEMS, BillingSystem } from './billing-system';

describe('BillingSystem', () => {
  it('knows the four customer populations', () => {
    expect(BILLING_SYSTEM_IDS).toEqual(['ampere', 'kwh', 'mahmoud-kwh', 'baydawi-kwh']);
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

  it('answers the same descriptor for the same id', () => {
    expect(BillingSystem.parse('mahmoud-kwh')).toBe(BillingSystem.mahmoudKwh);
  });

  it('refuses an unknown system', () => {
    expect(() => BillingSystem.parse('solar')).toThrow(InvalidInputError);
    expect(() => BillingSystem.parse('Ampere')).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_BILLING_SYSTEM' }),
    );
  });
});
