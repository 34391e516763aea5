import { InvalidInputError } from '../errors/invalid-input.error';

/** The longest public address we keep: an address, not a document. */
export const PUBLIC_ADDRESS_MAX_LENGTH = 200;

const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0|\[::\])$/i;

/**
 * The address customers reach the portal and registration at (docs/public-address.md), as typed in
 * the settings: an absolute http(s) address, without query, fragment or credentials, kept without a
 * trailing slash. An address of this machine itself (localhost, 127.0.0.1) reaches no customer and
 * is refused.
 */
export function readPublicAddress(typed: string): string {
  const text = String(typed).trim();
  if (text === '')
    throw new InvalidInputError('اكتب عنوان الموقع كما يفتحه العملاء', 'PUBLIC_ADDRESS_REQUIRED');
  if (text.length > PUBLIC_ADDRESS_MAX_LENGTH) {
    throw new InvalidInputError('عنوان الموقع طويل جداً', 'PUBLIC_ADDRESS_TOO_LONG');
  }
  const address = httpAddressOf(text);
  if (address === null) {
    throw new InvalidInputError(
      `«${text}» ليس عنوان موقع؛ اكتبه كاملاً مثل https://kahraba.example.com`,
      'PUBLIC_ADDRESS_INVALID',
    );
  }
  if (isLoopbackAddress(address)) {
    throw new InvalidInputError(
      `«${text}» عنوان هذا الجهاز نفسه ولا يصل إليه العملاء؛ اكتب العنوان الذي يفتحونه من هواتفهم`,
      'PUBLIC_ADDRESS_LOOPBACK',
    );
  }
  return address;
}

/** An absolute http(s) address without query, fragment or credentials, without its trailing slash; else null. */
export function httpAddressOf(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username) {
    return null;
  }
  return url.toString().replace(/\/+$/, '');
}

/** Whether an address names this machine itself (a link a customer's phone cannot open). */
export function isLoopbackAddress(address: string): boolean {
  try {
    return LOOPBACK_HOSTS.test(new URL(address).hostname);
  } catch {
    return false;
  }
}
