import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { InlineEditCell } from './inline-edit-cell';

function Cell({ onSave, kind }: { onSave: (value: string | number) => void; kind?: 'text' | 'decimal' }) {
  const [editing, setEditing] = useState(false);
  return (
    <InlineEditCell
      label="الأمبير"
      text="3"
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

  it('reads an invalid number as 0 (spec 000 §5)', async () => {
    const onSave = jest.fn();
    const user = userEvent.setup();
    render(<Cell onSave={onSave} kind="decimal" />);

    await user.click(screen.getByRole('button', { name: 'تعديل الأمبير: 3' }));
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), 'abc{Enter}');

    expect(onSave).toHaveBeenCalledWith(0);
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
});
