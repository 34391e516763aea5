import { checkWholeChangeUndoable, isGroupedBatchKind, type GroupedBatchMember } from './batch-group';

const member = (overrides: Partial<GroupedBatchMember> = {}): GroupedBatchMember => ({
  systemName: 'المجموعة الأولى',
  undoneAt: null,
  sealed: false,
  isLatest: true,
  ...overrides,
});

describe('checkWholeChangeUndoable (one change in several systems)', () => {
  it('lets the change go back while it is the latest batch in every system it touched', () => {
    expect(() =>
      checkWholeChangeUndoable('update-exchange-rate', [member(), member({ systemName: 'بيضاوي' })]),
    ).not.toThrow();
  });

  it('refuses when a later batch came in another system, naming that system', () => {
    expect(() =>
      checkWholeChangeUndoable('update-subscription-pricing', [
        member(),
        member({ systemName: 'المجموعة الثانية', isLatest: false }),
      ]),
    ).toThrow(
      expect.objectContaining({
        kind: 'conflict',
        code: 'LATER_BATCH_IN_OTHER_SYSTEM',
        message:
          'لا يمكن التراجع عن تغيير أسعار الاشتراك: سُجّلت بعده عملية أحدث في «المجموعة الثانية»، تراجع عنها أولاً',
      }),
    );
  });

  it('refuses when a month close in one of the systems sealed it', () => {
    expect(() =>
      checkWholeChangeUndoable('update-exchange-rate', [member({ systemName: 'بيضاوي', sealed: true })]),
    ).toThrow(
      expect.objectContaining({
        code: 'GROUPED_CHANGE_SEALED',
        message: 'لا يمكن التراجع عن تغيير سعر الصرف: أُغلق شهر «بيضاوي» بعده',
      }),
    );
  });

  it('knows which kinds are grouped', () => {
    expect(isGroupedBatchKind('migrate-lbp')).toBe(true);
    expect(isGroupedBatchKind('update-all-prices')).toBe(false);
  });
});
