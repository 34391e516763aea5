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

/** Back to a JS number, refusing anything JSON and the database could not carry exactly. */
export function toSafeNumber(value: bigint): number | null {
  const limit = BigInt(Number.MAX_SAFE_INTEGER);
  if (value > limit || value < -limit) return null;
  return Number(value);
}
