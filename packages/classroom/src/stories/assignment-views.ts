// The mock server's views of the assignment state, shared by the story handlers of both roles: an
// assignment as the teacher or the student sees it, the submissions, the reviews received, the big
// screen's view.
import type { Schemas } from "./contract-types";
import type { MockClassroom } from "./mock-classroom";
import { refusal } from "./mock-http";

type Assignment = Schemas["Assignment"];
type Submission = Schemas["AssignmentSubmission"];
type Stage = Schemas["AssignmentStage"];

/** The legal moves from each stage. */
const NEXT: Record<Stage, Stage[]> = {
  draft: ["published"],
  published: ["peerReview", "grade"],
  peerReview: ["grade"],
  grade: ["final"],
  final: ["closed"],
  closed: [],
};

function withQuestions(inputs: Schemas["AssignmentQuestionInput"][], firstId: number): Assignment["questions"] {
  return inputs.map((q, i) => ({
    id: q.id ?? firstId + i,
    sort: i + 1,
    type: q.type,
    title: q.title,
    options: q.type === 3 ? ["正确", "错误"] : (q.options ?? []),
    answer: q.answer ?? "",
    score: q.score,
  }));
}

function settingsOf(input: Schemas["PeerReviewSettingsInput"] | undefined, firstId: number) {
  if (!input) return null;
  return {
    reviewsPerStudent: input.reviewsPerStudent,
    anonymous: input.anonymous ?? true,
    reviewDeadline: input.reviewDeadline ?? null,
    weight: input.weight,
    rubric: input.rubric.map((c, i) => ({
      id: firstId + i,
      title: c.title,
      description: c.description ?? "",
      points: c.points,
    })),
  };
}

/** The views and lookups the assignment handlers share. */
function assignmentViews(state: MockClassroom) {
  const s = () => state.assignment;
  const find = (id: number) => s().assignments.find((a) => a.id === id);
  const notFound = (id: number) => refusal(`作业不存在：${id}`, 1_003_013_000);
  const submitted = (a: Assignment) => s().submissions.filter((x) => x.assignmentId === a.id && x.status !== 0);
  const basic = (a: Assignment): Schemas["AssignmentBasic"] => {
    const { questions: _questions, ...rest } = a;
    const mine = s().submissions.find((x) => x.assignmentId === a.id && x.userId === state.me.userId);
    return {
      ...rest,
      submittedCount: submitted(a).length,
      studentCount: state.students.length,
      ...(s().viewer === "student"
        ? {
            mySubmitted: Boolean(mine && mine.status !== 0),
            myDraft: Boolean(mine?.draft && mine.status === 0),
            myFinalScore: a.stage === "final" || a.stage === "closed" ? (mine?.finalScore ?? null) : null,
            myReviewsToDo: s().reviews.filter(
              (r) => r.assignmentId === a.id && r.reviewerId === state.me.userId && r.score === null,
            ).length,
          }
        : {}),
    };
  };
  const view = (a: Assignment): Assignment =>
    s().viewer === "teacher"
      ? { ...a, ...basic(a) }
      : { ...a, ...basic(a), questions: a.questions.map((q) => ({ ...q, answer: "" })) };
  const replace = (next: Submission) => {
    s().submissions = [
      ...s().submissions.filter((x) => !(x.assignmentId === next.assignmentId && x.userId === next.userId)),
      next,
    ];
  };
  const receivedReviews = (a: Assignment, userId: number): Schemas["PeerReview"][] =>
    s()
      .reviews.filter((r) => r.assignmentId === a.id && r.revieweeId === userId && r.score !== null)
      .map((r) => ({
        reviewerId: r.reviewerId,
        reviewerName: state.students.find((x) => x.userId === r.reviewerId)?.nickname ?? "",
        score: r.score ?? 0,
        criteria: r.criteria,
        comment: r.comment,
        submitTime: r.submitTime ?? 0,
      }));
  const placeholder = (a: Assignment, who: Schemas["ClassStudent"]): Submission => ({
    id: null,
    assignmentId: a.id,
    userId: who.userId,
    nickname: who.nickname,
    status: 0,
    submitTime: null,
    answers: [],
    grade: null,
    peerReviewScore: null,
    finalScore: null,
  });
  const castView = (cast: (typeof state.assignment.casts)[number]): Schemas["ScreenCastView"] | null => {
    const a = find(cast.assignmentId);
    if (!a) return null;
    const sub = s().submissions.find((x) => x.assignmentId === a.id && x.userId === cast.userId && x.status !== 0);
    return {
      screenId: cast.screenId,
      assignmentTitle: a.title,
      version: cast.version,
      nickname: sub?.nickname ?? null,
      questions: a.questions.map((q) => ({
        id: q.id,
        type: q.type,
        title: q.title,
        options: q.options,
        score: q.score,
        answer: sub?.answers.find((x) => x.questionId === q.id) ?? null,
      })),
      grade: cast.showGrade ? (sub?.grade ?? null) : null,
      comment: cast.showGrade ? (sub?.comment ?? null) : null,
    };
  };

  return { s, find, notFound, submitted, basic, view, replace, receivedReviews, placeholder, castView };
}

export { assignmentViews, NEXT, settingsOf, withQuestions };
