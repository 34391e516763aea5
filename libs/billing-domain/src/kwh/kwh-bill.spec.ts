import { ExchangeRate } from '../money/lbp';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { billKwhCustomer, consumptionBetween } from './kwh-bill';
import { UnitPrice } from './unit-price';

const bill = (fields: {
  previous?: string;
  current?: string;
  price?: string;
  fee?: string;
  paid?: string;
  arrears?: string;
  rate?: number;
}) =>
  billKwhCustomer({
    previousKwh: Quantity.parse(fields.previous ?? '0'),
    currentKwh: Quantity.parse(fields.current ?? '0'),
    pricePerKwh: UnitPrice.parse(fields.price ?? '1'),
    subscriptionFee: Money.parse(fields.fee ?? '0'),
    arrears: Money.parse(fields.arrears ?? '0'),
    amountPaid: Money.parse(fields.paid ?? '0'),
    rate: ExchangeRate.of(fields.rate ?? 89_500),
  });

describe('billKwhCustomer', () => {
  it('owes the arrears carried in plus the total less what is paid', () => {
    const result = bill({
      previous: '100',
      current: '250',
      price: '0.3',
      fee: '5',
      arrears: '12.35',
      paid: '20',
    });
    expect(result.totalAmount.toNumber()).toBe(50);
    expect(result.outstandingBalance.toDecimalString()).toBe('42.35');
    expect(result.isPaid).toBe(false);
  });

  it('is paid when a credit carried in covers the total, keeping what is left of the credit', () => {
    const result = bill({ fee: '5', arrears: '-8' });
    expect(result.outstandingBalance.toNumber()).toBe(-3);
    expect(result.isPaid).toBe(true);
  });

  it('is not paid when the total is paid but arrears remain', () => {
    const result = bill({ fee: '5', arrears: '3', paid: '5' });
    expect(result.outstandingBalance.toNumber()).toBe(3);
    expect(result.isPaid).toBe(false);
  });

  it('bills consumption × price plus the subscription fee, VAT included', () => {
    const result = bill({ previous: '100', current: '250', price: '0.3', fee: '5' });
    expect(result.consumption.toNumber()).toBe(150);
    expect(result.energyAmount.toNumber()).toBe(45);
    expect(result.subscriptionFee.toNumber()).toBe(5);
    expect(result.totalAmount.toNumber()).toBe(50);
  });

  it('never bills a consumption below 0: an unread meter (0) or a reading below the previous consumes nothing', () => {
    expect(bill({ previous: '500', current: '0', fee: '5' }).consumption.toNumber()).toBe(0);
    expect(bill({ previous: '500', current: '0', fee: '5' }).totalAmount.toNumber()).toBe(5);
    expect(consumptionBetween(Quantity.parse(500), Quantity.parse(400)).toNumber()).toBe(0);
  });

  it('rounds the energy amount half away from zero to the cent with a 4-decimal unit price', () => {
    // 0.2545 × 10 = 2.545 → 2.55
    expect(bill({ current: '10', price: '0.2545' }).energyAmount.toNumber()).toBe(2.55);
    // 0.1 × 0.125 = 0.0125 → 0.01
    expect(bill({ current: '0.125', price: '0.1' }).energyAmount.toNumber()).toBe(0.01);
  });

  it('splits the total into base (total / 1.11 to the cent) and VAT (the rest)', () => {
    const result = bill({ current: '100', price: '1' });
    expect(result.baseAmount.toNumber()).toBe(90.09);
    expect(result.vatAmount.toNumber()).toBe(9.91);
    expect(result.baseAmount.plus(result.vatAmount).equals(result.totalAmount)).toBe(true);
  });

  it('gives the balance as total − paid and counts the customer paid when the payment covers the total', () => {
    expect(bill({ current: '100', paid: '40' })).toMatchObject({ isPaid: false });
    expect(bill({ current: '100', paid: '40' }).outstandingBalance.toNumber()).toBe(60);
    expect(bill({ current: '100', paid: '100' }).isPaid).toBe(true);
    expect(bill({ current: '100', paid: '120' }).outstandingBalance.toNumber()).toBe(-20);
  });

  it('counts a zero total as paid', () => {
    const result = bill({ previous: '0', current: '0', fee: '0' });
    expect(result.totalAmount.toNumber()).toBe(0);
    expect(result.isPaid).toBe(true);
  });

  it('computes the LBP columns with the total: total × rate, base = total / 1.11, VAT the rest', () => {
    // 50.33 × 89,500 = 4,504,535; / 1.11 = 4,058,139.6… → 4,058,140; VAT 446,395
    const result = bill({ current: '45.33', price: '1', fee: '5', rate: 89_500 });
    expect(result.totalAmount.toNumber()).toBe(50.33);
    expect(result.totalAmountLbp.pounds).toBe(4_504_535);
    expect(result.baseAmountLbp.pounds).toBe(4_058_140);
    expect(result.tvaAmountLbp.pounds).toBe(446_395);
    expect(result.exchangeRateUsed.usdToLbp).toBe(89_500);
  });

  it('rounds the LBP total half away from zero', () => {
    // 0.01 × 89,550.50 = 895.505 → 896
    expect(bill({ current: '0.01', price: '1', rate: 89_550.5 }).totalAmountLbp.pounds).toBe(896);
  });
});

describe('billKwhCustomer with estimates and a replaced meter', () => {
  const base = {
    pricePerKwh: UnitPrice.parse('0.5'),
    subscriptionFee: Money.parse(10),
    arrears: Money.zero,
    amountPaid: Money.zero,
    rate: ExchangeRate.of('89500'),
  };

  it('bills both meters of a replaced one', () => {
    const bill = billKwhCustomer({
      ...base,
      previousKwh: Quantity.parse(5000),
      currentKwh: Quantity.parse(150),
      marks: { replacement: { finalReading: Quantity.parse(5100), newStartReading: Quantity.zero } },
    });
    expect(bill.consumption.toNumber()).toBe(250);
    expect(bill.totalAmount.toNumber()).toBe(135);
  });

  it('credits an estimate the actual reading corrected: the fee less the over-billed kWh', () => {
    const bill = billKwhCustomer({
      ...base,
      previousKwh: Quantity.parse(1100),
      currentKwh: Quantity.parse(1080),
      marks: { previousEstimated: true },
    });
    expect(bill.consumption.toNumber()).toBe(0);
    expect(bill.energyAmount.toNumber()).toBe(-10);
    expect(bill.totalAmount.toNumber()).toBe(0);
  });
});
