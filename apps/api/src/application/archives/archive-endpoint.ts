/**
 * The path segment of a system's live table (docs/developer-guide.md#the-api-keeps-the-specs-paths):
 * ampere-records, else <system>-customers.
 */
export function archiveEndpointOf(system: string): string {
  return system === 'ampere' ? 'ampere-records' : `${system}-customers`;
}
