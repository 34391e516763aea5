import { DomainError } from '../errors/domain-error';
import { acceptAccountChange, type AccountState } from './user-account-change';

const admin: AccountState = { id: 'a', role: 'admin', active: true, meterReader: false };
const operator: AccountState = { id: 'o', role: 'operator', active: true, meterReader: false };
const collector: AccountState = { id: 'c', role: 'collector', active: true, meterReader: false };

function refusal(input: Parameters<typeof acceptAccountChange>[0]): { code: string; message: string } {
  try {
    acceptAccountChange(input);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
  }
  throw new Error('the change was accepted');
}

describe('changing a user account', () => {
  it('deactivates an operator', () => {
    expect(
      acceptAccountChange({
        actorId: 'a',
        target: operator,
        change: { active: false },
        otherActiveAdmins: 0,
      }),
    ).toEqual({ id: 'o', role: 'operator', active: false, meterReader: false });
  });

  it('promotes an operator and reactivates a deactivated one', () => {
    expect(
      acceptAccountChange({
        actorId: 'a',
        target: { ...operator, active: false },
        change: { role: 'admin', active: true },
        otherActiveAdmins: 1,
      }),
    ).toEqual({ id: 'o', role: 'admin', active: true, meterReader: false });
  });

  it('lets an administrator demote themself while another active administrator remains', () => {
    expect(
      acceptAccountChange({
        actorId: 'a',
        target: admin,
        change: { role: 'operator' },
        otherActiveAdmins: 1,
      }),
    ).toEqual({ id: 'a', role: 'operator', active: true, meterReader: false });
  });

  it('refuses to demote the last active administrator, even themself', () => {
    expect(
      refusal({ actorId: 'a', target: admin, change: { role: 'operator' }, otherActiveAdmins: 0 }),
    ).toEqual({ code: 'LAST_ACTIVE_ADMIN', message: 'يجب أن يبقى مدير نشط واحد على الأقل' });
  });

  it('refuses to deactivate the last active administrator', () => {
    const other: AccountState = { ...admin, id: 'b' };
    expect(
      refusal({ actorId: 'a', target: other, change: { active: false }, otherActiveAdmins: 0 }).code,
    ).toBe('LAST_ACTIVE_ADMIN');
  });

  it('deactivates another administrator while one remains', () => {
    const other: AccountState = { ...admin, id: 'b' };
    expect(
      acceptAccountChange({ actorId: 'a', target: other, change: { active: false }, otherActiveAdmins: 1 })
        .active,
    ).toBe(false);
  });

  it('refuses that an administrator deactivates their own account', () => {
    expect(refusal({ actorId: 'a', target: admin, change: { active: false }, otherActiveAdmins: 3 })).toEqual(
      {
        code: 'CANNOT_DEACTIVATE_SELF',
        message: 'لا يمكنك إيقاف حسابك بنفسك',
      },
    );
  });

  it('makes an operator a collector, and a collector an operator again', () => {
    const base = { actorId: 'a', otherActiveAdmins: 1 };
    expect(acceptAccountChange({ ...base, target: operator, change: { role: 'collector' } }).role).toBe(
      'collector',
    );
    expect(
      acceptAccountChange({
        ...base,
        target: { ...operator, role: 'collector' },
        change: { role: 'operator' },
      }).role,
    ).toBe('operator');
  });

  it('refuses to make the last active administrator a collector', () => {
    expect(
      refusal({ actorId: 'a', target: admin, change: { role: 'collector' }, otherActiveAdmins: 0 }).code,
    ).toBe('LAST_ACTIVE_ADMIN');
  });

  it('refuses an unknown role, a status that is no yes/no, and an empty change', () => {
    const base = { actorId: 'a', target: operator, otherActiveAdmins: 1 };
    expect(refusal({ ...base, change: { role: 'owner' } }).code).toBe('INVALID_ROLE');
    expect(refusal({ ...base, change: { active: 'false' } }).code).toBe('INVALID_ACTIVE');
    expect(refusal({ ...base, change: {} }).code).toBe('NOTHING_TO_CHANGE');
  });

  describe('the meter-reader permission (docs/meter-reader.md)', () => {
    const base = { actorId: 'a', otherActiveAdmins: 1 };

    it('lets a collector read meters, and takes it back', () => {
      const reader = acceptAccountChange({ ...base, target: collector, change: { meterReader: true } });
      expect(reader).toEqual({ ...collector, meterReader: true });
      expect(acceptAccountChange({ ...base, target: reader, change: { meterReader: false } })).toEqual(
        collector,
      );
    });

    it('keeps it while the account stays a collector, as a deactivation and reactivation', () => {
      const reader = { ...collector, meterReader: true };
      const stopped = acceptAccountChange({ ...base, target: reader, change: { active: false } });
      expect(stopped).toEqual({ ...reader, active: false });
      expect(acceptAccountChange({ ...base, target: stopped, change: { active: true } }).meterReader).toBe(
        true,
      );
    });

    it('makes an operator a collector who reads meters in one change', () => {
      expect(
        acceptAccountChange({ ...base, target: operator, change: { role: 'collector', meterReader: true } }),
      ).toEqual({ ...operator, role: 'collector', meterReader: true });
    });

    it('drops it when a collector becomes an operator, who reads meters anyway', () => {
      const reader = { ...collector, meterReader: true };
      expect(acceptAccountChange({ ...base, target: reader, change: { role: 'operator' } })).toEqual({
        ...reader,
        role: 'operator',
        meterReader: false,
      });
    });

    it('refuses it to an operator or an administrator, and anything but yes or no', () => {
      expect(refusal({ ...base, target: operator, change: { meterReader: true } }).code).toBe(
        'METER_READER_FOR_COLLECTORS',
      );
      expect(refusal({ ...base, target: collector, change: { role: 'admin', meterReader: true } }).code).toBe(
        'METER_READER_FOR_COLLECTORS',
      );
      expect(refusal({ ...base, target: collector, change: { meterReader: 'yes' } }).code).toBe(
        'INVALID_METER_READER',
      );
    });
  });
});
