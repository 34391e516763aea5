/** Where the address customers reach comes from: the environment (PUBLIC_URL), the settings, or nowhere yet. */
type PublicAddressSource = 'environment' | 'settings' | null;

export interface PublicAddress {
  /** The address, without a trailing slash; null until set (docs/public-address.md). */
  readonly publicUrl: string | null;
  readonly source: PublicAddressSource;
}
