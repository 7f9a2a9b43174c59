import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http } from "msw";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import type { Schemas } from "../stories/contract-types";
import type { MockClassroom } from "../stories/mock-classroom";
import { student } from "../stories/mock-classroom";
import { answersFor, assignment, DAY, graded, HOUR, mockAssignments, submission } from "../stories/mock-assignment";
import { pressArrow } from "../stories/keyboard";
import { BASE, ok } from "../stories/mock-http";
import { withClassroom } from "../stories/with-classroom";
import { AssignmentAnswerForm } from "./assignment-answer-form";

const meta = {
  title: "Classroom/Assignment/AssignmentAnswerForm",
  component: AssignmentAnswerForm,
  decorators: [withClassroom, (Story) => <div className="max-w-3xl">{Story()}</div>],
  args: { assignmentId: 61, onSubmitted: fn() },
} satisfies Meta<typeof AssignmentAnswerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

let uploads = 0;
/** The upload call as the server answers it: a new stored path per file, its name and size. */
const uploadHandler = http.post(`${BASE}/teach/file/s3/ali/api`, async ({ request }) => {
  const file = (await request.formData()).get("file") as File;
  await delay(150);
  uploads += 1;
  return ok<Schemas["FileUploadResult"]>({
    url: `/admin-api/infra/file/get/assignment/20261123/u${uploads}.jpg`,
    path: `assignment/20261123/u${uploads}.jpg`,
    name: file.name,
    size: file.size,
    type: file.type,
  });
});

/** A scenario whose upload call answers like the server (before the classroom's fixed one). */
function withUploads(over: () => Partial<MockClassroom>) {
  const s = scenario(over);
  const { msw } = s.story.parameters as { msw: { handlers: unknown[] } };
  return {
    ...s,
    story: {
      ...s.story,
      parameters: { ...s.story.parameters, msw: { handlers: [uploadHandler, ...msw.handlers] } },
    },
  };
}

const me = student(1);
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>("input[type=file]")!;
const fieldset = (root: HTMLElement, id: number) => root.querySelector<HTMLElement>(`[data-question-id="${id}"]`)!;

/** Answers every question of the default assignment. */
async function answerAll(root: HTMLElement) {
  await userEvent.click(within(fieldset(root, 41)).getByLabelText("A. 单调递增"));
  await userEvent.click(within(fieldset(root, 42)).getByLabelText("A. y = 2x + 1"));
  await userEvent.click(within(fieldset(root, 42)).getByLabelText("B. y = x³"));
  await userEvent.click(within(fieldset(root, 43)).getByLabelText("错误"));
  await userEvent.type(within(fieldset(root, 44)).getByRole("textbox"), "任取 x1 < x2，作差即得。");
  await userEvent.upload(fileInput(root), new File(["image"], "图像.jpg", { type: "image/jpeg" }));
  await within(fieldset(root, 45)).findByRole("link", { name: "图像.jpg" });
}

const open = withUploads(() => ({
  assignment: mockAssignments({
    viewer: "student",
    assignments: [
      assignment({
        description:
          '<p>完成下列各题。</p><a href="javascript:alert(1)" onclick="alert(2)">参考</a><script>alert(3)</script>',
      }),
    ],
  }),
}));
/** Answer every type (radio, checkboxes, true/false, text, a file uploaded), then 提交 behind a confirm:
 * the answers become read-only with 修改作答 while the deadline is ahead. The instructions are
 * sanitised; the deadline, full marks and late rule are stated. */
