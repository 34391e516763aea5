import { Lbp } from '../money/lbp';
import { Quantity } from '../money/quantity';
import {
  billsAboveOfficialTariffWarning,
  exceedsTariff,
  officialFixedFeeOf,
  officialSubscriptionPricing,
  officialTariffFromInput,
  officialTariffLineOf,
  poundsPerKwhOf,
  tariffExcessOf,
  tariffZoneOf,
} from './official-tariff';

/** The ministry's tariff of July 2025. */
const JULY_2025 = {
  kwhPriceLbp: { town: '32,790', village: '٣٦٠٦٩' },
  fixedFeesLbp: { 5: 385000, 10: '685000', perExtra5A: '300,000' },
  exchangeRate: '89,700',
  dieselPrice20LLbp: 1542785,
  source: ' وزارة الطاقة والمياه ',
};

describe('the official tariff', () => {
  const tariff = officialTariffFromInput('2025-07', JULY_2025);

  it('reads every price through the one number reader, Arabic digits and grouping too', () => {
    expect(tariff.month.toString()).toBe('2025-07');
    expect(tariff.kwhPriceLbp.town.pounds).toBe(32790);
    expect(tariff.kwhPriceLbp.village.pounds).toBe(36069);
    expect(tariff.fixedFeesLbp.upTo5A.pounds).toBe(385000);
    expect(tariff.fixedFeesLbp.upTo10A.pounds).toBe(685000);
    expect(tariff.fixedFeesLbp.perExtra5A.pounds).toBe(300000);
    expect(tariff.exchangeRate.usdToLbp).toBe(89700);
    expect(tariff.dieselPrice20LLbp.pounds).toBe(1542785);
    expect(tariff.source).toBe('وزارة الطاقة والمياه');
  });

  it('refuses a price that is not a number, naming the field and the zone in Arabic', () => {
    expect(() =>
      officialTariffFromInput('2025-07', { ...JULY_2025, kwhPriceLbp: { town: 'abc', village: 1 } }),
    ).toThrow('سعر الكيلوواط (المدن / تحت ٧٠٠ م): «abc» يجب أن يكون عدداً صحيحاً من الليرات أكبر من صفر');
    expect(() =>
      officialTariffFromInput('2025-07', { ...JULY_2025, kwhPriceLbp: { town: 1, village: '' } }),
    ).toThrow('سعر الكيلوواط (القرى / فوق ٧٠٠ م): يرجى إدخال رقم');
    expect(() =>
      officialTariffFromInput('2025-07', { ...JULY_2025, fixedFeesLbp: { 5: 0, 10: 1, perExtra5A: 1 } }),
    ).toThrow('الرسم الثابت لـ 5 أمبير');
    expect(() => officialTariffFromInput('2025-07', { ...JULY_2025, exchangeRate: '12.5' })).toThrow(
      'سعر الصرف',
    );
    expect(() => officialTariffFromInput('2025-13', JULY_2025)).toThrow('الشهر غير صالح');
    expect(() => officialTariffFromInput('2025-07', null)).toThrow('يرجى إدخال القيم');
  });

  it('gives the fixed part of the smallest 5 A step holding the amperage', () => {
    const fee = (ampere: string) => officialFixedFeeOf(tariff.fixedFeesLbp, Quantity.parse(ampere)).pounds;
    expect(fee('0')).toBe(0);
    expect(fee('3')).toBe(385000);
    expect(fee('5')).toBe(385000);
    expect(fee('5.5')).toBe(685000);
    expect(fee('10')).toBe(685000);
    expect(fee('15')).toBe(985000);
    expect(fee('20')).toBe(1285000);
    expect(fee('16')).toBe(1285000);
  });

  it('reads a zone by its id or its Arabic or English name, and refuses others', () => {
    expect(tariffZoneOf('town')).toBe('town');
    expect(tariffZoneOf('Village')).toBe('village');
    expect(tariffZoneOf('المدن / تحت ٧٠٠ م')).toBe('town');
    expect(tariffZoneOf(' قرى ')).toBe('village');
    expect(() => tariffZoneOf('الساحل')).toThrow('المنطقة: «الساحل» غير معروفة');
  });

  describe('the excess of a bill', () => {
    const bill = {
      zone: 'town' as const,
      ampere: Quantity.parse('5'),
      consumption: Quantity.parse('100'),
      kwhPriceLbp: Lbp.ofPounds(33000),
      fixedLbp: Lbp.ofPounds(400000),
    };

    it('is what a town customer pays above the tariff, per kWh and for the fixed part', () => {
      const excess = tariffExcessOf(tariff, bill);
      expect(excess.perKwhLbp.pounds).toBe(210);
      expect(excess.energyLbp.pounds).toBe(21000);
      expect(excess.fixedLbp.pounds).toBe(15000);
      expect(excess.totalLbp.pounds).toBe(36000);
      expect(exceedsTariff(excess)).toBe(true);
    });

    it('compares a village customer with the village price', () => {
      const excess = tariffExcessOf(tariff, { ...bill, zone: 'village' });
      expect(excess.officialKwhPriceLbp.pounds).toBe(36069);
      expect(excess.perKwhLbp.pounds).toBe(0);
      expect(excess.totalLbp.pounds).toBe(15000);
    });

    it('is nothing at or below the tariff, and a lower price offsets nothing', () => {
      const at = tariffExcessOf(tariff, {
        ...bill,
        kwhPriceLbp: Lbp.ofPounds(32790),
        fixedLbp: Lbp.ofPounds(385000),
      });
      expect(exceedsTariff(at)).toBe(false);
      const below = tariffExcessOf(tariff, { ...bill, kwhPriceLbp: Lbp.ofPounds(30000) });
      expect(below.totalLbp.pounds).toBe(15000);
    });

    it('rounds the energy excess of a fraction of a kWh to whole pounds', () => {
      const excess = tariffExcessOf(tariff, { ...bill, consumption: Quantity.parse('10.5') });
      expect(excess.energyLbp.pounds).toBe(2205);
    });
  });
});

