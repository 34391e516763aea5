import { compareBoxes } from '@kahraba/billing-domain';

/**
 * The round walks the boxes in the order every list and print of the app uses (compareBoxes: whole
 * numbers by value, then other boxes such as "10a", then none); within a box, the order the store gave
 * (the saved order). The sort is stable, so that order is kept.
 */
export function inWalkingOrder<T extends { box: string | null }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => compareBoxes(a.box, b.box));
}
