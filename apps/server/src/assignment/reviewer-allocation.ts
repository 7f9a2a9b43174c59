// Who reviews whom (the shapes file's rule, as Canvas assigns peer reviewers): the pool ordered by user
// id, shuffled with a PRNG seeded by the assignment id, and reviewer i reviews i+1 … i+k (mod n). So every
// submission gets exactly k = min(reviewsPerStudent, n − 1) reviewers, every reviewer does exactly k,
// nobody reviews themselves and no pair occurs twice; the same pool and seed always give the same answer.

/** One allocated review: `label` is the reviewee's anonymous name for this reviewer (同学 A, 同学 B, …). */
export interface ReviewAllocation {
  reviewerId: number;
  revieweeId: number;
  label: string;
}

/** mulberry32: a small, well-distributed 32-bit PRNG; returns floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The anonymous label of the `index`-th (0-based) reviewee in a reviewer's list: 同学 A, …, 同学 Z, 同学 AA, … */
export function anonymousLabel(index: number): string {
  let n = index;
  let letters = "";
  do {
    letters = String.fromCharCode(65 + (n % 26)) + letters;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return `同学 ${letters}`;
}

/** Allocates reviewers over the pool (user ids of the submissions that take part), deterministically. */
export function allocateReviewers(
  pool: readonly number[],
  reviewsPerStudent: number,
  seed: number,
): ReviewAllocation[] {
  const order = [...new Set(pool)].sort((a, b) => a - b);
  const n = order.length;
  const k = Math.min(Math.max(0, Math.floor(reviewsPerStudent)), n - 1);
  if (n < 2 || k < 1) return [];
  const random = mulberry32(seed);
  // Fisher–Yates, from the end: every permutation equally likely for a uniform PRNG.
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const out: ReviewAllocation[] = [];
  for (let i = 0; i < n; i++)
    for (let step = 1; step <= k; step++)
      out.push({ reviewerId: order[i]!, revieweeId: order[(i + step) % n]!, label: anonymousLabel(step - 1) });
  return out;
}
