import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { ConfirmDialogContext, type ConfirmOptions } from './confirm-dialog-context';

export function ConfirmDialogProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [show, setShow] = useState(false);
  const resolveRef = useRef<((answer: boolean) => void) | null>(null);

  const answer = useCallback((confirmed: boolean) => {
    resolveRef.current?.(confirmed);
    resolveRef.current = null;
    setShow(false);
  }, []);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolveRef.current?.(false); // a newer question cancels an unanswered one
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
      setOptions(next);
      setShow(true);
    });
  }, []);

  return (
    <ConfirmDialogContext.Provider value={confirm}>
      {children}
      {options && (
        <ConfirmDialog
          show={show}
          {...options}
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        />
      )}
    </ConfirmDialogContext.Provider>
  );
}
