/**
 * Explicit bidi formatting characters: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069), and the invisible marks LRM, RLM and ALM (U+200E, U+200F, U+061C).
 *
 * An override turns what follows it around on screen, on an invoice and in a spreadsheet
 * ('Trojan Source', CVE-2021-42574), and one left unclosed reorders the rest of the line it is
 * printed on. The marks cannot reorder a word, but they are invisible: two names that look alike
 * would differ to search and to the duplicate check. Our pages and invoices set the direction
 * themselves, so names and addresses lose nothing without them. The joiners (U+200C ZWNJ,
 * U+200D ZWJ) are spelling, not direction, and stay.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/**
 * Text a person typed and others will read (names, addresses), without bidi controls
 * (docs/public-endpoints.md).
 */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
