import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor } from "storybook/test";

import type { Schemas } from "../stories/contract-types";
import { answersFor, assignment } from "../stories/mock-assignment";
import { BASE, ok } from "../stories/mock-http";
import { ScreenCastView } from "./screen-cast-view";
import { stageWidthFor } from "./use-stage-width";

type View = Schemas["ScreenCastView"];
const SCREEN = "Zk3p9QwErTyUiOpAsDfGhJ";

function castView(version: number, nickname: string | null, over: Partial<View> = {}): View {
  const a = assignment();
  const answers = answersFor(a, version % 2 === 1);
  return {
    screenId: SCREEN,
    assignmentTitle: a.title,
    version,
    nickname,
    questions: a.questions.map((q) => ({
      id: q.id,
      type: q.type,
      title: q.title,
      options: q.options,
      score: q.score,
      answer: nickname === null ? null : (answers.find((x) => x.questionId === q.id) ?? null),
    })),
    grade: null,
    comment: null,
    ...over,
  };
}

/** One scripted step of the stream: wait, then send an event, or close the connection. */
type Step = { after: number; event?: Schemas["ScreenCastStreamEvent"]; close?: boolean };

/** A `text/event-stream` answer that plays the steps (the connection stays open after the last one
 * unless it closes). */
function eventStream(steps: Step[]) {
  const encoder = new TextEncoder();
  let timers: ReturnType<typeof setTimeout>[] = [];
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let at = 0;
      timers = steps.map((step) => {
        at += step.after;
        return setTimeout(() => {
          if (step.event) controller.enqueue(encoder.encode(`data: ${JSON.stringify(step.event)}\n\n`));
          if (step.close) controller.close();
        }, at);
      });
    },
    cancel() {
      timers.forEach(clearTimeout);
    },
  });
  return new HttpResponse(stream, { headers: { "content-type": "text/event-stream" } });
}

const gone = () => HttpResponse.json({ code: 404, data: null, msg: "投屏不存在或已结束" });

/** The handlers of one story: each connection to the stream plays the next script; the view read
 * answers `view` (or 404 when null). */
function screenHandlers(connections: Step[][], view: () => View | null = () => null) {
  let next = 0;
  return {
    beforeEach: () => {
      next = 0;
    },
    parameters: {
      layout: "fullscreen",
      msw: {
        handlers: [
          http.get(`${BASE}/teach/assignment/castScreen/events`, ({ request }) => {
            if (new URL(request.url).searchParams.get("screenId") !== SCREEN) return gone();
            const steps = connections[next++];
            return steps ? eventStream(steps) : gone();
          }),
          http.get(`${BASE}/teach/assignment/castScreen/view`, () => {
            const current = view();
            return current ? ok(current) : gone();
          }),
        ],
      },
    },
  };
}

const meta = {
  title: "Classroom/Assignment/ScreenCastView",
  component: ScreenCastView,
  args: { baseUrl: BASE, screenId: SCREEN },
} satisfies Meta<typeof ScreenCastView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student's work on the big screen, then the next cast without a reload; no grade was chosen. */
export const FollowsCasts: Story = {
  ...screenHandlers([
    [
      { after: 0, event: { type: "cast", view: castView(1, "李明") } },
      { after: 600, event: { type: "cast", view: castView(2, "王芳") } },
    ],
  ]),
  play: async ({ canvas }) => {
    const screen = canvas.getByRole("main", { name: "作业投屏" });
    await expect(await canvas.findByText("李明 的作答")).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { name: "函数的单调性 练习" })).toBeInTheDocument();
    await expect(canvas.getAllByText("已选").length).toBeGreaterThan(0);
    await expect(canvas.queryByText(/^得分/)).toBeNull();
    await expect(await canvas.findByText("王芳 的作答", {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(canvas.queryByText("李明 的作答")).toBeNull();
    // A stage 720 high in the window's shape, scaled to fill it: the page itself never scrolls.
    const content = screen.querySelector<HTMLElement>("[data-slot=scaled-container-content]");
    await expect(content?.style.width).toBe(`${stageWidthFor(window.innerWidth, window.innerHeight)}px`);
    await expect(content?.style.height).toBe("720px");
    await expect(screen.scrollHeight).toBeLessThanOrEqual(screen.clientHeight);
  },
};

/** The teacher chose to show the grade: the score and the comment appear with the work. */
export const WithGrade: Story = {
  ...screenHandlers([
    [
      {
        after: 0,
        event: { type: "cast", view: castView(3, "张伟", { grade: 92, comment: "证明严谨，图像清楚。" }) },
      },
    ],
  ]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("得分 92")).toBeInTheDocument();
    await expect(canvas.getByText("证明严谨，图像清楚。")).toBeInTheDocument();
  },
};

