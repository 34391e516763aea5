import type { AuditEntry } from '../api/get-audit-log';
import { describeAuditEntry } from './describe-audit-entry';

const entry = (details: Record<string, unknown>): AuditEntry => ({
  id: '1',
  at: '2026-11-20T08:00:00.000Z',
  userEmail: 'reader@example.com',
  userId: null,
  action: 'record-meter-reading',
  system: 'mahmoud-kwh',
  count: 1,
  details,
});

describe('a reading of the round in the audit log', () => {
  it('says in Arabic how it was read and the reading it follows', () => {
    expect(
      describeAuditEntry(
        entry({ customerNumber: 1309, kind: 'actual', previousReading: 12970, reading: 13110 }),
      ),
    ).toBe('العميل 1309، قراءة فعلية، القراءة 12,970 ← 13,110');
  });

  it("says a correction replaced the month's reading (docs/readings-in-a-month.md)", () => {
    expect(
      describeAuditEntry(
        entry({
          customerNumber: 9,
          kind: 'actual',
          previousReading: 100,
          reading: 250,
          correctedReading: 200,
        }),
      ),
    ).toBe('العميل 9، قراءة فعلية، القراءة 100 ← 250، تصحيح: حلّت محل قراءة هذا الشهر 200');
  });

  it('says why a meter could not be read, and a replaced meter', () => {
    expect(
      describeAuditEntry(
        entry({
          customerNumber: 7,
          kind: 'unread',
          previousReading: 100,
          reading: 0,
          unreadReason: 'البيت مقفل',
        }),
      ),
    ).toContain('تعذّرت القراءة، القراءة 100 ← 0، السبب: البيت مقفل');
    expect(
      describeAuditEntry(
        entry({
          customerNumber: 7,
          kind: 'actual',
          previousReading: 100,
          reading: 30,
          replacedMeter: { finalReading: 260, newStartReading: 0 },
        }),
      ),
    ).toContain('استُبدل العداد: آخر قراءة للقديم 260، وبداية الجديد 0');
  });
});

describe('a change of an account in the audit log', () => {
  const account = (action: string, details: Record<string, unknown>): AuditEntry => ({
    ...entry(details),
    action: action as AuditEntry['action'],
    system: null,
  });

  it('names the new role in Arabic, a collector included', () => {
    expect(
      describeAuditEntry(
        account('update-user', {
          email: 'sami@example.com',
          before: { role: 'operator', active: true, meterReader: false },
          after: { role: 'collector', active: true, meterReader: false },
        }),
      ),
    ).toBe('الحساب sami@example.com، الدور: محصّل');
  });

  it('says when a collector is let read meters, and when it is taken back (docs/meter-reader.md)', () => {
    const change = (before: boolean, after: boolean) =>
      describeAuditEntry(
        account('update-user', {
          email: 'sami@example.com',
          before: { role: 'collector', active: true, meterReader: before },
          after: { role: 'collector', active: true, meterReader: after },
        }),
      );
    expect(change(false, true)).toBe('الحساب sami@example.com، يقرأ العدادات');
    expect(change(true, false)).toBe('الحساب sami@example.com، لم يعد يقرأ العدادات');
  });

  it('says a new collector reads meters', () => {
    expect(
      describeAuditEntry(
        account('create-user', { email: 'sami@example.com', role: 'collector', meterReader: true }),
      ),
    ).toBe('الحساب sami@example.com، الدور: محصّل، يقرأ العدادات');
  });
});
