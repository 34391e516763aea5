/** Search terms as LIKE patterns matching anywhere ('%term%'), the pattern characters escaped. */
export function likePatterns(terms: readonly string[]): string[] {
  return terms.map((term) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
