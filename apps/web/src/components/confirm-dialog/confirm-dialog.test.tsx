import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialogProvider } from './confirm-dialog-provider';
import { useConfirm } from './use-confirm';

function DeleteButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('لم يُسأل');
  const ask = async () => {
    const confirmed = await confirm({
      title: 'حذف السجل؟',
      message: 'سينقل السجل إلى الأرشيف.',
      variant: 'danger',
    });
    setAnswer(confirmed ? 'نعم' : 'لا');
  };
  return (
    <>
      <button onClick={ask}>حذف</button>
      <output>{answer}</output>
    </>
  );
}

function setup() {
  render(
    <ConfirmDialogProvider>
      <DeleteButton />
    </ConfirmDialogProvider>,
  );
  return userEvent.setup();
}

describe('the confirm dialog', () => {
  it('answers true when the user confirms', async () => {
    const user = setup();

    await user.click(screen.getByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف السجل؟' });
    expect(dialog).toHaveTextContent('سينقل السجل إلى الأرشيف.');
    await user.click(screen.getByRole('button', { name: 'تأكيد' }));

    expect(await screen.findByText('نعم')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers false when the user cancels', async () => {
    const user = setup();

    await user.click(screen.getByRole('button', { name: 'حذف' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'إلغاء' }));

    expect(await screen.findByText('لا')).toBeInTheDocument();
  });
});
