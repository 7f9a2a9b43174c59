// MSW handlers of the student's assignment calls, answering for `state.me`: the list (new / all), the
// own submission or draft, submitting (every question answered, late work as the policy says, choice
// questions marked at once), the peer reviews to do, and giving one (allocated reviewees only, every
// rubric criterion within its points).
import { http } from "msw";

import { assignmentViews } from "./assignment-views";
import type { Schemas } from "./contract-types";
import { autoMark, peerAverage } from "./mock-assignment";
import type { MockClassroom } from "./mock-classroom";
import { BASE, numberParam, ok, page, refusal, seen } from "./mock-http";

type Submission = Schemas["AssignmentSubmission"];

/** The handlers of studentAssignmentHandlers. */
function studentAssignmentHandlers(state: MockClassroom) {
  const { s, find, notFound, submitted, basic, replace, receivedReviews } = assignmentViews(state);
  return [
    http.get(`${BASE}/teach/assignment/student/list`, async ({ request }) => {
      const filter = new URL(request.url).searchParams.get("filter") ?? "all";
      const refused = await seen(state, "studentAssignmentPage", filter);
      if (refused) return refused;
      const visible = s()
        .assignments.filter((a) => a.stage !== "draft")
        .map(basic);
      const list = filter === "new" ? visible.filter((a) => !a.mySubmitted && a.stage === "published") : visible;
      return ok(page(request, list));
    }),
    http.get(`${BASE}/teach/assignment/record`, async ({ request }) => {
      const id = numberParam(request, "assignmentId");
      const refused = await seen(state, "mySubmission", String(id));
      if (refused) return refused;
      const a = find(id);
      if (!a) return notFound(id);
      const mine = s().submissions.find((x) => x.assignmentId === id && x.userId === state.me.userId) ?? null;
      if (!mine) return ok(null);
      const published = a.stage === "final" || a.stage === "closed";
      return ok(
        published
          ? {
              ...mine,
              peerReviews: receivedReviews(a, mine.userId).map((r) =>
                a.peerReviewSettings?.anonymous ? { ...r, reviewerId: null, reviewerName: "同学" } : r,
              ),
            }
          : { ...mine, grade: null, finalScore: null, peerReviewScore: null, comment: "", peerReviews: [] },
      );
    }),
    http.post(`${BASE}/teach/assignment/record`, async ({ request }) => {
      const id = numberParam(request, "assignmentId");
      const body = (await request.json()) as Schemas["AssignmentSubmit"];
      const refused = await seen(state, "submitAssignment", body.draft ? "draft" : "submit");
      if (refused) return refused;
      const a = find(id);
      if (!a) return notFound(id);
      const late = a.deadline !== null && Date.now() > a.deadline;
      const open =
        a.stage === "published" || (a.latePolicy !== "refuse" && (a.stage === "peerReview" || a.stage === "grade"));
      if (!open) return refusal("作业当前不能提交");
      if (late && a.latePolicy === "refuse") return refusal("已过截止时间，不能再提交");
      const mine = s().submissions.find((x) => x.assignmentId === id && x.userId === state.me.userId);
      if (mine?.status === 2) return refusal("作业已批改，不能再提交");
      const answers: Submission["answers"] = [];
      for (const q of a.questions) {
        const given = body.answers.find((x) => x.questionId === q.id);
        const options = given?.options ?? [];
        const content = given?.content ?? "";
        const fileUrls = given?.fileUrls ?? [];
        const answered =
          q.type === 4
            ? content.trim() !== ""
            : q.type === 5
              ? fileUrls.length > 0
              : q.type === 2
                ? options.length >= 1
                : options.length === 1;
        if (!body.draft && !answered) return refusal(`第 ${q.sort} 题还未作答`);
        if (given)
          answers.push({
            questionId: q.id,
            content,
            options,
            fileUrls,
            score: body.draft ? null : autoMark(a.questions.find((x) => x.id === q.id) ?? q, options),
          });
      }
      if (body.draft && mine && mine.status !== 0) return refusal("作业已提交，不能再保存草稿");
      replace({
        id: mine?.id ?? state.nextId++,
        assignmentId: id,
        userId: state.me.userId,
        nickname: state.me.nickname,
        status: body.draft ? 0 : 1,
        submitTime: body.draft ? null : Date.now(),
        answers,
        grade: null,
        peerReviewScore: null,
        finalScore: null,
        late: body.draft ? false : late,
        draft: Boolean(body.draft),
      });
      return ok(true);
    }),
    http.get(`${BASE}/teach/assignment/student/peerreview/list`, async ({ request }) => {
      const id = numberParam(request, "assignmentId");
      const refused = await seen(state, "peerReviewTasks", id ? String(id) : "all");
      if (refused) return refused;
      const tasks = s().reviews.filter((r) => r.reviewerId === state.me.userId && (!id || r.assignmentId === id));
      return ok<Schemas["PeerReviewTask"][]>(
        tasks.map((r) => {
          const a = find(r.assignmentId);
          return {
            // The mock's reviews have no id of their own: their place in the list stands in for it.
            reviewId: s().reviews.indexOf(r) + 1,
            assignmentId: r.assignmentId,
            assignmentTitle: a?.title ?? "",
            userId: r.revieweeId,
            nickname: r.label,
            reviewed: r.score !== null,
            score: r.score,
            reviewDeadline: a?.peerReviewSettings?.reviewDeadline ?? null,
            anonymous: a?.peerReviewSettings?.anonymous ?? true,
            criteria: r.score === null ? [] : r.criteria,
            comment: r.score === null ? "" : r.comment,
          };
        }),
      );
    }),
    http.post(`${BASE}/teach/assignment/grade/peerreview`, async ({ request }) => {
      const body = (await request.json()) as Schemas["PeerReviewGrade"];
      const refused = await seen(
        state,
        "gradePeerReview",
        `${body.userId}:${(body.criteria ?? []).map((c) => c.points).join(",")}`,
      );
      if (refused) return refused;
      const a = find(body.assignmentId);
      if (!a) return notFound(body.assignmentId);
      if (a.stage !== "peerReview") return refusal("互评未开始或已结束");
      const deadline = a.peerReviewSettings?.reviewDeadline ?? null;
      if (deadline !== null && Date.now() > deadline) return refusal("互评已截止");
      if (body.userId === state.me.userId) return refusal("不能评阅自己的作业");
      const task = s().reviews.find(
        (r) => r.assignmentId === a.id && r.reviewerId === state.me.userId && r.revieweeId === body.userId,
      );
      if (!task) return refusal("只能评阅分配给你的同学", 403);
      const rubric = a.peerReviewSettings?.rubric ?? [];
      const criteria = body.criteria ?? [];
      for (const c of rubric) {
        const given = criteria.find((x) => x.criterionId === c.id);
        if (!given) return refusal(`请为「${c.title}」评分`);
        if (given.points < 0 || given.points > c.points)
          return refusal(`「${c.title}」的分数应在 0 到 ${c.points} 之间`);
      }
      const score = criteria.reduce((sum, c) => sum + c.points, 0);
      s().reviews = s().reviews.map((r) =>
        r === task ? { ...r, score, criteria, comment: body.comment ?? "", submitTime: Date.now() } : r,
      );
      const sub = submitted(a).find((x) => x.userId === body.userId);
      if (sub) replace({ ...sub, peerReviewScore: peerAverage(a, s().reviews, body.userId) });
      return ok(true);
    }),
  ];
}

export { studentAssignmentHandlers };
