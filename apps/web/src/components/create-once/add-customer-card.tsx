import type { FormEvent, ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { UserPlusIcon } from '../icons';
import { PendingButton } from '../pending-button';
import { DuplicateNotice } from './duplicate-notice';
import type { CreateOnceBody, useCreateOnce } from './use-create-once';

export interface AddCustomerCardProps<Body extends CreateOnceBody> {
  /** The card's heading, also the form's name. */
  title: string;
  texts: { add: string; adding: string; addAnyway: string };
  /** The form's create-once (useCreateOnce of the system's create mutation). */
  once: ReturnType<typeof useCreateOnce<Body>>;
  pending: boolean;
  /** The body to create from the form, or null when the form shows its refusals. */
  read: () => Body | null;
  submitVariant?: 'primary' | 'success';
  /** The system's fields. */
  children: ReactNode;
}

/** The add form of a system's screen (ampere, every kWh group): one click, one customer — disabled
 * while saving, a second submit on its way ignored, a duplicate name and box shown with the server's
 * message and added only when the operator says so. */
export function AddCustomerCard<Body extends CreateOnceBody>({
  title,
  texts,
  once,
  pending,
  read,
  submitVariant = 'primary',
  children,
}: AddCustomerCardProps<Body>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (once.isSending()) return;
    const body = read();
    if (body) once.submit(body);
  };

  return (
    <Card className="app-data-card mb-4">
      <Card.Body>
        <h2 className="app-section-title d-flex align-items-center gap-2">
          <UserPlusIcon size={20} className="text-primary" />
          {title}
        </h2>
        <Form onSubmit={submit} noValidate aria-label={title}>
          <fieldset disabled={pending}>
            {children}
            {once.duplicate && (
              <DuplicateNotice
                message={once.duplicate.message}
                addAnywayLabel={texts.addAnyway}
                onAddAnyway={once.addAnyway}
              />
            )}
            <div className="d-flex justify-content-end mt-3">
              <PendingButton type="submit" variant={submitVariant} className="px-4" pending={pending}>
                {pending ? texts.adding : texts.add}
              </PendingButton>
            </div>
          </fieldset>
        </Form>
      </Card.Body>
    </Card>
  );
}
