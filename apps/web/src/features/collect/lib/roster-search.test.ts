import { indexRoster, searchRoster, type CollectCustomer } from './roster-search';

let counter = 0;
function customer(name: string, box: string | null, customerNumber?: number): CollectCustomer {
  counter += 1;
  return {
    id: `c-${counter}`,
    customerNumber: customerNumber ?? 1000 + counter,
    name,
    box,
    phone: null,
    cutOff: null,
    amount: 10,
    arrears: 0,
    amountPaid: 0,
    outstandingBalance: 10,
    outstandingLbp: 895_000,
  };
}

const roster = [
  customer('أحمد سليمان', 'A-4', 1001),
  customer('فاطمة الزهراء', '12', 1002),
  customer('إيمان عوّاد', '7', 1003),
  customer('مصطفى حيدر', '1001', 1010),
];
const index = indexRoster(roster);
const names = (query: string, limit = 10) => searchRoster(index, query, limit).customers.map((c) => c.name);

describe('searching the roster on the phone', () => {
  it('finds a customer by a fragment of the name, whatever the hamza or the ta marbuta', () => {
    expect(names('احمد')).toEqual(['أحمد سليمان']);
    expect(names('فاطمه')).toEqual(['فاطمة الزهراء']);
    expect(names('ايمان')).toEqual(['إيمان عوّاد']);
  });

  it('needs every word typed, in any order', () => {
    expect(names('سليمان أحمد')).toEqual(['أحمد سليمان']);
    expect(names('أحمد حيدر')).toEqual([]);
  });

  it('finds by customer number (Arabic-Indic digits too, or #), the exact number first', () => {
    expect(names('١٠٠٢')).toEqual(['فاطمة الزهراء']);
    expect(names('#1003')).toEqual(['إيمان عوّاد']);
    // 1001 is a customer number and another customer's box.
    expect(names('1001')).toEqual(['أحمد سليمان', 'مصطفى حيدر']);
  });

  it('finds by box', () => {
    expect(names('a-4')).toEqual(['أحمد سليمان']);
  });

  it("finds a box by its number, with or without the word 'علبة', box 7 first", () => {
    const street = indexRoster([
      customer('رامي فرحات', '17', 1707),
      customer('هدى سلوم', '7', 1030),
      customer('سمير 7 عازار', '3', 1031),
      customer('علي نصر', '٧', 1032),
    ]);
    const found = (query: string) => searchRoster(street, query, 10).customers.map((c) => c.name);
    expect(found('7')).toEqual(['هدى سلوم', 'علي نصر', 'رامي فرحات', 'سمير 7 عازار']);
    for (const query of ['علبة 7', 'العلبة 7', 'علبه ٧', 'علبة7'])
      expect(found(query)).toEqual(['هدى سلوم', 'علي نصر']);
    expect(searchRoster(street, 'علبة 7', 10).total).toBe(2);
  });

  it('shows nobody before anything is typed, and counts the matches beyond the limit', () => {
    expect(searchRoster(index, '   ', 10)).toEqual({ customers: [], total: 0 });
    const many = indexRoster(Array.from({ length: 40 }, (_, i) => customer(`زبون ${i}`, '3')));
    const found = searchRoster(many, 'زبون', 25);
    expect(found.customers).toHaveLength(25);
    expect(found.total).toBe(40);
  });
});
