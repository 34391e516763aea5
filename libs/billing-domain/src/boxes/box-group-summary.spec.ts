import { BoxRange, DEFAULT_BAYDAWI_BOXES, DEFAULT_MAHMOUD_BOXES } from './box-range';
import { summariseBoxGroup, type BoxGroupMember } from './box-group-summary';

const customer = (box: string | null, ampere: number | string, amount: number | string): BoxGroupMember => ({
  box,
  ampere,
  amount,
});

const totals = (boxes: string, records: readonly BoxGroupMember[]) => {
  const summary = summariseBoxGroup(BoxRange.parse(boxes), records);
  return {
    customers: summary.customers,
    totalAmpere: summary.totalAmpere.toString(),
    totalAmount: summary.totalAmount.toNumber(),
  };
};

describe('summariseBoxGroup', () => {
  it('counts only the customers whose box is in the group', () => {
    const records = [customer('5', 3, 45), customer('1', 1.5, 37.5), customer('40', 6, 90)];
    expect(totals(DEFAULT_MAHMOUD_BOXES, records)).toEqual({
      customers: 1,
      totalAmpere: '3',
      totalAmount: 45,
    });
  });

  it('leaves out customers without a box or with a box that is not a number', () => {
    const records = [customer(null, 2, 30), customer('', 2, 30), customer('5أ', 2, 30), customer('٥', 2, 30)];
    expect(totals('5', records)).toEqual({ customers: 1, totalAmpere: '2', totalAmount: 30 });
  });

  it('counts a customer of box 27 or 32 in both default groups', () => {
    const records = [customer('27', 4, 60), customer('32', 0.333, 5)];
    expect(totals(DEFAULT_MAHMOUD_BOXES, records)).toEqual(totals(DEFAULT_BAYDAWI_BOXES, records));
    expect(totals(DEFAULT_BAYDAWI_BOXES, records)).toEqual({
      customers: 2,
      totalAmpere: '4.333',
      totalAmount: 65,
    });
  });

  it('adds amperes to the thousandth and amounts to the cent without float drift', () => {
    const records = [customer('5', 0.1, 0.1), customer('6', 0.2, 0.2), customer('7', '0.001', '30.88')];
    expect(totals('5-7', records)).toEqual({ customers: 3, totalAmpere: '0.301', totalAmount: 31.18 });
  });

  it('gives zero customers, zero amperes and zero dollars for an empty group', () => {
    expect(totals('', [customer('5', 3, 45)])).toEqual({ customers: 0, totalAmpere: '0', totalAmount: 0 });
  });
});
