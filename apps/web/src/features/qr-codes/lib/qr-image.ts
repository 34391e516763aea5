import QRCode from 'qrcode';

/** Error correction H (the code still reads with 30% of it damaged or covered;
 * docs/screens.md#administration-screens). */
const QR_ERROR_CORRECTION = 'H';
/** 256 px on screen, 512 px in the downloaded PNG. */
export const QR_SCREEN_SIZE = 256;
export const QR_DOWNLOAD_SIZE = 512;
/** ISO/IEC 18004: a quiet zone of 4 modules around the code, so printed codes read reliably. */
const QR_QUIET_ZONE_MODULES = 4;

/** The code of `url` as a PNG data URL, `size` pixels square (quiet zone included). */
export function qrImage(url: string, size: number): Promise<string> {
  return QRCode.toDataURL(url, {
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    width: size,
    margin: QR_QUIET_ZONE_MODULES,
    type: 'image/png',
    color: { dark: '#000000', light: '#ffffff' },
  });
}
