import { DomainError } from '../errors/domain-error';
import {
  assertMayVoidPayment,
  assertRoleMayUse,
  assertTakenBySignedInUser,
  readUserRole,
  USER_ROLE_LABELS,
  USER_ROLES,
} from './user-role';

function refusal(action: () => void): { kind: string; code: string; message: string } {
  try {
    action();
  } catch (error) {
    if (error instanceof DomainError) {
      return {
        kind: (error as DomainError & { kind: string }).kind,
        code: error.code,
        message: error.message,
      };
    }
  }
  throw new Error('it was allowed');
}

const collector = { id: 'c1', email: 'sami@example.com', role: 'collector' as const };

describe('roles', () => {
  it('knows three roles, each with an Arabic name', () => {
    expect(USER_ROLES).toEqual(['admin', 'operator', 'collector']);
    expect(USER_ROLE_LABELS).toEqual({ admin: 'مدير', operator: 'مشغّل', collector: 'محصّل' });
  });

  it('reads a role as given and refuses any other word in Arabic', () => {
    expect(readUserRole('collector')).toBe('collector');
    expect(refusal(() => readUserRole('owner'))).toMatchObject({ code: 'INVALID_ROLE' });
    expect(refusal(() => readUserRole('Collector')).message).toMatch(/محصّل/);
  });

  const collectorOnly = { role: 'collector' as const, meterReader: false };
  const reader = { role: 'collector' as const, meterReader: true };
  const closed = { collectorAllowed: false, meterReaderAllowed: false };

  it('lets a collector use only what is marked for collectors, with an Arabic 403', () => {
    expect(() => assertRoleMayUse(collectorOnly, { ...closed, collectorAllowed: true })).not.toThrow();
    expect(refusal(() => assertRoleMayUse(collectorOnly, closed))).toEqual({
      kind: 'forbidden',
      code: 'FORBIDDEN_FOR_ROLE',
      message: 'هذه العملية غير مسموحة لدورك',
    });
  });

  it('lets a collector who reads meters use the reading round, and nothing else of the office', () => {
    expect(() => assertRoleMayUse(reader, { ...closed, meterReaderAllowed: true })).not.toThrow();
    expect(() => assertRoleMayUse(reader, { ...closed, collectorAllowed: true })).not.toThrow();
    expect(refusal(() => assertRoleMayUse(reader, closed)).code).toBe('FORBIDDEN_FOR_ROLE');
    expect(refusal(() => assertRoleMayUse(collectorOnly, { ...closed, meterReaderAllowed: true })).code).toBe(
      'FORBIDDEN_FOR_ROLE',
    );
  });

  it('leaves administrators and operators free on every unmarked route', () => {
    expect(() => assertRoleMayUse({ role: 'admin', meterReader: false }, closed)).not.toThrow();
    expect(() => assertRoleMayUse({ role: 'operator', meterReader: false }, closed)).not.toThrow();
  });
});

describe('voiding a payment by role', () => {
  it('lets a collector void a payment they took', () => {
    expect(() =>
      assertMayVoidPayment(collector, { receivedByUserId: 'c1', receivedBy: 'sami@example.com' }),
    ).not.toThrow();
  });

  it("refuses a collector another user's payment", () => {
    expect(
      refusal(() =>
        assertMayVoidPayment(collector, { receivedByUserId: 'o1', receivedBy: 'rania@example.com' }),
      ),
    ).toMatchObject({ kind: 'forbidden', code: 'FORBIDDEN_FOR_ROLE' });
  });

  it('matches by e-mail, in any case, a payment recorded without a user id', () => {
    expect(() =>
      assertMayVoidPayment(collector, { receivedByUserId: null, receivedBy: 'Sami@Example.com' }),
    ).not.toThrow();
    expect(
      refusal(() => assertMayVoidPayment(collector, { receivedByUserId: null, receivedBy: 'cli:root' })).code,
    ).toBe('FORBIDDEN_FOR_ROLE');
  });

  it('lets operators and administrators void anyone’s payment', () => {
    const other = { receivedByUserId: 'c1', receivedBy: 'sami@example.com' };
    expect(() => assertMayVoidPayment({ id: 'o1', email: 'o@x', role: 'operator' }, other)).not.toThrow();
    expect(() => assertMayVoidPayment({ id: 'a1', email: 'a@x', role: 'admin' }, other)).not.toThrow();
  });
});

describe('a payment taken on a phone', () => {
  it('is recorded while the user who took it is signed in, or when the phone names no one', () => {
    expect(() => assertTakenBySignedInUser('c1', 'c1')).not.toThrow();
    expect(() => assertTakenBySignedInUser(undefined, 'c1')).not.toThrow();
  });

  it('is refused under another signed-in user', () => {
    expect(refusal(() => assertTakenBySignedInUser('c1', 'c2'))).toMatchObject({
      kind: 'forbidden',
      code: 'PAYMENT_TAKEN_BY_ANOTHER_USER',
    });
  });
});
