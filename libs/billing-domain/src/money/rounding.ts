/**
 * Exact integer division rounded half away from zero ("half up" as an accountant means it for
 * positive and negative amounts alike). Money never goes through floating point multiplication.
 */
export function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  if (twiceRemainder < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/**
 * A product of two integers computed in floating point is exact below this bound (2^52: a float
 * product under it cannot come from an exact product beyond 2^53).
 */
export const SAFE_PRODUCT = 2 ** 52;

/**
 * divideRoundingHalfUp for safe integers, without BigInt: % and dividing the exact multiple left
 * are exact for safe integers, so the result is the same to the unit.
 */
export function divideSafeRoundingHalfUp(numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  if (2 * Math.abs(remainder) < denominator) return quotient;
  return numerator < 0 ? quotient - 1 : quotient + 1;
}

/** Back to a JS number, refusing anything JSON and the database could not carry exactly. */
export function toSafeNumber(value: bigint): number | null {
  const limit = BigInt(Number.MAX_SAFE_INTEGER);
  if (value > limit || value < -limit) return null;
  return Number(value);
}
