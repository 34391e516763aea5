import { ARCHIVE_REASONS, ArchiveReason, restoredCustomerNumber } from './restore';

describe('restoredCustomerNumber', () => {
  it('gives a restored customer the number after the highest in use', () => {
    expect(restoredCustomerNumber(1523).value).toBe(1524);
  });

  it('gives the first number when no customer exists', () => {
    expect(restoredCustomerNumber(null).value).toBe(1000);
  });
});

describe('ArchiveReason', () => {
  it('records a month close, a manual archive and a deletion', () => {
    expect(ArchiveReason.NewMonth).toBe('new_month');
    expect(ArchiveReason.ManualArchive).toBe('manual_archive');
    expect(ArchiveReason.Deleted).toBe('deleted');
    expect(ARCHIVE_REASONS).toEqual(['new_month', 'manual_archive', 'deleted']);
  });
});
