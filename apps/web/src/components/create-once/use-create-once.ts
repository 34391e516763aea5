import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';

/** The 409 of a customer whose normalised name and box match a live one (every system answers it). */
export function isDuplicateCustomer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === 'DUPLICATE_CUSTOMER';
}

/** What a create sends beside the customer: its idempotency key, and `force` to add a duplicate. */
export interface CreateOnceBody {
  idempotencyKey?: string;
  force?: boolean;
}

type Mutate<Body> = (
  body: Body,
  options: { onError: (error: unknown) => void; onSettled: () => void },
) => void;

/**
 * One click, one customer (docs/screens.md#typing-numbers-phones-and-forms). A second submit while the first
 * is on its way is ignored; a retry of the same form reuses its idempotency key (a new key once the form
 * changes or the customer is added); a duplicate name and box is kept aside, with the server's message,
 * until the operator adds it anyway. `mutate` is the create mutation's.
 */
export function useCreateOnce<Body extends CreateOnceBody>(mutate: Mutate<Body>) {
  const key = useRef<string | null>(null);
  /** Set at once on submit, before React re-renders the disabled form. */
  const sending = useRef(false);
  const [duplicate, setDuplicate] = useState<{ message: string; body: Body } | null>(null);

  const send = (body: Body) => {
    if (sending.current) return;
    sending.current = true;
    mutate(body, {
      onError: (error) => {
        if (isDuplicateCustomer(error)) setDuplicate({ message: error.serverMessage, body });
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return {
    /** The duplicate the server refused, with its message, until the form changes. */
    duplicate,
    /** Whether a create is on its way (read at once, not after a render). */
    isSending: () => sending.current,
    submit: (body: Body) => {
      if (sending.current) return;
      key.current ??= newIdempotencyKey();
      setDuplicate(null);
      send({ ...body, idempotencyKey: key.current });
    },
    addAnyway: () => {
      if (duplicate) send({ ...duplicate.body, force: true });
    },
    /** The form changed, or its customer was added: the next submit is a new create. */
    reset: () => {
      key.current = null;
      setDuplicate(null);
    },
  };
}
