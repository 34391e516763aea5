import {
  PASSCODE_BACKOFF,
  PORTAL_ADDRESS_BACKOFF,
  PORTAL_VISITOR_BACKOFF,
  remainingWaitMs,
  waitDelaySeconds,
  waitInArabic,
} from './retry-backoff';

const policy = {
  freeMisses: 5,
  firstDelaySeconds: 30,
  longestDelaySeconds: 3600,
  forgetAfterSeconds: 86_400,
};

describe('the delay after misses in a row', () => {
  it('lets the first misses through without waiting', () => {
    for (let misses = 0; misses < 5; misses += 1) expect(waitDelaySeconds(misses, policy)).toBe(0);
  });

  it('waits 30 seconds after the fifth miss, then doubles with each further miss', () => {
    expect([5, 6, 7, 8].map((misses) => waitDelaySeconds(misses, policy))).toEqual([30, 60, 120, 240]);
  });

  it('never waits longer than the longest delay', () => {
    expect(waitDelaySeconds(12, policy)).toBe(3600);
    expect(waitDelaySeconds(500, policy)).toBe(3600);
  });

  it('counts the wait from the last miss', () => {
    const lastMissAt = Date.UTC(2026, 10, 1, 10, 0, 0);
    expect(remainingWaitMs({ misses: 6, lastMissAt }, lastMissAt + 20_000, policy)).toBe(40_000);
    expect(remainingWaitMs({ misses: 6, lastMissAt }, lastMissAt + 60_000, policy)).toBe(0);
    expect(remainingWaitMs({ misses: 4, lastMissAt }, lastMissAt, policy)).toBe(0);
  });

  it('uses 5 free misses, then 30 seconds doubling up to an hour, for passcodes', () => {
    expect(PASSCODE_BACKOFF).toEqual(policy);
  });

  it('lets a portal visitor miss 5 times, then waits 30 seconds doubling up to half an hour', () => {
    expect([4, 5, 6, 10, 11].map((misses) => waitDelaySeconds(misses, PORTAL_VISITOR_BACKOFF))).toEqual([
      0, 30, 60, 960, 1800,
    ]);
  });

  it('lets one address miss 20 times across its devices before the same waits', () => {
    expect([19, 20, 21, 40].map((misses) => waitDelaySeconds(misses, PORTAL_ADDRESS_BACKOFF))).toEqual([
      0, 30, 60, 1800,
    ]);
  });
});

describe('how long to wait, in Arabic', () => {
  it.each([
    [1, 'ثانية واحدة'],
    [2, 'ثانيتين'],
    [30, '30 ثانية'],
    [7, '7 ثوانٍ'],
    [59.2, 'دقيقة واحدة'],
    [60, 'دقيقة واحدة'],
    [61, 'دقيقتين'],
    [240, '4 دقائق'],
    [1800, '30 دقيقة'],
    [3600, '60 دقيقة'],
  ])('says %s seconds as «%s»', (seconds, text) => {
    expect(waitInArabic(seconds)).toBe(text);
  });
});
