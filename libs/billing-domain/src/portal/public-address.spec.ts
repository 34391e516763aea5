import { httpAddressOf, isLoopbackAddress, readPublicAddress } from './public-address';

describe('the public address customers reach', () => {
  it.each([
    [' https://kahraba.example.com/ ', 'https://kahraba.example.com'],
    ['http://10.0.0.5:3000', 'http://10.0.0.5:3000'],
    ['https://example.com/kahraba/', 'https://example.com/kahraba'],
  ])('keeps %j as %s', (typed, kept) => {
    expect(readPublicAddress(typed)).toBe(kept);
  });

  it.each([
    ['', 'PUBLIC_ADDRESS_REQUIRED'],
    ['   ', 'PUBLIC_ADDRESS_REQUIRED'],
    ['kahraba.example.com', 'PUBLIC_ADDRESS_INVALID'],
    ['ftp://kahraba.example.com', 'PUBLIC_ADDRESS_INVALID'],
    ['https://kahraba.example.com/?a=1', 'PUBLIC_ADDRESS_INVALID'],
    ['https://user@kahraba.example.com', 'PUBLIC_ADDRESS_INVALID'],
    ['http://127.0.0.1:3101', 'PUBLIC_ADDRESS_LOOPBACK'],
    ['http://localhost:3000', 'PUBLIC_ADDRESS_LOOPBACK'],
    ['http://[::1]:3000', 'PUBLIC_ADDRESS_LOOPBACK'],
    [`https://${'a'.repeat(200)}.com`, 'PUBLIC_ADDRESS_TOO_LONG'],
  ])('refuses %j in Arabic (%s)', (typed, code) => {
    expect(() => readPublicAddress(typed)).toThrow(
      expect.objectContaining({ code, message: expect.stringMatching(/[\u0600-\u06FF]/) }),
    );
  });

  it('tells an address of this machine from one a phone can open', () => {
    expect(isLoopbackAddress('http://127.0.0.1:3101')).toBe(true);
    expect(isLoopbackAddress('http://localhost')).toBe(true);
    expect(isLoopbackAddress('http://192.168.1.20:3000')).toBe(false);
    expect(isLoopbackAddress('https://kahraba.example.com')).toBe(false);
    expect(isLoopbackAddress('not an address')).toBe(false);
  });

  it('reads an http(s) address or nothing', () => {
    expect(httpAddressOf('https://a.example/')).toBe('https://a.example');
    expect(httpAddressOf('mailto:a@b.c')).toBeNull();
  });
});
