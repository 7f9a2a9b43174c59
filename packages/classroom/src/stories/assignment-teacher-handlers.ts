// MSW handlers of the teacher's assignment calls: create, change and move the stage (forward only; peer
// review not before the deadline, reviewers allocated when it opens; finals computed by the rule when
// published), read, grade within the points, set a final, statistics, export, big-screen casts.
import { http, HttpResponse } from "msw";

import { assignmentViews, NEXT, settingsOf, withQuestions } from "./assignment-views";
import type { Schemas } from "./contract-types";
import { allocateReviews, assignmentStatistics, finalScore, STAGE_NAMES } from "./mock-assignment";
import type { MockClassroom } from "./mock-classroom";
import { BASE, numberParam, ok, refusal, seen } from "./mock-http";

type Assignment = Schemas["Assignment"];

/** The handlers of teacherAssignmentHandlers. */
function teacherAssignmentHandlers(state: MockClassroom) {
  const { s, find, notFound, submitted, basic, view, replace, receivedReviews, placeholder, castView } =
    assignmentViews(state);
  return [
    http.post(`${BASE}/teach/assignment/create`, async ({ request }) => {
      const body = (await request.json()) as Schemas["AssignmentCreate"];
      const refused = await seen(state, "createAssignment", body.title);
      if (refused) return refused;
      const id = state.nextId++;
      const questions = withQuestions(body.questions, state.nextId);
      state.nextId += questions.length + 20;
      const created: Assignment = {
        id,
        courseItemId: body.courseItemId,
        courseName: "高一数学",
        title: body.title,
        description: body.description ?? "",
        deadline: body.deadline ?? null,
        peerReview: body.peerReview ?? false,
        stage: "draft",
        totalScore: questions.reduce((sum, q) => sum + q.score, 0),
        submittedCount: 0,
        studentCount: state.students.length,
        createTime: Date.now(),
        latePolicy: body.latePolicy ?? "refuse",
        latePenalty: body.latePenalty ?? 0,
        peerReviewSettings: settingsOf(body.peerReviewSettings, id * 10),
        teacherName: "王老师",
        questions,
      };
      s().assignments = [created, ...s().assignments];
      return ok(id);
    }),
    http.put(`${BASE}/teach/assignment/update`, async ({ request }) => {
      const body = (await request.json()) as Schemas["AssignmentUpdate"];
      const refused = await seen(state, "updateAssignment", body.stage ?? "fields");
      if (refused) return refused;
      const a = find(body.id);
      if (!a) return notFound(body.id);
      if (a.stage === "closed") return refusal("作业已结束，不能再修改");
      const next: Assignment = { ...a };
      if (body.stage && body.stage !== a.stage) {
        if (!NEXT[a.stage].includes(body.stage) || (body.stage === "peerReview" && !a.peerReview)) {
          return refusal(`不能把作业从「${STAGE_NAMES[a.stage]}」改到「${STAGE_NAMES[body.stage]}」`);
        }
        const deadline = body.deadline ?? a.deadline;
        if (body.stage === "published" && (deadline === null || deadline <= Date.now())) {
          return refusal("发布作业需要一个晚于现在的截止时间");
        }
        if (body.stage === "peerReview") {
          if (a.deadline !== null && Date.now() < a.deadline) return refusal("截止时间之前不能开始互评");
          s().reviews = [...s().reviews.filter((r) => r.assignmentId !== a.id), ...allocateReviews(a, submitted(a))];
        }
        if (body.stage === "final") {
          for (const sub of submitted(a)) {
            if (!sub.finalOverridden) replace({ ...sub, finalScore: finalScore(a, sub) });
          }
        }
        next.stage = body.stage;
      }
      if (body.questions) {
        if (submitted(a).length > 0) return refusal("已有学生提交，不能再修改题目");
        next.questions = withQuestions(body.questions, state.nextId);
        state.nextId += next.questions.length + 20;
        next.totalScore = next.questions.reduce((sum, q) => sum + q.score, 0);
      }
      if (body.title !== undefined) next.title = body.title;
      if (body.description !== undefined) next.description = body.description;
      if (body.deadline !== undefined) next.deadline = body.deadline;
      if (body.peerReview !== undefined) next.peerReview = body.peerReview;
      if (body.latePolicy !== undefined) next.latePolicy = body.latePolicy;
      if (body.latePenalty !== undefined) next.latePenalty = body.latePenalty;
      if (body.peerReviewSettings) next.peerReviewSettings = settingsOf(body.peerReviewSettings, a.id * 10);
      s().assignments = s().assignments.map((x) => (x.id === a.id ? next : x));
      return ok(true);
    }),
    http.get(`${BASE}/teach/assignment/get`, async ({ request }) => {
      const id = numberParam(request, "id");
      const refused = await seen(state, "assignment", String(id));
      if (refused) return refused;
      const a = find(id);
      return a ? ok(view(a)) : notFound(id);
    }),
    http.get(`${BASE}/teach/assignment/getBasic`, async ({ request }) => {
      const id = numberParam(request, "id");
      const refused = await seen(state, "assignmentBasic", String(id));
      if (refused) return refused;
      const a = find(id);
      return a ? ok(basic(a)) : notFound(id);
    }),
    http.get(`${BASE}/teach/assignment/teacher/list`, async ({ request }) => {
      const courseItemId = numberParam(request, "courseItemId");
      const refused = await seen(state, "teacherAssignments", courseItemId ? String(courseItemId) : "all");
      if (refused) return refused;
      const list = s().assignments.filter((a) => !courseItemId || a.courseItemId === courseItemId);
      return ok(list.map(basic));
    }),
    http.get(`${BASE}/teach/assignment/correct/list`, async ({ request }) => {
      const id = numberParam(request, "assignmentId");
      const refused = await seen(state, "assignmentSubmissions", String(id));
      if (refused) return refused;
      const a = find(id);
      if (!a) return notFound(id);
      return ok(
        state.students.map((who) => {
          const sub = submitted(a).find((x) => x.userId === who.userId);
          return sub ? { ...sub, peerReviews: receivedReviews(a, who.userId) } : placeholder(a, who);
        }),
      );
    }),
    http.get(`${BASE}/teach/assignment/submission/detail`, async ({ request }) => {
      const id = numberParam(request, "assignmentId");
      const userId = numberParam(request, "userId");
      const refused = await seen(state, "submission", `${id}:${userId}`);
      if (refused) return refused;
      const a = find(id);
      if (!a) return notFound(id);
      const sub = submitted(a).find((x) => x.userId === userId);
      if (!sub) return refusal("该学生还未提交");
      if (s().viewer === "teacher") return ok({ ...sub, peerReviews: receivedReviews(a, userId) });
      if (userId === state.me.userId) return ok(sub);
      const task = s().reviews.find(
        (r) => r.assignmentId === id && r.reviewerId === state.me.userId && r.revieweeId === userId,
      );
      if (!task) return refusal("只能评阅分配给你的同学", 403);
      if (!submitted(a).some((x) => x.userId === state.me.userId)) return refusal("提交作业后才能评阅同学的作业", 403);
      return ok({
        ...sub,
        nickname: task.label,
        answers: sub.answers.map((x) => ({ ...x, score: null, comment: "" })),
        grade: null,
        peerReviewScore: null,
        finalScore: null,
        comment: "",
        peerReviews: [],
      });
    }),
    http.get(`${BASE}/teach/assignment/submission/quesiton/detail`, async ({ request }) => {
      const questionId = numberParam(request, "questionId");
      const userId = numberParam(request, "userId");
      const refused = await seen(state, "submissionAnswer", `${questionId}:${userId}`);
      if (refused) return refused;
      const answer = s()
        .submissions.filter((x) => x.userId === userId && x.status !== 0)
        .flatMap((x) => x.answers)
        .find((x) => x.questionId === questionId);
      return answer ? ok(answer) : refusal("该学生还未提交");
    }),
    http.post(`${BASE}/teach/assignment/grade`, async ({ request }) => {
      const body = (await request.json()) as Schemas["GradeRequest"];
      const refused = await seen(
        state,
        "gradeSubmission",
        `${body.userId}:${body.scores.map((x) => x.score).join(",")}`,
      );
      if (refused) return refused;
      const a = find(body.assignmentId);
      if (!a) return notFound(body.assignmentId);
      if (a.stage === "draft" || a.stage === "closed") return refusal(`「${STAGE_NAMES[a.stage]}」的作业不能批改`);
      const sub = submitted(a).find((x) => x.userId === body.userId);
      if (!sub) return refusal("该学生还未提交");
      const answers = [];
      for (const answer of sub.answers) {
        const q = a.questions.find((x) => x.id === answer.questionId);
        const given = body.scores.find((x) => x.questionId === answer.questionId);
        const score = given?.score ?? answer.score;
        if (!q) continue;
        if (score === null) return refusal(`第 ${q.sort} 题还未评分`);
        if (score < 0 || score > q.score) return refusal(`第 ${q.sort} 题的得分不能超过 ${q.score} 分`);
        answers.push({ ...answer, score, comment: given?.comment ?? answer.comment ?? "" });
      }
      const grade = answers.reduce((sum, x) => sum + (x.score ?? 0), 0);
      replace({ ...sub, answers, grade, status: 2, comment: body.comment ?? "" });
      return ok(true);
    }),
    http.post(`${BASE}/teach/assignment/grade/final`, async ({ request }) => {
      const body = (await request.json()) as Schemas["FinalGrade"];
      const refused = await seen(state, "gradeFinal", `${body.userId}:${body.score}`);
      if (refused) return refused;
      const a = find(body.assignmentId);
      if (!a) return notFound(body.assignmentId);
      if (a.stage !== "grade" && a.stage !== "final") return refusal("只有在批改中或已公布成绩时才能设置最终成绩");
      if (body.score < 0 || body.score > a.totalScore) return refusal(`最终成绩不能超过满分 ${a.totalScore} 分`);
      const sub = submitted(a).find((x) => x.userId === body.userId);
      if (!sub) return refusal("该学生还未提交");
      replace({ ...sub, finalScore: body.score, finalOverridden: true });
      return ok(true);
    }),
    http.get(`${BASE}/teach/assignment/get/statistics`, async ({ request }) => {
      const id = numberParam(request, "id");
      const refused = await seen(state, "assignmentStatistics", String(id));
      if (refused) return refused;
      const a = find(id);
      return a ? ok(assignmentStatistics(a, s().submissions, state.students.length)) : notFound(id);
    }),
    http.get(`${BASE}/teach/assignment/export`, async ({ request }) => {
      const id = numberParam(request, "assignmentId");
      const refused = await seen(state, "exportAssignmentGrades", String(id));
      if (refused) return refused;
      const a = find(id);
      if (!a) return notFound(id);
      const name = encodeURIComponent(`${a.title}-成绩.xlsx`);
      return new HttpResponse(new Blob(["PK"]), {
        headers: {
          "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "Content-Disposition": `attachment; filename="grades.xlsx"; filename*=UTF-8''${name}`,
        },
      });
    }),
    http.post(`${BASE}/teach/assignment/castScreen`, async ({ request }) => {
      const id = numberParam(request, "assignmentId");
      const body = (await request.json()) as Schemas["ScreenCastStart"];
      const refused = await seen(
        state,
        "startScreenCast",
        `${body.userId ?? "-"}:${body.showGrade ? "grade" : "plain"}`,
      );
      if (refused) return refused;
      const a = find(id);
      if (!a) return notFound(id);
      if (body.userId !== undefined && !submitted(a).some((x) => x.userId === body.userId))
        return refusal("该学生还未提交");
      const running = s().casts.find((c) => c.assignmentId === id && !c.ended);
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      const screenId =
        running?.screenId ??
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, "");
      const cast = {
        screenId,
        assignmentId: id,
        userId: body.userId ?? null,
        showGrade: body.showGrade ?? false,
        version: (running?.version ?? 0) + 1,
        startTime: running?.startTime ?? Date.now(),
        ended: false,
      };
      s().casts = [...s().casts.filter((c) => c !== running), cast];
      return ok<Schemas["ScreenCast"]>({
        screenId,
        assignmentId: id,
        userId: cast.userId,
        startTime: cast.startTime,
        showGrade: cast.showGrade,
      });
    }),
    http.get(`${BASE}/teach/assignment/castScreen/get`, async ({ request }) => {
      const id = numberParam(request, "assignmentId");
      const refused = await seen(state, "screenCast", String(id));
      if (refused) return refused;
      const cast = s().casts.find((c) => c.assignmentId === id && !c.ended);
      return ok<Schemas["ScreenCast"] | null>(
        cast
          ? {
              screenId: cast.screenId,
              assignmentId: id,
              userId: cast.userId,
              startTime: cast.startTime,
              showGrade: cast.showGrade,
            }
          : null,
      );
    }),
    http.get(`${BASE}/teach/assignment/castScreen/end`, async ({ request }) => {
      const id = numberParam(request, "assignmentId");
      const refused = await seen(state, "endScreenCast", String(id));
      if (refused) return refused;
      s().casts = s().casts.map((c) => (!id || c.assignmentId === id ? { ...c, ended: true } : c));
      return ok(true);
    }),
    http.get(`${BASE}/teach/assignment/castScreen/view`, async ({ request }) => {
      const screenId = new URL(request.url).searchParams.get("screenId") ?? "";
      const refused = await seen(state, "screenCastView", screenId);
      if (refused) return refused;
      const cast = s().casts.find((c) => c.screenId === screenId && !c.ended);
      const shown = cast ? castView(cast) : null;
      return shown ? ok(shown) : HttpResponse.json({ code: 404, data: null, msg: "投屏不存在或已结束" });
    }),
  ];
}

export { teacherAssignmentHandlers };
