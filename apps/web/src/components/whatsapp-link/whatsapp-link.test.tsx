import { render, screen } from '@testing-library/react';
import { invoiceWhatsAppTextOf, WhatsAppLink } from '.';

const hrefOf = (link: HTMLElement) => new URL(link.getAttribute('href') ?? '');

describe('WhatsAppLink', () => {
  it("opens a chat with the customer's number (no plus) in a new tab, the message typed", () => {
    render(<WhatsAppLink phone="+9613123456" text="مرحباً سمير" name="سمير" />);
    const link = screen.getByRole('link', { name: 'واتساب' });
    expect(hrefOf(link).origin + hrefOf(link).pathname).toBe('https://wa.me/9613123456');
    expect(hrefOf(link).searchParams.get('text')).toBe('مرحباً سمير');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAttribute('title', 'إرسال رسالة واتساب إلى سمير');
  });

  it('shows its label on a card and only the icon in a table row, named واتساب either way', () => {
    const { rerender } = render(<WhatsAppLink phone="+96171123456" text="x" layout="card" />);
    expect(screen.getByRole('link', { name: 'واتساب' })).toHaveTextContent('واتساب');
    rerender(<WhatsAppLink phone="+96171123456" text="x" layout="row" />);
    expect(screen.getByRole('link', { name: 'واتساب' })).toHaveTextContent('');
  });

  it('is not shown when the customer has no phone', () => {
    const { container } = render(<WhatsAppLink phone={null} text="x" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('invoiceWhatsAppTextOf', () => {
  it('says the month, the total due and the portal link of this server', () => {
    const text = invoiceWhatsAppTextOf({
      name: 'سمير',
      month: '2026-11',
      totalDue: 45.5,
      totalDueLbp: 4072250,
    });
    expect(text).toContain('مرحباً سمير،');
    expect(text).toContain('تشرين الثاني 2026');
    expect(text).toContain('$45.5 (4,072,250 ل.ل)');
    expect(text).toContain(`${window.location.origin}/customer-portal`);
  });

  it('takes a month already written out as it is', () => {
    expect(invoiceWhatsAppTextOf({ name: 'سمير', month: 'كانون الأول 2026', totalDue: 10 })).toContain(
      'فاتورة الكهرباء لشهر كانون الأول 2026.',
    );
  });
});

describe('WhatsAppLink and landlines (issue 22)', () => {
  it('is not shown for a landline: WhatsApp lives on mobiles', () => {
    const { container } = render(<WhatsAppLink phone="+9611234567" text="x" />);
    expect(container).toBeEmptyDOMElement();
  });
});
