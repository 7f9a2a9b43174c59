// Assignment factories for stories, typed by the contract, and the rules of the shapes file the story
// handlers keep: auto-marking of choice questions, the final score, the statistics bands, the
// deterministic reviewer allocation and the stage order.
import type { Schemas } from "./contract-types";

type Assignment = Schemas["Assignment"];
type Question = Schemas["AssignmentQuestion"];
type Submission = Schemas["AssignmentSubmission"];
type Student = Schemas["ClassStudent"];
type Stage = Schemas["AssignmentStage"];

/** A peer review allocated to a reviewer (given once `score` is set). */
interface MockReview {
  assignmentId: number;
  reviewerId: number;
  revieweeId: number;
  /** The reviewee's label for the reviewer (同学 A… when anonymous). */
  label: string;
  score: number | null;
  criteria: Schemas["RubricScore"][];
  comment: string;
  submitTime: number | null;
}

/** A running (or ended) big-screen cast. */
interface MockCast {
  screenId: string;
  assignmentId: number;
  userId: number | null;
  showGrade: boolean;
  version: number;
  startTime: number;
  ended: boolean;
}

/** The assignment part of the mock classroom. */
interface MockAssignments {
  /** Assignments as the teacher sees them (right answers included). */
  assignments: Assignment[];
  /** Submissions and drafts (status 0 with draft true). */
  submissions: Submission[];
  reviews: MockReview[];
  casts: MockCast[];
  /** Whose view the shared calls (get, submission/detail) answer: the teacher's or the student's. */
  viewer: "teacher" | "student";
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The stage names the server uses in its messages. */
const STAGE_NAMES: Record<Stage, string> = {
  draft: "草稿",
  published: "已发布",
  peerReview: "互评中",
  grade: "批改中",
  final: "已公布成绩",
  closed: "已结束",
};

/** The five questions of the default assignment: single, multiple, true/false, text, file. */
function assignmentQuestions(): Question[] {
  return [
    {
      id: 41,
      sort: 1,
      type: 1,
      title: "函数 y = x² 在 (0, +∞) 上的单调性是？",
      options: ["单调递增", "单调递减", "先增后减", "不单调"],
      answer: "0",
      score: 10,
    },
    {
      id: 42,
      sort: 2,
      type: 2,
      title: "下列函数中，在 R 上单调递增的有？",
      options: ["y = 2x + 1", "y = x³", "y = -x", "y = eˣ"],
      answer: "0,1,3",
      score: 20,
    },
    {
      id: 43,
      sort: 3,
      type: 3,
      title: "单调递增函数的图像一定经过原点。",
      options: ["正确", "错误"],
      answer: "1",
      score: 10,
    },
    {
      id: 44,
      sort: 4,
      type: 4,
      title: "用定义证明 f(x) = 2x + 1 在 R 上单调递增。",
      options: [],
      answer: "任取 x₁ < x₂，f(x₁) − f(x₂) = 2(x₁ − x₂) < 0，所以 f 单调递增。",
      score: 40,
    },
    { id: 45, sort: 5, type: 5, title: "上传你画的 y = x² 的图像（拍照或 PDF）。", options: [], answer: "", score: 20 },
  ];
}

/** An assignment of session 7, published with a deadline tomorrow and peer review on (override any
 * field; times are relative to now). */
function assignment(over: Partial<Assignment> = {}): Assignment {
  const now = Date.now();
  const questions = over.questions ?? assignmentQuestions();
  const deadline = now + DAY;
  return {
    id: 61,
    courseItemId: 7,
    courseName: "高一数学",
    title: "函数的单调性 练习",
    description: "<p>完成下列各题，第 4 题写出完整的证明过程。</p>",
    deadline,
    peerReview: true,
    stage: "published",
    totalScore: questions.reduce((sum, q) => sum + q.score, 0),
    submittedCount: 0,
    studentCount: 6,
    createTime: now - DAY,
    latePolicy: "penalty",
    latePenalty: 10,
    peerReviewSettings: {
      reviewsPerStudent: 2,
      anonymous: true,
      reviewDeadline: deadline + 2 * DAY,
      weight: 20,
      rubric: [
        { id: 1, title: "思路清晰", description: "步骤完整、推理严谨", points: 6 },
        { id: 2, title: "书写规范", description: "符号与格式正确", points: 4 },
      ],
    },
    teacherName: "王老师",
    questions,
    ...over,
  };
}

/** The stored answer of a chosen option set ("0,2"). */
const chosen = (options: number[]) => [...options].sort((a, b) => a - b).join(",");

/** Marks a choice or true/false answer: full points when the chosen set equals the right one, else 0;
 * null for text and file questions (they wait for the teacher). */
function autoMark(q: Question, options: number[]): number | null {
  if (q.type === 4 || q.type === 5) return null;
  return chosen(options) === q.answer ? q.score : 0;
}

/** The answers a student gives: the right ones by default, or wrong choices when `right` is false. */
function answersFor(a: Assignment, right = true): Submission["answers"] {
  return a.questions.map((q) => {
    const rightOptions = q.answer ? q.answer.split(",").map(Number) : [];
    const options = q.type <= 3 ? (right ? rightOptions : [(rightOptions[0] ?? 0) === 0 ? 1 : 0]) : [];
    return {
      questionId: q.id,
      content: q.type === 4 ? "任取 x₁ < x₂，作差得 f(x₁) − f(x₂) = 2(x₁ − x₂) < 0，所以单调递增。" : "",
      options,
      fileUrls: q.type === 5 ? ["/files/assignment/graph-1.jpg"] : [],
      score: autoMark(q, options),
    };
  });
}

/** A student's submission of `a` (status 1, submitted an hour ago, choice questions marked). */
function submission(a: Assignment, who: Student, over: Partial<Submission> = {}): Submission {
  return {
    id: 700 + who.userId,
    assignmentId: a.id,
    userId: who.userId,
    nickname: who.nickname,
    status: 1,
    submitTime: Date.now() - HOUR,
    answers: answersFor(a),
    grade: null,
    peerReviewScore: null,
    finalScore: null,
    comment: "",
    late: false,
    draft: false,
    peerReviews: [],
    finalOverridden: false,
    ...over,
  };
}

/** A submission graded by the teacher: every question scored (text and file at `share` of full points). */
function graded(a: Assignment, s: Submission, share = 0.8): Submission {
  const answers = s.answers.map((answer) => {
    const q = a.questions.find((x) => x.id === answer.questionId);
    const score = answer.score ?? Math.round((q?.score ?? 0) * share);
    return { ...answer, score };
  });
  return {
    ...s,
    answers,
    status: 2,
    grade: answers.reduce((sum, x) => sum + (x.score ?? 0), 0),
    comment: "步骤清楚。",
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The final score of a graded submission by the rule of the shapes file; null when ungraded. */
function finalScore(a: Assignment, s: Submission): number | null {
  if (s.grade === null) return null;
  const w = a.peerReview ? (a.peerReviewSettings?.weight ?? 0) : 0;
  const base = s.peerReviewScore === null ? s.grade : (s.grade * (100 - w)) / 100 + (s.peerReviewScore * w) / 100;
  const penalty = s.late && a.latePolicy === "penalty" ? a.latePenalty : 0;
  return round1((base * (100 - penalty)) / 100);
}

/** The mean of the given review scores scaled from the rubric's total to the assignment's; null without. */
function peerAverage(a: Assignment, reviews: MockReview[], userId: number): number | null {
  const given = reviews.filter((r) => r.assignmentId === a.id && r.revieweeId === userId && r.score !== null);
  const rubricTotal = (a.peerReviewSettings?.rubric ?? []).reduce((sum, c) => sum + c.points, 0);
  if (given.length === 0 || rubricTotal === 0) return null;
  const mean = given.reduce((sum, r) => sum + (r.score ?? 0), 0) / given.length;
  return round1((mean / rubricTotal) * a.totalScore);
}

/** A PRNG seeded by a number (mulberry32), for the deterministic shuffle. */
function prng(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Allocates reviewers over the pool: ordered by userId, shuffled by the assignment id, reviewer i
 * reviews i+1 … i+k (mod n), k = min(reviewsPerStudent, n − 1). */
function allocateReviews(a: Assignment, pool: Submission[]): MockReview[] {
  const random = prng(a.id);
  const order = pool.map((s) => s.userId).sort((x, y) => x - y);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const n = order.length;
  const k = Math.min(a.peerReviewSettings?.reviewsPerStudent ?? 0, n - 1);
  const anonymous = a.peerReviewSettings?.anonymous ?? true;
  const reviews: MockReview[] = [];
  order.forEach((reviewerId, i) => {
    for (let step = 1; step <= k; step++) {
      const revieweeId = order[(i + step) % n] as number;
      const name = pool.find((s) => s.userId === revieweeId)?.nickname ?? "";
      reviews.push({
        assignmentId: a.id,
        reviewerId,
        revieweeId,
        label: anonymous ? `同学 ${String.fromCharCode(64 + step)}` : name,
        score: null,
        criteria: [],
        comment: "",
        submitTime: null,
      });
    }
  });
  return reviews;
}

const BANDS = ["0–59%", "60–69%", "70–79%", "80–89%", "90–100%"];

/** The statistics of an assignment from its submissions, as the contract shapes them. */
function assignmentStatistics(
  a: Assignment,
  subs: Submission[],
  studentCount: number,
): Schemas["AssignmentStatistics"] {
  const submitted = subs.filter((s) => s.assignmentId === a.id && s.status !== 0);
  const scores = submitted.map((s) => s.finalScore ?? s.grade).filter((x): x is number => x !== null);
  const band = (score: number) => {
    const p = a.totalScore === 0 ? 0 : (score / a.totalScore) * 100;
    return p >= 90 ? 4 : p >= 80 ? 3 : p >= 70 ? 2 : p >= 60 ? 1 : 0;
  };
  const both = submitted.filter((s) => s.grade !== null && s.peerReviewScore !== null);
  const diffs = both.map((s) => Math.abs((s.grade ?? 0) - (s.peerReviewScore ?? 0)));
  return {
    assignmentId: a.id,
    studentCount,
    submittedCount: submitted.length,
    gradedCount: submitted.filter((s) => s.status === 2).length,
    lateCount: submitted.filter((s) => s.late).length,
    totalScore: a.totalScore,
    averageScore: scores.length ? round1(scores.reduce((x, y) => x + y, 0) / scores.length) : null,
    maxScore: scores.length ? Math.max(...scores) : null,
    minScore: scores.length ? Math.min(...scores) : null,
    distribution: BANDS.map((label, i) => ({ label, count: scores.filter((s) => band(s) === i).length })),
    questions: a.questions.map((q) => {
      const answers = submitted.map((s) => s.answers.find((x) => x.questionId === q.id)).filter((x) => x !== undefined);
      const marked = answers.map((x) => x.score).filter((x): x is number => x !== null);
      return {
        questionId: q.id,
        title: q.title,
        type: q.type,
        answeredCount: answers.length,
        correctRate:
          q.type <= 3 && answers.length > 0 ? answers.filter((x) => x.score === q.score).length / answers.length : null,
        averageScore: marked.length ? round1(marked.reduce((x, y) => x + y, 0) / marked.length) : null,
      };
    }),
    peerAgreement: both.length
      ? {
          pairs: both.length,
          meanAbsoluteDifference: round1(diffs.reduce((x, y) => x + y, 0) / diffs.length),
          withinTenPercent: diffs.filter((d) => d <= a.totalScore * 0.1).length / diffs.length,
        }
      : null,
  };
}

/** No assignments yet. */
function mockAssignments(over: Partial<MockAssignments> = {}): MockAssignments {
  return { assignments: [], submissions: [], reviews: [], casts: [], viewer: "teacher", ...over };
}

export {
  allocateReviews,
  answersFor,
  assignment,
  assignmentQuestions,
  assignmentStatistics,
  autoMark,
  DAY,
  finalScore,
  graded,
  HOUR,
  mockAssignments,
  peerAverage,
  STAGE_NAMES,
  submission,
};
export type { MockAssignments, MockReview };