describe('the tariff applied to the prices', () => {
  const tariff = officialTariffFromInput('2025-07', JULY_2025);

  it('prices every whole amperage asked at its official fixed part, fractions left to the own fee', () => {
    const pricing = officialSubscriptionPricing(tariff.fixedFeesLbp, [10, 5, 2.5, 15, 5]);
    expect([...pricing].map(([amperage, fee]) => [amperage, fee.pounds])).toEqual([
      [5, 385000],
      [10, 685000],
      [15, 985000],
    ]);
  });

  it('reads a bill price per kWh in pounds from its pound source or its dollars at the rate', () => {
    expect(poundsPerKwhOf({ unitPrice: 33000, currency: 'LBP', rate: 89700 }).pounds).toBe(33000);
    expect(poundsPerKwhOf({ unitPrice: 0.3679, currency: 'USD', rate: 89700 }).pounds).toBe(33001);
  });
});

describe('the official tariff line of an invoice', () => {
  const tariff = officialTariffFromInput('2025-07', JULY_2025);

  it("prints the month in Arabic and the zone's price per kWh with grouped digits", () => {
    expect(officialTariffLineOf(true, tariff, 'town')).toBe(
      'التسعيرة الرسمية لشهر تموز 2025: 32,790 ل.ل/ك.و.س',
    );
    expect(officialTariffLineOf(true, tariff, 'village')).toBe(
      'التسعيرة الرسمية لشهر تموز 2025: 36,069 ل.ل/ك.و.س',
    );
  });

  it('prints nothing when no tariff was entered for the month', () => {
    expect(officialTariffLineOf(true, null, 'town')).toBeNull();
  });

  it('prints nothing when the owner did not choose it', () => {
    expect(officialTariffLineOf(false, tariff, 'town')).toBeNull();
  });
});

describe('the month close warning', () => {
  it('names how many bills of the month closed are above the official tariff, and where to look', () => {
    expect(billsAboveOfficialTariffWarning(3, 'تموز 2025')).toBe(
      '3 من فواتير شهر تموز 2025 تتجاوز التسعيرة الرسمية: راجع صفحة الالتزام بالتسعيرة.',
    );
  });
});
