import { screen, waitFor, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

/** The size of a PNG data URL's image, from its IHDR chunk. */
function pngSize(dataUrl: string): { width: number; height: number } {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const ADDRESS = 'https://kahraba.example.com';

function setup(publicUrl: string | null = ADDRESS) {
  mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/app-config': {
      status: 200,
      body: { businessTimeZone: 'Asia/Beirut', publicUrl, publicUrlSource: publicUrl ? 'settings' : null },
    },
  });
  return renderApp('/qr-codes');
}

describe('the QR codes screen', () => {
  it('shows the two permanent codes for this site: registration and invoice look-up, 256 px', async () => {
    setup();

    const register = await screen.findByRole('img', { name: 'رمز QR: التسجيل كعميل جديد' });
    const portal = await screen.findByRole('img', { name: 'رمز QR: الاستعلام عن الفاتورة' });
    expect(screen.getByText(`${ADDRESS}/register`)).toBeInTheDocument();
    expect(screen.getByText(`${ADDRESS}/customer-portal`)).toBeInTheDocument();
    for (const image of [register, portal]) {
      const src = image.getAttribute('src')!;
      expect(pngSize(src)).toEqual({ width: 256, height: 256 });
      expect(image).toHaveAttribute('width', '256');
    }
  });

  it('points the codes at PUBLIC_URL, the address customers reach, when it is set', async () => {
    setup('https://kahraba.example.com');
    expect(
      await screen.findByText('تشير الرموز إلى العنوان العام: https://kahraba.example.com'),
    ).toBeInTheDocument();
    expect(screen.getByText('https://kahraba.example.com/register')).toBeInTheDocument();
    expect(screen.getByText('https://kahraba.example.com/customer-portal')).toBeInTheDocument();
    const portal = await screen.findByRole('img', { name: 'رمز QR: الاستعلام عن الفاتورة' });
    const expected = await QRCode.toDataURL('https://kahraba.example.com/customer-portal', {
      errorCorrectionLevel: 'H',
      width: 256,
      margin: 4,
      color: { dark: '#000000', light: '#ffffff' },
    });
    await waitFor(() => expect(portal.getAttribute('src')).toBe(expected));
    expect(screen.queryByText(/لم يُضبط العنوان العام/)).not.toBeInTheDocument();
  });

  it('offers no code with this machine’s own address while the public address is unset, and says where to set it', async () => {
    // jsdom browses from http://localhost, which no customer's phone opens (docs/public-address.md).
    setup(null);
    const alert = (await screen.findByText(/لم يُحدَّد عنوان الموقع الذي يفتحه العملاء بعد/)).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent('http://localhost');
    expect(within(alert).getByRole('link', { name: 'تحديد العنوان في الإعدادات' })).toHaveAttribute(
      'href',
      '/settings/company',
    );
    expect(screen.queryByRole('img', { name: /^رمز QR/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/localhost\/customer-portal/)).not.toBeInTheDocument();
  });

  it('encodes each address with error correction H and the standard quiet zone of 4 modules', async () => {
    setup();
    const register = await screen.findByRole('img', { name: 'رمز QR: التسجيل كعميل جديد' });
    const expected = await QRCode.toDataURL(`${ADDRESS}/register`, {
      errorCorrectionLevel: 'H',
      width: 256,
      margin: 4,
      color: { dark: '#000000', light: '#ffffff' },
    });
    expect(register.getAttribute('src')).toBe(expected);
    const lowCorrection = await QRCode.toDataURL(`${ADDRESS}/register`, {
      errorCorrectionLevel: 'L',
      width: 256,
      margin: 4,
      color: { dark: '#000000', light: '#ffffff' },
    });
    expect(register.getAttribute('src')).not.toBe(lowCorrection);
  });

  it('downloads a 512 px PNG named for the code', async () => {
    const { user } = setup();
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    try {
      const download = await screen.findByRole('button', {
        name: 'تنزيل رمز الاستعلام عن الفاتورة بصيغة PNG',
      });
      await waitFor(() => expect(download).toBeEnabled());
      await user.click(download);
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0].download).toBe('qr-customer-portal.png');
      expect(pngSize(clicked[0].href)).toEqual({ width: 512, height: 512 });
    } finally {
      click.mockRestore();
    }
  });

  it('prints one code alone: the other card is kept off the paper while printing', async () => {
    const { user } = setup();
    let hiddenWhilePrinting: boolean | undefined;
    const print = jest.fn(() => {
      const other = screen.getByRole('heading', { name: 'الاستعلام عن الفاتورة' }).closest('.col');
      hiddenWhilePrinting = other?.classList.contains('d-print-none');
    });
    window.print = print;
    const button = await screen.findByRole('button', { name: 'طباعة رمز التسجيل كعميل جديد' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    expect(hiddenWhilePrinting).toBe(true);
    expect(
      within(screen.getByRole('heading', { name: 'التسجيل كعميل جديد' }).closest('.col')!).getByRole('img'),
    ).toBeInTheDocument();
  });
});
