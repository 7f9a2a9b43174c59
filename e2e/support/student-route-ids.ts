// The student routes that name something (an AI topic, a survey, an assignment and a classmate's work to
// review, a practice, a stored file, an embedded page, a process and its start form), opened with real
// ids: teacher1 starts each activity in the running class of 人工智能导论 through the API as the
// console would, student01 and student02 answer where the page shows an answered state, and the
// workflow demo's seeded processes give the rest. `endActivities` ends the survey and the AI topic and
// deletes the practices again, so the scenarios after it find none running.
import { baseUrl } from "../helpers";

type Envelope<T> = { code: number; data: T; msg: string };

/** Console paths (with their query) by the name of their screenshot. */
type Routes = Record<string, string>;

/** Calls the server as the console does: the envelope's data, or a thrown error. */
async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/admin-api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

async function signIn(username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/admin-api/teach/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  return ((await response.json()) as Envelope<{ accessToken: string }>).data.accessToken;
}

/** Moves the server's test clock: now = wall clock + offset. */
async function moveServerClock(offsetMs: number) {
  const response = await fetch(`${baseUrl()}/test-support/clock`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ offsetMs }),
  });
  if (response.status !== 200) throw new Error(`the test clock refused ${offsetMs}: ${response.status}`);
}

/** teacher1's class in progress, started from today's timetable when none is. */
async function runningClass(teacher: string): Promise<number> {
  const current = await call<{ id: number } | null>("GET", "/teach/course-item/current", teacher);
  if (current) return current.id;
  const today = await call<{ id: number; status: number }[]>("GET", "/teach/course-item/teacher/today", teacher);
  const next = today.find((item) => item.status !== 2);
  if (!next) throw new Error("teacher1 has no class session today");
  await call("GET", `/teach/course-item/start/courseItem?courseItemId=${next.id}`, teacher);
  return next.id;
}

const HOUR = 3_600_000;
const QUESTIONS = [
  { type: 1, title: "下列哪种算法属于监督学习？", options: ["决策树分类", "K 均值聚类"], answer: "0", score: 5 },
  { type: 4, title: "用自己的话说明什么是过拟合，并举一个生活中的例子", answer: "", score: 5 },
];

/** Submits an assignment's two answers as `student`. */
async function submitAssignment(student: string, assignmentId: number) {
  const { questions } = await call<{ questions: { id: number }[] }>(
    "GET",
    `/teach/assignment/get?id=${assignmentId}`,
    student,
  );
  await call("POST", `/teach/assignment/record?assignmentId=${assignmentId}`, student, {
    answers: [
      { questionId: questions[0]!.id, options: [0] },
      { questionId: questions[1]!.id, content: "模型把训练数据里的噪声也记住了，就像只背答案的学生换一道题就不会。" },
    ],
  });
}

/**
 * Two assignments in teacher1's class: one student01 has still to answer, and one in peer review
 * (student01 and student02 submitted before the deadline; the server's clock passes it for the teacher
 * to open peer review, and goes back). Answers the answer page, the submitted one and the review page.
 */
async function assignmentRoutes(teacher: string, students: string[], itemId: number): Promise<Routes> {
  const create = async (title: string, peerReview: boolean) => {
    const id = await call<number>("POST", "/teach/assignment/create", teacher, {
      courseItemId: itemId,
      title,
      description: "<p>先阅读教材第二章，再回答下面两道题。</p>",
      deadline: Date.now() + HOUR,
      peerReview,
      ...(peerReview
        ? {
            peerReviewSettings: {
              reviewsPerStudent: 1,
              anonymous: true,
              weight: 40,
              rubric: [{ title: "内容完整", description: "答到要点", points: 10 }],
            },
          }
        : {}),
      questions: QUESTIONS,
    });
    await call("PUT", "/teach/assignment/update", teacher, { id, stage: "published" });
    return id;
  };
  const toAnswer = await create("第二章课后作业：监督学习与过拟合", false);
  const reviewed = await create("第二章互评作业：过拟合的例子", true);
  for (const student of students) await submitAssignment(student, reviewed);
  await moveServerClock(2 * HOUR);
  try {
    // Two hours on, the teacher's access token has run out: the console would refresh it, this signs in.
    const later = await signIn("teacher1", "teacher123");
    await call("PUT", "/teach/assignment/update", later, { id: reviewed, stage: "peerReview" });
  } finally {
    await moveServerClock(0);
  }
  const [task] = await call<{ reviewId: number }[]>(
    "GET",
    `/teach/assignment/student/peerreview/list?assignmentId=${reviewed}`,
    students[0]!,
  );
  return {
    "student-assignment-info-id-to-answer": `/student/assignment/info/${toAnswer}`,
    "student-assignment-info-id-in-peer-review": `/student/assignment/info/${reviewed}`,
    "student-assignment-mutual-id": `/student/assignment/mutual/${task!.reviewId}`,
  };
}

