import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { roster, student } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { RandomPickWidget } from "./random-pick-widget";

const meta = {
  title: "Classroom/RandomPick/RandomPickWidget",
  component: RandomPickWidget,
  decorators: [withClassroom],
  args: { courseItemId: 7, students: roster(), shuffleMs: 900 },
} satisfies Meta<typeof RandomPickWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces matchMedia so that `prefers-reduced-motion: reduce` matches; answers the restore. */
function preferReducedMotion(): () => void {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string) =>
    query.includes("prefers-reduced-motion")
      ? ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        } satisfies MediaQueryList)
      : original(query);
  return () => {
    window.matchMedia = original;
  };
}

/** Watches the widget for the shuffle while `run` runs; answers whether it appeared. */
async function shuffleSeen(root: HTMLElement, run: () => Promise<void>): Promise<boolean> {
  let seen = false;
  const observer = new MutationObserver(() => {
    if (root.querySelector("[data-slot=random-pick-shuffle]")) seen = true;
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  try {
    await run();
  } finally {
    observer.disconnect();
  }
  return seen;
}

const idle = scenario();
/** Before any pick: the counter of the round (已抽 0 / 共 6 人, 第 1 轮). */
export const Idle: Story = {
  ...idle.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("已抽 0 / 共 6 人 · 第 1 轮")).toBeInTheDocument();
    await expect(canvas.getByRole("spinbutton", { name: "抽取人数" })).toHaveValue(1);
  },
};

const animating = scenario();
/** Pick two: names shuffle for a moment, then the picked ones show and are announced; the counter
 * follows. */
export const Animating: Story = {
  ...animating.story,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText("已抽 0 / 共 6 人 · 第 1 轮");
    const count = canvas.getByRole("spinbutton", { name: "抽取人数" });
    await userEvent.clear(count);
    await userEvent.type(count, "2");
    await userEvent.click(canvas.getByRole("button", { name: "开始抽取" }));
    const shuffle = await waitFor(() => {
      const element = canvasElement.querySelector("[data-slot=random-pick-shuffle]");
      if (!element) throw new Error("no shuffle yet");
      return element;
    });
    await expect(shuffle).toHaveAttribute("aria-hidden", "true");
    const result = await canvas.findByRole("list", { name: "抽中" }, { timeout: 3000 });
    await expect(
      within(result)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["陈静", "李明"]);
    await expect(canvasElement.querySelector("[data-slot=random-pick-announcement]")).toHaveTextContent(
      "抽中：陈静、李明",
    );
    await expect(canvas.getByText("已抽 2 / 共 6 人 · 第 1 轮")).toBeInTheDocument();
  },
};

const reduced = scenario();
/** With prefers-reduced-motion: no shuffle at all, the picked name shows as soon as the server answers. */
export const ReducedMotion: Story = {
  ...reduced.story,
  beforeEach: () => {
    reduced.story.beforeEach();
    return preferReducedMotion();
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText("已抽 0 / 共 6 人 · 第 1 轮");
    const seen = await shuffleSeen(canvasElement, async () => {
      await userEvent.click(canvas.getByRole("button", { name: "开始抽取" }));
      await canvas.findByRole("list", { name: "抽中" });
    });
    await expect(seen).toBe(false);
    await expect(canvas.getByRole("list", { name: "抽中" })).toHaveTextContent("陈静");
  },
};

const complete = scenario({ round: { round: 1, picked: roster(5) } });
/** The last student of the round is picked: the round is complete, and the next pick starts round 2. */
export const RoundComplete: Story = {
  ...complete.story,
  args: { shuffleMs: 0 },
  play: async ({ canvas }) => {
    await canvas.findByText("已抽 5 / 共 6 人 · 第 1 轮");
    await userEvent.click(canvas.getByRole("button", { name: "开始抽取" }));
    await expect(await canvas.findByText("已抽 6 / 共 6 人 · 第 1 轮")).toBeInTheDocument();
    await expect(canvas.getByRole("list", { name: "抽中" })).toHaveTextContent(student(6).nickname);
    await expect(canvas.getByText("本轮已全部抽完，下次抽取将开始新一轮")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "开始抽取" }));
    await expect(await canvas.findByText("已抽 1 / 共 6 人 · 第 2 轮")).toBeInTheDocument();
  },
};

const resetting = scenario({ round: { round: 1, picked: roster(3) } });
/** Reset asks first (系统提示): 取消 keeps the round, 确定 starts a new one. */
export const ResetRound: Story = {
  ...resetting.story,
  play: async ({ canvas }) => {
    await canvas.findByText("已抽 3 / 共 6 人 · 第 1 轮");
    await expect(canvas.getByRole("list", { name: "本轮已抽" })).toHaveTextContent("陈静李明王芳");
    await userEvent.click(canvas.getByRole("button", { name: "重置本轮" }));
    let dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(resetting.state.calls).not.toContain("resetRandomRound");
    await userEvent.click(canvas.getByRole("button", { name: "重置本轮" }));
    dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(within(dialog).getByRole("button", { name: "确定" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("已抽 0 / 共 6 人 · 第 2 轮")).toBeInTheDocument();
    await expect(canvas.queryByRole("list", { name: "本轮已抽" })).not.toBeInTheDocument();
  },
};

const tooMany = scenario();
/** A count over the class size is refused at the field. */
export const CountValidation: Story = {
  ...tooMany.story,
  play: async ({ canvas }) => {
    const count = await canvas.findByRole("spinbutton", { name: "抽取人数" });
    await waitFor(() => expect(canvas.getByText(/共 6 人/)).toBeInTheDocument());
    await userEvent.clear(count);
    await userEvent.type(count, "9");
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("请输入 1 到 6 之间的人数")).toBeInTheDocument();
    await expect(count).toHaveAttribute("aria-invalid", "true");
    await expect(tooMany.state.calls.some((c) => c.startsWith("pickRandom"))).toBe(false);
  },
};

const empty = scenario({ students: [] });
/** Nobody to pick: the server's message is shown. */
export const NoCandidates: Story = {
  ...empty.story,
  args: { students: [] },
  play: async ({ canvas }) => {
    await canvas.findByText("已抽 0 / 共 0 人 · 第 1 轮");
    await userEvent.click(canvas.getByRole("button", { name: "开始抽取" }));
    await expect(await canvas.findByRole("alert", {}, { timeout: 3000 })).toHaveTextContent(
      "没有可抽取的学生（本节课签到的学生为空）",
    );
  },
};
