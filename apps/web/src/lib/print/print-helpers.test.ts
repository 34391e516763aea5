import { openPrintWindow } from './open-print-window';
import { printWhenReady } from './print-when-ready';

describe('printWhenReady', () => {
  afterEach(() => jest.useRealTimers());

  it('opens the print dialog after the delay, and not at all once cancelled', () => {
    jest.useFakeTimers();
    const target = { print: jest.fn() };
    printWhenReady(500, target);
    jest.advanceTimersByTime(499);
    expect(target.print).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(target.print).toHaveBeenCalledTimes(1);

    const other = { print: jest.fn() };
    const cancel = printWhenReady(1000, other);
    cancel();
    jest.advanceTimersByTime(2000);
    expect(other.print).not.toHaveBeenCalled();
  });
});

describe('openPrintWindow', () => {
  it('opens the print page in a new window and says it did', () => {
    const open = jest.fn(() => ({ closed: false }) as Window);
    expect(openPrintWindow('/ampere-printable-table?box=1&autoprint=1', { open })).toBe(true);
    expect(open).toHaveBeenCalledWith('/ampere-printable-table?box=1&autoprint=1', '_blank');
  });

  it('says false when the browser blocked the window', () => {
    expect(openPrintWindow('/x', { open: () => null })).toBe(false);
    expect(openPrintWindow('/x', { open: () => ({ closed: true }) as Window })).toBe(false);
    expect(
      openPrintWindow('/x', {
        open: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe(false);
  });
});
