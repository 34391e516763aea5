/** How the invoice, the print sheet and the round name estimates and meter changes. */
export const READING_LABELS = Object.freeze({
  /** Printed beside an estimated reading. */
  estimated: 'تقدير',
  estimateCredit: 'خصم تصحيح التقدير',
  replacedMeter: 'استبدال العداد',
});

/** '1080 ← 5': the old meter's final reading, then the new meter's start. */
export function replacedMeterText(finalReading: string, newStartReading: string): string {
  return `القديم ${finalReading}، الجديد من ${newStartReading}`;
}

/** '1100 (تقدير)' for an estimate, the reading alone otherwise. */
export function readingText(reading: string, estimated: boolean): string {
  return estimated ? `${reading} (${READING_LABELS.estimated})` : reading;
}