export const AnswerAndSubmit: Story = {
  ...open.story,
  play: async ({ canvas, canvasElement, args }) => {
    const form = await canvas.findByRole("form", { name: "函数的单调性 练习" });
    await expect(canvas.getByText("完成下列各题。")).toBeInTheDocument();
    await expect(
      canvasElement.querySelector("[data-slot=safe-html] :is(script, [onclick], [href^=javascript])"),
    ).toBeNull();
    await expect(canvas.getByText(/^截止时间：/)).toBeInTheDocument();
    await expect(canvas.getByText("满分 100 分")).toBeInTheDocument();
    await expect(canvas.getByText("截止后仍可提交，记为迟交，最终成绩扣 10%")).toBeInTheDocument();
    await answerAll(form);
    await expect(within(fieldset(form, 45)).getByText("5 B")).toBeInTheDocument();

    await userEvent.click(within(form).getByRole("button", { name: "提交" }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog).toHaveTextContent("提交后老师就能看到你的作答。确定提交吗？");
    await userEvent.click(within(dialog).getByRole("button", { name: "提交" }));

    await expect(await canvas.findByText("作业已提交")).toBeInTheDocument();
    await expect(args.onSubmitted).toHaveBeenCalled();
    const mine = open.state.assignment.submissions.find((s) => s.userId === me.userId);
    await expect(mine?.answers.map((a) => a.options.join(",") || a.content || a.fileUrls.join(","))).toEqual([
      "0",
      "0,1",
      "1",
      "任取 x1 < x2，作差即得。",
      expect.stringMatching(/^assignment\/20261123\/u\d+\.jpg$/),
    ]);
    const answers = canvas.getByRole("list", { name: "作答内容" });
    await expect(answers).toHaveTextContent("任取 x1 < x2，作差即得。");
    await expect(within(answers).getByRole("link", { name: "图像.jpg" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "修改作答" })).toBeInTheDocument();
    await expect(canvas.getByText("老师公布成绩后可以在这里看到结果")).toBeInTheDocument();
  },
};

const required = withUploads(() => ({
  assignment: mockAssignments({ viewer: "student", assignments: [assignment()] }),
}));
/** 提交 with questions unanswered: 请回答此题 under each, the summary, focus on the first; no confirm
 * and nothing sent. */
export const RequiredAnswers: Story = {
  ...required.story,
  play: async ({ canvas }) => {
    const form = await canvas.findByRole("form", { name: "函数的单调性 练习" });
    await userEvent.click(within(form).getByLabelText("A. 单调递增"));
    await userEvent.click(within(form).getByRole("button", { name: "提交" }));
    await expect(within(form).getAllByText("请回答此题")).toHaveLength(4);
    await expect(within(form).getByText("还有题目未作答，请完成后再提交")).toBeInTheDocument();
    await waitFor(() => expect(within(fieldset(form, 42)).getByLabelText("A. y = 2x + 1")).toHaveFocus());
    // The keyboard answers from there: Space checks the focused option, the summary stays until resent.
    await userEvent.keyboard(" ");
    await expect(within(fieldset(form, 42)).getByLabelText("A. y = 2x + 1")).toBeChecked();
    await userEvent.click(within(fieldset(form, 43)).getByLabelText("正确"));
    await pressArrow("ArrowDown");
    await expect(within(fieldset(form, 43)).getByLabelText("错误")).toBeChecked();
    await expect(screen.queryByRole("alertdialog")).toBeNull();
    await expect(required.state.calls.some((c) => c.startsWith("submitAssignment"))).toBe(false);
  },
};

const drafting = withUploads(() => ({
  assignment: mockAssignments({ viewer: "student", assignments: [assignment()] }),
}));
/** 保存草稿 keeps whatever is written so far (any subset), without the completeness check. */
export const SaveDraft: Story = {
  ...drafting.story,
  play: async ({ canvas }) => {
    const form = await canvas.findByRole("form", { name: "函数的单调性 练习" });
    await userEvent.type(within(fieldset(form, 44)).getByRole("textbox"), "先写一半");
    await userEvent.click(within(form).getByRole("button", { name: "保存草稿" }));
    await expect(await within(form).findByText("草稿已保存")).toBeInTheDocument();
    await expect(within(form).queryByText("请回答此题")).toBeNull();
    const saved = drafting.state.assignment.submissions.find((s) => s.userId === me.userId);
    await expect(saved).toMatchObject({ status: 0, draft: true });
    await expect(saved?.answers).toEqual([expect.objectContaining({ questionId: 44, content: "先写一半" })]);
  },
};

const resumed = withUploads(() => {
  const a = assignment();
  return {
    assignment: mockAssignments({
      viewer: "student",
      assignments: [a],
      submissions: [
        {
          ...submission(a, me),
          status: 0,
          draft: true,
          submitTime: null,
          answers: [
            { questionId: 41, content: "", options: [1], fileUrls: [], score: null },
            { questionId: 44, content: "草稿里的证明", options: [], fileUrls: [], score: null },
          ],
        },
      ],
    }),
  };
});
/** A saved draft comes back in the form, ready to continue. */
export const ContinueDraft: Story = {
  ...resumed.story,
  play: async ({ canvas }) => {
    const form = await canvas.findByRole("form", { name: "函数的单调性 练习" });
    await expect(within(form).getByLabelText("B. 单调递减")).toBeChecked();
    await expect(within(fieldset(form, 44)).getByRole("textbox")).toHaveValue("草稿里的证明");
  },
};

const refused = withUploads(() => ({
  assignment: mockAssignments({ viewer: "student", assignments: [assignment()] }),
  refuse: { submitAssignment: "已过截止时间，不能再提交" },
}));
/** The server refuses (the deadline passed meanwhile): its message is shown and nothing is lost. */
export const RefusedKeepsAnswers: Story = {
  ...refused.story,
  play: async ({ canvas }) => {
    const form = await canvas.findByRole("form", { name: "函数的单调性 练习" });
    await answerAll(form);
    await userEvent.click(within(form).getByRole("button", { name: "提交" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "提交" }));
    await expect(await within(form).findByText("已过截止时间，不能再提交")).toBeInTheDocument();
    await expect(within(fieldset(form, 44)).getByRole("textbox")).toHaveValue("任取 x1 < x2，作差即得。");
    await expect(within(form).getByLabelText("A. 单调递增")).toBeChecked();
    await expect(within(fieldset(form, 45)).getByRole("link", { name: "图像.jpg" })).toBeInTheDocument();
  },
};

const limits = withUploads(() => ({
  assignment: mockAssignments({ viewer: "student", assignments: [assignment()] }),
}));
/** Files the server would refuse are refused before sending (type, 10 MB); an upload shows its progress;
 * 移除 takes a file off again. */
export const FileLimits: Story = {
  ...limits.story,
  play: async ({ canvas, canvasElement }) => {
    const form = await canvas.findByRole("form", { name: "函数的单调性 练习" });
    const question = fieldset(form, 45);
    // Past the file dialog's own filter (a drop or a browser that ignores `accept`), the limits still hold.
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(canvasElement), [
        new File(["x"], "run.exe", { type: "application/octet-stream" }),
        new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.pdf", { type: "application/pdf" }),
      ]);
    const alert = within(question).getByRole("alert");
    await expect(alert).toHaveTextContent("不支持 run.exe 的文件类型");
    await expect(alert).toHaveTextContent("big.pdf 超过 10 MB");
    await expect(limits.state.calls).not.toContain("upload");

    await userEvent.upload(fileInput(canvasElement), new File(["%PDF"], "作图.pdf", { type: "application/pdf" }));
    await expect(await within(question).findByRole("progressbar", { name: "正在上传 作图.pdf…" })).toBeInTheDocument();
    await expect(await within(question).findByRole("link", { name: "作图.pdf" })).toBeInTheDocument();
    await expect(within(question).queryByRole("progressbar")).toBeNull();
    await userEvent.click(within(question).getByRole("button", { name: "移除 作图.pdf" }));
    await expect(within(question).queryByRole("link", { name: "作图.pdf" })).toBeNull();
  },
};

