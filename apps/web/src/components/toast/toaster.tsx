import { useEffect, useRef, type PointerEvent } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import { componentMessages } from '../messages';
import { pauseToast, resumeToast } from './toast-store';
import { useToast } from './use-toast';

const SWIPE_DISMISS_PX = 50; // swipe right to dismiss (docs/screens.md#toasts-and-messages)

/** The notification region, fixed in a corner. F8 moves focus to it. */
export function Toaster() {
  const { current, dismiss } = useToast();
  const regionRef = useRef<HTMLElement>(null);
  const swipeStart = useRef<number | null>(null);
  const toastRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const moveTo = (offset: number) => {
    if (toastRef.current) toastRef.current.style.transform = offset > 0 ? `translateX(${offset}px)` : '';
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart.current !== null) moveTo(event.clientX - swipeStart.current);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const offset = event.clientX - swipeStart.current;
    swipeStart.current = null;
    moveTo(0);
    if (offset > SWIPE_DISMISS_PX) dismiss(current?.id);
  };

  const variant = current?.variant ?? 'default';
  return (
    <section
      ref={regionRef}
      aria-label={componentMessages.notificationsRegion}
      tabIndex={-1}
      className="app-toast-region"
    >
      <div role="status" aria-live={variant === 'destructive' ? 'assertive' : 'polite'} aria-atomic="true">
        {current && (
          <div
            key={current.id}
            ref={toastRef}
            className={`toast show app-toast app-toast-${variant}`}
            onMouseEnter={pauseToast}
            onMouseLeave={resumeToast}
            onFocus={pauseToast}
            onBlur={resumeToast}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
              moveTo(0);
            }}
          >
            <div className="d-flex align-items-start gap-2 p-3">
              <div className="flex-grow-1">
                {current.title && (
                  <div className="app-toast-title" dir="auto">
                    {current.title}
                  </div>
                )}
                {current.description && <div dir="auto">{current.description}</div>}
              </div>
              <CloseButton
                aria-label={componentMessages.close}
                variant={variant === 'default' ? undefined : 'white'}
                onClick={() => dismiss(current.id)}
              />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
