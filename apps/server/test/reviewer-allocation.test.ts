// The reviewer allocation's properties over many random class sizes (0…200) and reviews per student
// (1…5): exact counts both ways, never oneself, no pair twice, deterministic, input order irrelevant.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { allocateReviewers, anonymousLabel } from "../src/assignment/reviewer-allocation.js";

/** A pool of distinct user ids (a class of 0…200 submitting students). */
const pool = fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 0, maxLength: 200 });
const k = fc.integer({ min: 1, max: 5 });
const seed = fc.integer({ min: 1, max: 2_147_483_647 });

const countBy = (values: number[]) => {
  const out = new Map<number, number>();
  for (const v of values) out.set(v, (out.get(v) ?? 0) + 1);
  return out;
};

describe("allocateReviewers", () => {
  it("gives every submission exactly min(k, n−1) reviewers and every reviewer the same load", () => {
    fc.assert(
      fc.property(pool, k, seed, (ids, perStudent, s) => {
        const expected = ids.length < 2 ? 0 : Math.min(perStudent, ids.length - 1);
        const rows = allocateReviewers(ids, perStudent, s);
        expect(rows).toHaveLength(ids.length * expected);
        const received = countBy(rows.map((r) => r.revieweeId));
        const given = countBy(rows.map((r) => r.reviewerId));
        for (const id of ids) {
          expect(received.get(id) ?? 0).toBe(expected);
          expect(given.get(id) ?? 0).toBe(expected);
        }
        // Nobody outside the pool appears.
        const all = new Set(ids);
        for (const r of rows) expect(all.has(r.reviewerId) && all.has(r.revieweeId)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("never lets anyone review themselves, never pairs the same two twice, labels each list A, B, …", () => {
    fc.assert(
      fc.property(pool, k, seed, (ids, perStudent, s) => {
        const rows = allocateReviewers(ids, perStudent, s);
        const pairs = new Set<string>();
        for (const r of rows) {
          expect(r.reviewerId).not.toBe(r.revieweeId);
          const key = `${r.reviewerId}>${r.revieweeId}`;
          expect(pairs.has(key)).toBe(false);
          pairs.add(key);
        }
        const byReviewer = new Map<number, string[]>();
        for (const r of rows) byReviewer.set(r.reviewerId, [...(byReviewer.get(r.reviewerId) ?? []), r.label]);
        for (const labels of byReviewer.values()) expect(labels).toEqual(labels.map((_, i) => anonymousLabel(i)));
      }),
      { numRuns: 300 },
    );
  });

  it("answers the same for the same pool and seed, whatever the order of the pool", () => {
    fc.assert(
      fc.property(
        pool.chain((ids) => fc.tuple(fc.constant(ids), fc.shuffledSubarray(ids, { minLength: ids.length }))),
        k,
        seed,
        ([ids, shuffled], perStudent, s) => {
          const first = allocateReviewers(ids, perStudent, s);
          expect(allocateReviewers(ids, perStudent, s)).toEqual(first);
          expect(allocateReviewers(shuffled, perStudent, s)).toEqual(first);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("shuffles by the seed: two assignments of the same class get different allocations", () => {
    const ids = Array.from({ length: 30 }, (_, i) => i + 1);
    const a = allocateReviewers(ids, 2, 101);
    const b = allocateReviewers(ids, 2, 102);
    expect(a).not.toEqual(b);
    // Not merely the user-id order: someone reviews a person other than the next id.
    expect(a.some((r) => r.label === "同学 A" && r.revieweeId !== (r.reviewerId % 30) + 1)).toBe(true);
  });

  it("gives no reviews to a pool of one or none, and caps k at n − 1 for tiny classes", () => {
    expect(allocateReviewers([], 3, 1)).toEqual([]);
    expect(allocateReviewers([7], 3, 1)).toEqual([]);
    const two = allocateReviewers([7, 9], 5, 1);
    expect(two.map((r) => [r.reviewerId, r.revieweeId]).sort()).toEqual([
      [7, 9],
      [9, 7],
    ]);
  });

  it("names labels 同学 A … 同学 Z, then 同学 AA", () => {
    expect([0, 1, 25, 26, 27].map(anonymousLabel)).toEqual(["同学 A", "同学 B", "同学 Z", "同学 AA", "同学 AB"]);
  });
});