const resubmit = withUploads(() => {
  const a = assignment();
  return {
    assignment: mockAssignments({ viewer: "student", assignments: [a], submissions: [submission(a, me)] }),
  };
});
/** Before the deadline a submission can be changed: 修改作答, change an answer, 重新提交 (confirmed). */
export const Resubmit: Story = {
  ...resubmit.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "修改作答" }));
    const form = await canvas.findByRole("form", { name: "函数的单调性 练习" });
    await expect(within(form).queryByRole("button", { name: "保存草稿" })).toBeNull();
    await userEvent.click(within(form).getByLabelText("C. 先增后减"));
    await userEvent.click(within(form).getByRole("button", { name: "重新提交" }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog).toHaveTextContent("重新提交将替换你之前提交的作答。确定提交吗？");
    await userEvent.click(within(dialog).getByRole("button", { name: "提交" }));
    await expect(await canvas.findByText("作业已提交")).toBeInTheDocument();
    const mine = resubmit.state.assignment.submissions.find((s) => s.userId === me.userId);
    await expect(mine?.answers[0]?.options).toEqual([2]);
  },
};

const closed = withUploads(() => {
  const a = assignment({ latePolicy: "refuse", latePenalty: 0, deadline: Date.now() - HOUR });
  return { assignment: mockAssignments({ viewer: "student", assignments: [a] }) };
});
/** Past the deadline with late work refused: 已过截止时间，不能再提交, and no form. */
export const ClosedAfterDeadline: Story = {
  ...closed.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("已过截止时间，不能再提交")).toBeInTheDocument();
    await expect(canvas.getByText("截止后不能再提交")).toBeInTheDocument();
    await expect(canvas.queryByRole("form")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "提交" })).toBeNull();
  },
};

const late = withUploads(() => {
  const a = assignment({ deadline: Date.now() - DAY, stage: "peerReview" });
  return { assignment: mockAssignments({ viewer: "student", assignments: [a] }) };
});
/** Past the deadline with late work accepted: still open; the submission is marked 迟交. */
export const LateSubmission: Story = {
  ...late.story,
  play: async ({ canvas }) => {
    const form = await canvas.findByRole("form", { name: "函数的单调性 练习" });
    await answerAll(form);
    await userEvent.click(within(form).getByRole("button", { name: "提交" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "提交" }));
    await expect(await canvas.findByText("作业已提交")).toBeInTheDocument();
    await expect(canvas.getByText("迟交")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "修改作答" })).toBeNull();
  },
};

