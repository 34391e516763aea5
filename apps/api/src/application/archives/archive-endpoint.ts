/** The path segment of a system's live table (spec 001 §7): ampere-records, else <system>-customers. */
export function archiveEndpointOf(system: string): string {
  return system === 'ampere' ? 'ampere-records' : `${system}-customers`;
}
