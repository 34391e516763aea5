import {
  readReminderCustomers,
  readReminderSkipDays,
  reminderSkipReason,
  reminderWhatsAppText,
} from './reminder';

const MOBILE = '+9613123456';
const LANDLINE = '+9611123456';

describe('reminderSkipReason', () => {
  const owing = { phone: MOBILE, totalDue: 40, lastReminderDay: null };

  it('reminds a debtor with a mobile never reminded', () => {
    expect(reminderSkipReason(owing, '2026-12-10', 7)).toBeNull();
  });

  it('skips no phone, a landline and nothing owed', () => {
    expect(reminderSkipReason({ ...owing, phone: null }, '2026-12-10', 7)).toBe('no-phone');
    expect(reminderSkipReason({ ...owing, phone: LANDLINE }, '2026-12-10', 7)).toBe('landline');
    expect(reminderSkipReason({ ...owing, totalDue: 0 }, '2026-12-10', 7)).toBe('not-owing');
  });

  it('skips a customer reminded within the last N days, not one reminded before them', () => {
    expect(reminderSkipReason({ ...owing, lastReminderDay: '2026-12-04' }, '2026-12-10', 7)).toBe(
      'recently-reminded',
    );
    expect(reminderSkipReason({ ...owing, lastReminderDay: '2026-12-03' }, '2026-12-10', 7)).toBeNull();
    expect(reminderSkipReason({ ...owing, lastReminderDay: '2026-12-10' }, '2026-12-10', 0)).toBeNull();
  });
});

describe('reminderWhatsAppText', () => {
  const statement = {
    name: 'سمير',
    customerNumber: 12,
    invoiceNumber: 'INV-12-2026',
    monthLabel: 'كانون الأول 2026',
    totalDue: 90,
    lbp: { totalDue: 8_055_000 },
  };

  it('says the amount due from the statement, how long it has run and how to pay', () => {
    const text = reminderWhatsAppText(statement, 3, null);
    expect(text).toContain('المبلغ المستحق: $90 (8,055,000 ل.ل).');
    expect(text).toContain('منذ 3 أشهر');
    expect(text).toContain('يرجى الدفع');
  });

  it('says nothing of arrears for this month’s bill only', () => {
    expect(reminderWhatsAppText(statement, 0, null)).not.toContain('متأخرات');
  });
});

describe('readReminderCustomers and readReminderSkipDays', () => {
  const id = '0b6f3f8e-5a43-4c1e-9a7e-2d3c4b5a6f70';
  // Each field by its reader, as the request's DTO reads them.
  const readRequest = (body: { customers?: unknown; skipRemindedWithinDays?: unknown }) => ({
    customers: readReminderCustomers(body.customers),
    skipRemindedWithinDays: readReminderSkipDays(body.skipRemindedWithinDays),
  });

  it('reads the customers and the days, 7 by default, Arabic-Indic digits read', () => {
    expect(readRequest({ customers: [{ system: 'ampere', customerId: id }] })).toEqual({
      customers: [{ system: 'ampere', customerId: id }],
      skipRemindedWithinDays: 7,
    });
    expect(
      readRequest({
        customers: [{ system: 'ampere', customerId: id }],
        skipRemindedWithinDays: '١٤',
      }).skipRemindedWithinDays,
    ).toBe(14);
  });

  it('refuses no customers, a malformed or repeated one, and days that are not 0 to 365', () => {
    const code = (body: { customers?: unknown; skipRemindedWithinDays?: unknown }) => {
      try {
        readRequest(body);
        return null;
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(code({ customers: [] })).toBe('NO_CUSTOMERS_CHOSEN');
    expect(code({ customers: [{ system: 'ampere', customerId: 'x' }] })).toBe('INVALID_REMINDER_CUSTOMER');
    expect(
      code({
        customers: [
          { system: 'ampere', customerId: id },
          { system: 'ampere', customerId: id },
        ],
      }),
    ).toBe('DUPLICATE_REMINDER_CUSTOMER');
    expect(code({ customers: [{ system: 'ampere', customerId: id }], skipRemindedWithinDays: 'abc' })).toBe(
      'NOT_A_NUMBER',
    );
    expect(code({ customers: [{ system: 'ampere', customerId: id }], skipRemindedWithinDays: 400 })).toBe(
      'INVALID_SKIP_DAYS',
    );
  });
});