const published = withUploads(() => {
  const a = assignment({ stage: "final", deadline: Date.now() - 3 * DAY });
  const mine = graded(a, submission(a, me, { answers: answersFor(a) }));
  return {
    assignment: mockAssignments({
      viewer: "student",
      assignments: [a],
      submissions: [{ ...mine, peerReviewScore: 85, finalScore: 81.6, comment: "步骤清楚。" }],
    }),
  };
});
/** Once the grades are published the submitted work shows its result: scores, comments, final score. */
export const SubmittedWithResult: Story = {
  ...published.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("作业已提交")).toBeInTheDocument();
    await expect(canvas.getByText("81.6")).toBeInTheDocument();
    // The comment is user text in its own <bdi>; the sentence around it carries the label.
    await expect(canvas.getByText("步骤清楚。").closest("p")).toHaveTextContent("老师评语：步骤清楚。");
    await expect(canvas.getAllByText(/^得分 /).length).toBe(5);
    await expect(canvas.queryByRole("button", { name: "修改作答" })).toBeNull();
  },
};

const failing = scenario(() => ({ refuse: { assignment: "作业不存在：61" } }));
/** Loading fails: the server's message and a retry. */
export const LoadError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("作业不存在：61");
    await expect(canvas.getByRole("button", { name: "重试" })).toBeInTheDocument();
  },
};

/** The server holds its answers until the play lets them go (the files have arrived in full by then). */
let held: (() => void)[] = [];
let heldCount = 0;
const heldUploadHandler = http.post(`${BASE}/teach/file/s3/ali/api`, async ({ request }) => {
  const file = (await request.formData()).get("file") as File;
  await new Promise<void>((resolve) => {
    held.push(resolve);
  });
  heldCount += 1;
  return ok<Schemas["FileUploadResult"]>({
    url: `/admin-api/infra/file/get/assignment/20261123/held${heldCount}.pdf`,
    path: `assignment/20261123/held${heldCount}.pdf`,
    name: file.name,
    size: file.size,
    type: file.type,
  });
});
const progressing = scenario(() => ({
  assignment: mockAssignments({ viewer: "student", assignments: [assignment()] }),
}));
/** Two files uploading at once: each has its own bar with the share sent as a percentage (0–100) and
 * its name; when the server has stored them, they are listed and the bars go. (The bars move with the
 * browser's upload progress; behind the story's mock server the browser reports the whole upload at
 * once when the answer comes, so here they read 0% until then.) */
export const UploadProgress: Story = {
  ...progressing.story,
  beforeEach: () => {
    held = [];
  },
  parameters: {
    ...progressing.story.parameters,
    msw: {
      handlers: [heldUploadHandler, ...(progressing.story.parameters as { msw: { handlers: unknown[] } }).msw.handlers],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const form = await canvas.findByRole("form", { name: "函数的单调性 练习" });
    const question = fieldset(form, 45);
    const since = performance.now();
    await userEvent.upload(fileInput(canvasElement), [
      new File([new Uint8Array(4 * 1024 * 1024)], "作图过程.pdf", { type: "application/pdf" }),
      new File(["%PDF"], "结论.pdf", { type: "application/pdf" }),
    ]);
    const bars = await within(question).findAllByRole("progressbar");
    await expect(bars).toHaveLength(2);
    const first = within(question).getByRole("progressbar", { name: "正在上传 作图过程.pdf…" });
    await expect(first).toHaveAttribute("aria-valuemin", "0");
    await expect(first).toHaveAttribute("aria-valuemax", "100");
    await expect(first).toHaveAttribute("aria-valuenow", "0");
    await expect(first).toHaveAttribute("aria-valuetext", "0%");
    await expect(within(question).getAllByText("0%")).toHaveLength(2);
    await waitFor(() => expect(held).toHaveLength(2));
    held.forEach((release) => release());
    await expect(await within(question).findByRole("link", { name: "作图过程.pdf" })).toBeInTheDocument();
    await expect(await within(question).findByRole("link", { name: "结论.pdf" })).toBeInTheDocument();
    await waitFor(() => expect(within(question).queryByRole("progressbar")).toBeNull());
    await expect(within(question).getByText("4.0 MB")).toBeInTheDocument();
    // Sent with XMLHttpRequest (the one with upload progress), not fetch.
    const sent = performance
      .getEntriesByType("resource")
      .filter(
        (entry) => entry.startTime >= since && entry.name.includes("/teach/file/s3/ali/api"),
      ) as PerformanceResourceTiming[];
    await expect(sent).toHaveLength(2);
    await expect(sent.every((entry) => entry.initiatorType === "xmlhttprequest")).toBe(true);
  },
};
