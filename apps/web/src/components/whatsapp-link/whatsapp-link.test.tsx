import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BUSINESS_TIME_ZONE, whatsAppLink } from '@kahraba/billing-domain';
import { statementFixture } from '../../test/statement-fixtures';
import { invoiceWhatsAppTextOf, WhatsAppLink, WhatsAppStatementButton } from '.';
import { applySettings } from '../../lib/app-settings';
import { TEST_PUBLIC_ADDRESS, withPublicAddress } from '../../test/public-address';

// Messages sent out carry the portal's link at the address customers reach.
withPublicAddress();

const lbpDue = (totalDue: number) => ({ ...statementFixture().lbp, totalDue });

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
  it("says the statement's customer and invoice numbers, month, total due in dollars and pounds, and the portal link", () => {
    const text = invoiceWhatsAppTextOf(
      statementFixture({
        name: 'سمير',
        monthLabel: 'كانون الأول 2026',
        totalDue: 45.5,
        lbp: lbpDue(4_072_250),
      }),
    );
    expect(text).toContain('مرحباً سمير،');
    expect(text).toContain('رقم المشترك: 1000');
    expect(text).toContain('رقم الفاتورة: INV-1000-2026');
    expect(text).toContain('فاتورة الكهرباء لشهر كانون الأول 2026.');
    expect(text).toContain('$45.5 (4,072,250 ل.ل)');
    expect(text).toContain(`${TEST_PUBLIC_ADDRESS}/customer-portal`);
  });
});

describe('invoiceWhatsAppTextOf without an address customers reach (docs/public-address.md)', () => {
  beforeEach(() =>
    applySettings({ businessTimeZone: DEFAULT_BUSINESS_TIME_ZONE, publicUrl: null, publicUrlSource: null }),
  );

  it('goes without a link rather than with this machine’s own address', () => {
    const text = invoiceWhatsAppTextOf({ ...statementFixture(), name: 'سمير' });
    expect(text).toContain('مرحباً سمير،');
    expect(text).not.toContain('localhost');
    expect(text).not.toContain('/customer-portal');
  });
});

describe('WhatsAppStatementButton', () => {
  const mobile = statementFixture({ phone: '+96171123456', whatsApp: true });
  function fakeTab() {
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    return tab;
  }
  afterEach(() => jest.restoreAllMocks());

  it('reads the statement on a click and points the tab it opened at the invoice message', async () => {
    const tab = fakeTab();
    const loadStatement = jest.fn(async () => mobile);
    render(
      <WhatsAppStatementButton phone="+96171123456" name="سمير" layout="row" loadStatement={loadStatement} />,
    );
    const button = screen.getByRole('button', { name: 'واتساب' });
    expect(button).toHaveAttribute('title', 'إرسال رسالة واتساب إلى سمير');
    await userEvent.click(button);
    await waitFor(() =>
      expect(tab.location.href).toBe(whatsAppLink('+96171123456', invoiceWhatsAppTextOf(mobile))),
    );
    expect(loadStatement).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
  });

  it('is not shown without a phone or for a landline', () => {
    const { container, rerender } = render(
      <WhatsAppStatementButton phone={null} name="سمير" loadStatement={async () => mobile} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<WhatsAppStatementButton phone="+9611234567" name="سمير" loadStatement={async () => mobile} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('closes the tab when the statement says the phone is no longer a mobile', async () => {
    const tab = fakeTab();
    render(
      <WhatsAppStatementButton
        phone="+96171123456"
        name="سمير"
        loadStatement={async () => ({ ...mobile, phone: '+9611234567', whatsApp: false })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'واتساب' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('');
  });
});

describe('WhatsAppLink and landlines', () => {
  it('is not shown for a landline: WhatsApp lives on mobiles', () => {
    const { container } = render(<WhatsAppLink phone="+9611234567" text="x" />);
    expect(container).toBeEmptyDOMElement();
  });
});