/** The teacher shows the assignment itself (no student): 作业题目. */
export const AssignmentOnly: Story = {
  ...screenHandlers([[{ after: 0, event: { type: "cast", view: castView(1, null) } }]]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("作业题目")).toBeInTheDocument();
    await expect(canvas.getAllByText("未作答")).toHaveLength(5);
  },
};

/** The teacher ends the cast: 投屏已结束 replaces the work. */
export const Ended: Story = {
  ...screenHandlers([
    [
      { after: 0, event: { type: "cast", view: castView(1, "李明") } },
      { after: 400, event: { type: "end" }, close: true },
    ],
  ]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("李明 的作答")).toBeInTheDocument();
    await expect(await canvas.findByText("投屏已结束", {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(canvas.queryByText("李明 的作答")).toBeNull();
  },
};

/** An unknown or expired screen id: 投屏已结束 at once. */
export const UnknownScreen: Story = {
  ...screenHandlers([]),
  args: { screenId: "ExpiredScreenId123456" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("投屏已结束")).toBeInTheDocument();
    await expect(canvas.queryByText("正在连接投屏…")).toBeNull();
  },
};

/** The stream drops: the screen says it is reconnecting, reads the current view meanwhile (a newer
 * cast), and follows the stream again once it is back. */
export const Reconnects: Story = {
  ...screenHandlers(
    [
      [
        { after: 0, event: { type: "cast", view: castView(1, "李明") } },
        { after: 300, close: true },
      ],
      [{ after: 0, event: { type: "cast", view: castView(3, "张伟") } }],
    ],
    () => castView(2, "王芳"),
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("李明 的作答")).toBeInTheDocument();
    await expect(await canvas.findByText("连接中断，正在重新连接…", {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(await canvas.findByText("王芳 的作答")).toBeInTheDocument();
    await expect(await canvas.findByText("张伟 的作答", {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(canvasElement.querySelector("[data-slot=screen-cast-view]")).toHaveAttribute("data-state", "live"),
    );
    await expect(canvas.queryByText("连接中断，正在重新连接…")).toBeNull();
  },
};

const LAST_LINE = "综上，f(x) = 2x + 1 在 R 上单调递增。证毕。";
/** A long written proof (far past the 720 px design height). */
function longView(): View {
  const view = castView(1, "李明", { grade: 88, comment: "步骤很完整。" });
  const steps = Array.from({ length: 40 }, (_, i) => `第 ${i + 1} 步：任取 x₁ < x₂，比较 f(x₁) 与 f(x₂) 的大小。`);
  return {
    ...view,
    questions: view.questions.map((q) =>
      q.type === 4 && q.answer ? { ...q, answer: { ...q.answer, content: [...steps, LAST_LINE].join("\n") } } : q,
    ),
  };
}

/** An answer longer than the screen: the answers scroll inside the frame (a focusable region, 作答内容,
 * reached with Tab, so arrow keys and the wheel scroll it) while the title and the student stay on top;
 * the end of the answer can be brought into view. */
export const LongAnswerScrolls: Story = {
  ...screenHandlers([[{ after: 0, event: { type: "cast", view: longView() } }]]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("李明 的作答")).toBeInTheDocument();
    const region = canvas.getByRole("region", { name: "作答内容" });
    const header = canvas.getByRole("heading", { name: "函数的单调性 练习" });
    // The written answer (its last line is the end of the proof): is its end inside the visible region?
    const proof = canvas.getByText(LAST_LINE, { exact: false });
    const endShown = (element: HTMLElement) => {
      const box = region.getBoundingClientRect();
      const rect = element.getBoundingClientRect();
      return rect.bottom <= box.bottom + 1 && rect.bottom >= box.top;
    };
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await expect(endShown(proof)).toBe(false);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollTo({ top: region.scrollHeight });
    await waitFor(() => expect(region.scrollTop + region.clientHeight).toBeGreaterThanOrEqual(region.scrollHeight - 1));
    await waitFor(() => expect(endShown(proof)).toBe(true));
    // The header did not move with the answers: still at the top of the frame.
    const frame = canvas.getByRole("main", { name: "作业投屏" }).getBoundingClientRect();
    await expect(header.getBoundingClientRect().top).toBeGreaterThanOrEqual(frame.top);
    await expect(header.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().top);
    await expect(canvas.getByText("得分 88")).toBeVisible();
  },
};
