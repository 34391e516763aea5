import { backupAgeOf } from './backup-age';

describe('the age of the last verified backup', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('counts whole hours and is fine under 48 hours', () => {
    expect(backupAgeOf('2026-11-26T01:00:00Z', now)).toEqual({ hours: 11, stale: false });
    expect(backupAgeOf('2026-11-24T12:00:01Z', now)).toEqual({ hours: 47, stale: false });
  });

  it('turns stale at 48 hours, and when there is no verified backup at all', () => {
    expect(backupAgeOf('2026-11-24T12:00:00Z', now)).toEqual({ hours: 48, stale: true });
    expect(backupAgeOf(null, now)).toEqual({ hours: null, stale: true });
  });
});
