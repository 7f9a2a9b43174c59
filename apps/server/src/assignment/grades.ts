// The numbers of an assignment, as pure functions: the final-score rule the interface states
// (最终成绩 = 教师评分 × (100 − w)% + 互评平均分 × w%（互评平均分按满分折算）；没有互评分时取教师评分；
// 迟交扣 p%), and the statistics (score bands, per-question correct rates, peer–teacher agreement).
import type { components } from "@smartclass/api";

import type { AnswerRow } from "../db/schema-assignment.js";
import { isChoice } from "./assignments.js";

type Statistics = components["schemas"]["AssignmentStatistics"];

/** Rounded to one decimal (half away from zero for the positive scores here). */
export const round1 = (x: number) => Math.round((x + Number.EPSILON) * 10) / 10;

/** A peer average on the rubric's points scaled to the assignment's full marks (null without one). */
export function scalePeer(average: number | null | undefined, rubricTotal: number, total: number): number | null {
  if (average === null || average === undefined || rubricTotal <= 0) return null;
  return (average / rubricTotal) * total;
}

export interface FinalInput {
  /** The teacher's grade (sum of the question scores). */
  teacher: number;
  /** The peer average scaled to full marks, or null when nobody reviewed. */
  peer: number | null;
  /** Percent of the final that comes from the peer average (0…100). */
  weight: number;
  /** Percent taken off (late under the penalty policy), else 0. */
  penalty: number;
}

/** The final score by the stated rule, rounded to one decimal. */
export function finalScoreOf({ teacher, peer, weight, penalty }: FinalInput): number {
  const mixed = peer === null ? teacher : (teacher * (100 - weight)) / 100 + (peer * weight) / 100;
  return round1((mixed * (100 - penalty)) / 100);
}

/** The labels of the five score bands. */
export const BANDS = ["0–59%", "60–69%", "70–79%", "80–89%", "90–100%"];

/** The band index of a score out of `total`. */
export function bandOf(score: number, total: number): number {
  const pct = total > 0 ? (score / total) * 100 : 100;
  if (pct < 60) return 0;
  if (pct >= 90) return 4;
  return Math.floor(pct / 10) - 5;
}

export interface StatisticsQuestion {
  id: number;
  type: number;
  title: string;
  score: number;
}

export interface StatisticsSubmission {
  answers: AnswerRow[];
  late: boolean;
  grade: number | null;
  finalScore: number | null;
  /** The peer average scaled to full marks, or null. */
  peer: number | null;
}

const round2 = (x: number) => Math.round((x + Number.EPSILON) * 100) / 100;
const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);
const orNull = (x: number | null) => (x === null ? null : round1(x));

/** An assignment's statistics over its submitted work (drafts left out by the caller). */
export function statisticsOf(
  assignmentId: number,
  questions: StatisticsQuestion[],
  submitted: StatisticsSubmission[],
  studentCount: number,
): Statistics {
  const total = questions.reduce((s, q) => s + q.score, 0);
  const scores = submitted
    .map((s) => s.finalScore ?? s.grade)
    .filter((x): x is number => x !== null && x !== undefined);
  const distribution = BANDS.map((label) => ({ label, count: 0 }));
  for (const x of scores) distribution[bandOf(x, total)]!.count += 1;
  const pairs = submitted.filter((s) => s.grade !== null && s.peer !== null);
  const differences = pairs.map((s) => Math.abs(s.peer! - s.grade!));
  return {
    assignmentId,
    studentCount,
    submittedCount: submitted.length,
    gradedCount: submitted.filter((s) => s.grade !== null).length,
    lateCount: submitted.filter((s) => s.late).length,
    totalScore: total,
    averageScore: orNull(mean(scores)),
    maxScore: scores.length ? Math.max(...scores) : null,
    minScore: scores.length ? Math.min(...scores) : null,
    distribution,
    questions: questions.map((q) => {
      const answers = submitted
        .map((s) => s.answers.find((a) => a.questionId === q.id))
        .filter((a): a is AnswerRow => Boolean(a));
      const marked = answers.map((a) => a.score).filter((x): x is number => x !== null);
      return {
        questionId: q.id,
        title: q.title,
        type: q.type,
        answeredCount: answers.length,
        correctRate:
          isChoice(q.type) && answers.length
            ? round2(answers.filter((a) => a.score !== null && a.score >= q.score).length / answers.length)
            : null,
        averageScore: orNull(mean(marked)),
      };
    }),
    peerAgreement: pairs.length
      ? {
          pairs: pairs.length,
          meanAbsoluteDifference: round1(mean(differences)!),
          withinTenPercent: round2(differences.filter((d) => d <= total * 0.1 + 1e-9).length / pairs.length),
        }
      : null,
  };
}
