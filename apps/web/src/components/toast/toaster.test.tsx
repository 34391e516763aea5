import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from './toaster';
import { toast, TOAST_DURATION_MS } from './toast-store';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  render(<Toaster />);
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

describe('the toast', () => {
  it('shows its title and description in a polite live region', () => {
    setup();

    act(() => {
      toast({ title: 'تم حفظ السجل', description: 'تم تحديث السجل بنجاح', variant: 'success' });
    });

    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('تم حفظ السجل');
    expect(status).toHaveTextContent('تم تحديث السجل بنجاح');
  });

  it('does not repeat its title when the description says the same', () => {
    setup();

    act(() => {
      toast({ title: 'تم التراجع بنجاح', description: 'تم التراجع بنجاح.', variant: 'success' });
    });

    expect(screen.getByRole('status').textContent).toBe('تم التراجع بنجاح');
  });

  it('is announced assertively when destructive', () => {
    setup();

    act(() => {
      toast({ title: 'خطأ', description: 'فشل في حذف السجل', variant: 'destructive' });
    });

    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
  });

  it('replaces the previous toast: one at a time', () => {
    setup();

    act(() => {
      toast({ title: 'الأول' });
      toast({ title: 'الثاني' });
    });

    expect(screen.getByText('الثاني')).toBeInTheDocument();
    expect(screen.queryByText('الأول')).not.toBeInTheDocument();
  });

  it('disappears after 5 seconds', () => {
    setup();
    act(() => {
      toast({ title: 'تم التراجع بنجاح' });
    });

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('تم التراجع بنجاح')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('تم التراجع بنجاح')).not.toBeInTheDocument();
  });

  it('gives the replacing toast its own 5 seconds', () => {
    setup();
    act(() => {
      toast({ title: 'الأول' });
    });
    act(() => jest.advanceTimersByTime(3000));
    act(() => {
      toast({ title: 'الثاني' });
    });

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByText('الثاني')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('الثاني')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const user = setup();
    act(() => {
      toast({ title: 'تم نسخ العمود' });
    });

    await user.click(screen.getByRole('button', { name: 'إغلاق' }));

    expect(screen.queryByText('تم نسخ العمود')).not.toBeInTheDocument();
  });

  it('F8 moves the focus to the notification region', async () => {
    const user = setup();

    await user.keyboard('{F8}');

    expect(screen.getByRole('region', { name: 'الإشعارات (F8)' })).toHaveFocus();
  });
});
