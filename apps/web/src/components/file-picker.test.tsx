import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FilePicker } from './file-picker';

function Picker({ onChoose = () => undefined }: { onChoose?: (file: File) => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <FilePicker
      id="sheet"
      label="ملف العملاء"
      accept=".csv"
      chosenName={chosen}
      onChoose={(file) => {
        setChosen(file.name);
        onChoose(file);
      }}
    />
  );
}

describe('the file picker', () => {
  it('speaks Arabic: «اختر ملفاً» and «لم يُختر ملف», never the browser’s English', () => {
    const { container } = render(<Picker />);
    expect(screen.getByText('اختر ملفاً')).toBeInTheDocument();
    expect(screen.getByText('لم يُختر ملف')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('is a real labelled file field reached by the keyboard, and names the file chosen', async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    render(<Picker onChoose={onChoose} />);
    const input = screen.getByLabelText('ملف العملاء');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('لم يُختر ملف');
    await user.tab();
    expect(input).toHaveFocus();

    await user.upload(input, new File(['a,b'], 'عملاء تشرين.csv'));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ name: 'عملاء تشرين.csv' }));
    expect(screen.getByText('عملاء تشرين.csv')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('عملاء تشرين.csv');
    expect(screen.queryByText('لم يُختر ملف')).not.toBeInTheDocument();
  });
});
