import { boxQueryOf, inBoxQueryOrder, isQueriedBox } from './box-query';

describe('a search for a box', () => {
  it('reads a bare number as a box that may also be a customer number', () => {
    expect(boxQueryOf('7')).toEqual({ box: '7', named: false });
    expect(boxQueryOf(' ٧ ')).toEqual({ box: '7', named: false });
  });

  it("reads 'علبة 7', 'العلبة 7', 'علبه 7' and 'box 7' as box 7 alone", () => {
    for (const query of ['علبة 7', 'العلبة 7', 'علبه 7', 'العلبه ٧', 'Box 7', 'علبة7'])
      expect(boxQueryOf(query)).toEqual({ box: '7', named: true });
  });

  it('keeps a box label that is not a number when the box word says so', () => {
    expect(boxQueryOf('علبة A-4')).toEqual({ box: 'a-4', named: true });
  });

  it('is not about a box for a name, or for two numbers', () => {
    expect(boxQueryOf('فاطمة')).toBeNull();
    expect(boxQueryOf('7 12')).toBeNull();
    expect(boxQueryOf('علبة')).toBeNull();
    expect(boxQueryOf('')).toBeNull();
  });

  it('matches the box exactly, folded like every search, not a box that only contains the number', () => {
    const seven = boxQueryOf('علبة 7')!;
    expect(isQueriedBox('7', seven)).toBe(true);
    expect(isQueriedBox('٧', seven)).toBe(true);
    expect(isQueriedBox('17', seven)).toBe(false);
    expect(isQueriedBox('07', seven)).toBe(false);
    expect(isQueriedBox(null, seven)).toBe(false);
  });
});

describe('the order of a box query’s answer', () => {
  const customers = [
    { customerNumber: 1017, box: '3' },
    { customerNumber: 7, box: '12' },
    { customerNumber: 1002, box: '7' },
    { customerNumber: 1070, box: '٧' },
    { customerNumber: 1003, box: '17' },
  ];
  const order = (query: string) =>
    inBoxQueryOrder(customers, boxQueryOf(query)!, (customer) => customer).map(
      ({ customerNumber }) => customerNumber,
    );

  it("puts the customer of that number first, then the box's customers, then the rest, for a bare number", () => {
    expect(order('7')).toEqual([7, 1002, 1070, 1017, 1003]);
  });

  it("keeps the box's customers only when the box word says so", () => {
    expect(order('علبة 7')).toEqual([1002, 1070]);
    expect(order('العلبة ٧')).toEqual([1002, 1070]);
  });
});
