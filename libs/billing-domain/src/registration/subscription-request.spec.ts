import { DomainError } from '../errors/domain-error';
import { acceptSubscriptionRequest } from './subscription-request';

const valid = {
  name: ' سمير ',
  phone: '٠٣ ١٢٣٤٥٦',
  address: 'الحي',
  ampereRequested: 5,
  meterType: 'meter' as const,
};

function refusalCode(request: Parameters<typeof acceptSubscriptionRequest>[0]): string {
  try {
    acceptSubscriptionRequest(request);
  } catch (error) {
    if (error instanceof DomainError) return error.code;
  }
  throw new Error('the request was accepted');
}

describe('a request to subscribe', () => {
  it('removes bidi controls from the name and the address', () => {
    const request = acceptSubscriptionRequest({
      ...valid,
      name: '\u202Eسمير\u202C',
      address: '\u2067الحي\u2069',
    });
    expect(request).toMatchObject({ name: 'سمير', address: 'الحي' });
    expect(refusalCode({ ...valid, name: ' \u202E ' })).toBe('NAME_REQUIRED');
  });

  it('is trimmed and keeps the phone in ASCII digits', () => {
    const request = acceptSubscriptionRequest(valid);
    expect(request).toMatchObject({ name: 'سمير', phone: '03 123456', address: 'الحي', meterType: 'meter' });
    expect(request.ampereRequested.toNumber()).toBe(5);
  });

  it('needs a name, a phone and an address', () => {
    expect(refusalCode({ ...valid, name: '  ' })).toBe('NAME_REQUIRED');
    expect(refusalCode({ ...valid, phone: '' })).toBe('PHONE_REQUIRED');
    expect(refusalCode({ ...valid, address: ' ' })).toBe('ADDRESS_REQUIRED');
  });

  it('asks for at least one ampere', () => {
    expect(refusalCode({ ...valid, ampereRequested: 0.5 })).toBe('AMPERE_REQUESTED_REQUIRED');
    expect(acceptSubscriptionRequest({ ...valid, ampereRequested: 1 }).ampereRequested.toNumber()).toBe(1);
  });
});
