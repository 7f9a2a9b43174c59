/**
 * Divides and keeps two decimals, rounding down (toward zero), as the spec's divide helper does.
 * Division by zero gives 0 rather than Infinity, which is what a score or rate display wants.
 */
function divide(dividend: number, divisor: number): number {
  if (!divisor || !Number.isFinite(dividend) || !Number.isFinite(divisor)) return 0;
  // Work on a rounded-to-10-decimals value first so that 0.29 * 100 style float noise does not
  // drop a cent (e.g. 1.15 / 1 stays 1.15, not 1.14).
  const raw = Number((dividend / divisor).toFixed(10));
  return Math.trunc(Number((raw * 100).toFixed(8))) / 100;
}

export { divide };