/** A published practice of a classroom record, with a choice, a true/false and a text question. */
async function practice(teacher: string, itemId: number, title: string): Promise<number> {
  const recordId = await call<number>("POST", "/teach/classroom-record/create", teacher, {
    courseItemId: itemId,
    title: `${title}（课堂记录）`,
  });
  return call<number>("POST", "/teach/classroom-practice/create", teacher, {
    classroomRecordId: recordId,
    title,
    publish: true,
    questions: [
      {
        type: 1,
        title: "梯度下降每一步沿什么方向更新参数？",
        options: ["梯度方向", "负梯度方向"],
        answer: "1",
        score: 2,
      },
      { type: 3, title: "学习率越大，训练一定越快收敛", answer: "1", score: 3 },
      { type: 4, title: "说说学习率过小会怎样", answer: "", score: 5 },
    ],
  });
}

/** A small PNG (one grey pixel): a photo of the blackboard a student uploaded. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==",
  "base64",
);

/** Uploads the PNG as `student` the way the console's upload does: its storage path. */
async function uploadPhoto(student: string, name: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(PNG)], { type: "image/png" }), name);
  const response = await fetch(`${baseUrl()}/admin-api/teach/file/s3/ali/api`, {
    method: "POST",
    headers: { authorization: `Bearer ${student}` },
    body: form,
  });
  return ((await response.json()) as Envelope<{ path: string }>).data.path;
}

interface StudentRouteIds {
  /** student01's pages that need an id, the practice still to do first. */
  readonly routes: Routes;
  /**
   * Ends the survey and the AI topic started for the routes and deletes the practices, so that no later
   * sign-in of these students is taken to a practice still to do.
   */
  endActivities(): Promise<void>;
}

/** Creates what the id routes show and answers their addresses. */
async function studentRoutesWithIds(): Promise<StudentRouteIds> {
  const teacher = await signIn("teacher1", "teacher123");
  const students = [await signIn("student01", "student123"), await signIn("student02", "student123")];
  const student = students[0]!;
  // The clock moves for peer review first, so that no survey or topic of the class runs past its time.
  const assignments = await assignmentRoutes(teacher, students, await runningClass(teacher));
  const itemId = await runningClass(teacher);

  const running = await call<{ id: number } | null>("GET", `/teach/ai-topic/student?courseItemId=${itemId}`, student);
  const topic =
    running ??
    (await call<{ id: number }>("POST", "/teach/ai-topic/start", teacher, {
      courseItemId: itemId,
      title: "人工智能会不会取代老师？",
      content: "结合本节课讲到的机器学习的局限，谈谈你的看法，至少举一个例子。",
    }));
  const survey = await call<{ id: number }>("POST", "/teach/survey/start", teacher, {
    courseItemId: itemId,
    title: "第 1 讲课堂反馈",
    questions: [
      { type: 1, title: "本节课的内容难度如何？", options: ["太简单", "合适", "有点难", "太难"] },
      { type: 2, title: "你希望多一些哪些环节？", options: ["概念讲解", "案例演示", "课堂练习", "小组讨论"] },
      { type: 4, title: "给本节课打个分", options: [] },
      { type: 3, title: "还有什么想对老师说的？", options: [] },
    ],
  });
  const open = await practice(teacher, itemId, "梯度下降随堂练习");
  const answered = await practice(teacher, itemId, "学习率随堂练习");
  const { questions } = await call<{ questions: { id: number }[] }>(
    "GET",
    `/teach/classroom-practice/get?id=${answered}`,
    student,
  );
  await call("POST", `/teach/classroom-practice/record?id=${answered}`, student, {
    answers: [
      { questionId: questions[0]!.id, options: [1] },
      { questionId: questions[1]!.id, options: [1] },
      { questionId: questions[2]!.id, content: "收敛很慢，可能在训练结束时还没到最低点。" },
    ],
  });

  const photo = "第一讲板书照片-人工智能导论-监督学习与无监督学习的区别.png";
  const path = await uploadPhoto(student, photo);
  const definitions = await call<{ id: number; name: string }[]>("GET", "/bpm/process-definition/list", student);
  const leave = definitions.find((definition) => definition.name === "请假申请") ?? definitions[0]!;
  const mine = await call<{ list: { id: string }[] }>(
    "GET",
    "/bpm/process-instance/my-page?pageNo=1&pageSize=10",
    student,
  );

  return {
    routes: {
      // First the practice still to do: the catch-up after a sign-in takes the student there.
      "student-practice-info-id": `/student/practice/info/${open}`,
      "student-topic-id": `/student/topic/${topic.id}`,
      "student-topic-create-id": `/student/topic/create/${topic.id}`,
      "student-survey-info-id": `/student/survey/info/${survey.id}`,
      ...assignments,
      "student-practice-info-id-preview": `/student/practice/info/${answered}/preview`,
      "student-file-url": `/student/file/url?${new URLSearchParams({ path, name: photo })}`,
      "student-preview": `/student/preview?${new URLSearchParams({ url: `${baseUrl()}/favicon.svg` })}`,
      "bpm-process-instance-create-form": `/bpm/process-instance/create?definitionId=${leave.id}`,
      "bpm-process-instance-detail": `/bpm/process-instance/detail?id=${encodeURIComponent(mine.list[0]!.id)}`,
    },
    async endActivities() {
      await call("POST", `/teach/survey/end?itemSurveyId=${survey.id}`, teacher);
      if (!running) await call("POST", `/teach/ai-topic/end?aiTopicId=${topic.id}`, teacher);
      for (const id of [open, answered]) await call("DELETE", `/teach/classroom-practice/delete?id=${id}`, teacher);
    },
  };
}

export { studentRoutesWithIds };
