import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { InlineEditCell, type CellKind, type CellValue } from './inline-edit-cell';

function Cell({
  onSave,
  kind,
  label = 'الأمبير',
  text = '3',
}: {
  onSave: (value: CellValue) => void;
  kind?: CellKind;
  label?: string;
  text?: string;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <InlineEditCell
      label={label}
      text={text}
      kind={kind}
      editing={editing}
      onStartEdit={() => setEditing(true)}
      onCancel={() => setEditing(false)}
      onSave={(value) => {
        setEditing(false);
        onSave(value);
      }}
    />
  );
}

describe('the inline edit cell', () => {
  it('opens an editor on click and saves the parsed decimal on Enter', async () => {
    const onSave = jest.fn();
    const user = userEvent.setup();
    render(<Cell onSave={onSave} kind="decimal" />);

    await user.click(screen.getByRole('button', { name: 'تعديل الأمبير: 3' }));
    const editor = screen.getByRole('textbox', { name: 'تعديل الأمبير' });
    expect(editor).toHaveFocus();
    await user.clear(editor);
    await user.type(editor, '٢٫٥{Enter}');

    expect(onSave).toHaveBeenCalledWith(2.5);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('reads Arabic-Indic digits with a comma decimal', async () => {
    const onSave = jest.fn();
    const user = userEvent.setup();
    render(<Cell onSave={onSave} kind="decimal" />);

    await user.click(screen.getByRole('button', { name: 'تعديل الأمبير: 3' }));
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), '١٢,٥{Enter}');

    expect(onSave).toHaveBeenCalledWith(12.5);
  });

  it('refuses text that is not a number, naming the column, and keeps what was typed', async () => {
    const onSave = jest.fn();
    const user = userEvent.setup();
    render(<Cell onSave={onSave} kind="decimal" />);

    await user.click(screen.getByRole('button', { name: 'تعديل الأمبير: 3' }));
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), 'abc{Enter}');

    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('الأمبير: «abc» ليس رقماً صالحاً');
    expect(screen.getByRole('textbox', { name: 'تعديل الأمبير' })).toHaveValue('abc');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('الأمبير: «abc» ليس رقماً صالحاً');
  });

  it('refuses a blank number cell instead of saving 0', async () => {
    const onSave = jest.fn();
    const user = userEvent.setup();
    render(<Cell onSave={onSave} kind="decimal" label="المدفوع" text="10" />);

    await user.click(screen.getByRole('button', { name: 'تعديل المدفوع: 10' }));
    await user.clear(screen.getByRole('textbox'));
    await user.keyboard('{Enter}');

    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('المدفوع: يرجى إدخال رقم');
  });

  it('saves a cleared optional number as null (back to the automatic price), never 0', async () => {
    const onSave = jest.fn();
    const user = userEvent.setup();
    render(<Cell onSave={onSave} kind="optional-decimal" label="السعر" text="20" />);

    await user.click(screen.getByRole('button', { name: 'تعديل السعر: 20' }));
    await user.clear(screen.getByRole('textbox'));
    await user.keyboard('{Enter}');

    expect(onSave).toHaveBeenCalledWith(null);
  });

  it('cancels on Escape without saving', async () => {
    const onSave = jest.fn();
    const user = userEvent.setup();
    render(<Cell onSave={onSave} />);

    await user.click(screen.getByRole('button', { name: 'تعديل الأمبير: 3' }));
    await user.type(screen.getByRole('textbox'), '9{Escape}');

    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'تعديل الأمبير: 3' })).toBeInTheDocument();
  });

  it('saves nothing when the value did not change', async () => {
    const onSave = jest.fn();
    const user = userEvent.setup();
    render(<Cell onSave={onSave} />);

    await user.click(screen.getByRole('button', { name: 'تعديل الأمبير: 3' }));
    await user.keyboard('{Enter}');

    expect(onSave).not.toHaveBeenCalled();
  });

  it('stays open with the typed text while the save runs and after it fails', async () => {
    let refuse: (saved: boolean) => void = () => undefined;
    const user = userEvent.setup();
    render(
      <InlineEditCell
        label="العنوان"
        text="الشارع العام"
        editing
        onStartEdit={() => undefined}
        onCancel={() => undefined}
        onSave={() => new Promise<boolean>((resolve) => (refuse = resolve))}
      />,
    );

    const editor = screen.getByRole('textbox', { name: 'تعديل العنوان' });
    await user.clear(editor);
    await user.type(editor, 'Hamra st.{Enter}');
    expect(editor).toHaveAttribute('readonly');

    await act(async () => refuse(false));

    expect(editor).not.toHaveAttribute('readonly');
    expect(editor).toHaveValue('Hamra st.');
    expect(editor).toHaveFocus();
  });
});
