import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { classroomRecord, mockRecords } from "../stories/record-handlers";
import { withClassroom } from "../stories/with-classroom";
import { type QuickActionHrefs, QuickActions } from "./quick-actions";

/** The console's pages. */
const hrefs: QuickActionHrefs = {
  checkin: "/teacher/checkin",
  question: "/teacher/question",
  survey: "/teacher/survey/list",
  topic: "/teacher/topic",
  assignment: "/teacher/assignment",
  userlist: "/teacher/userlist",
  control: "/teacher/control",
  practice: (recordId) => `/teacher/room/info/${recordId}`,
};

const meta = {
  title: "Classroom/Dashboard/QuickActions",
  component: QuickActions,
  decorators: [withClassroom],
  args: { courseItemId: 7, hrefs, onNavigate: fn() },
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The running session (#7) has its classroom record (#5). */
const withRecord = () => ({ classroomRecords: mockRecords({ records: [classroomRecord()] }) });

const running = scenario(withRecord);
/** A session runs: every activity links to its page, 课堂练习 to the session's classroom record (its
 * first record, #5); a click navigates through `onNavigate` (the consumer's router), not a page load. */
export const Running: Story = {
  ...running.story,
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole("navigation", { name: "课堂活动" });
    const practice = await within(nav).findByRole("link", { name: "课堂练习" });
    await expect(practice).toHaveAttribute("href", "/teacher/room/info/5");
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    await expect(links).toEqual([
      ["签到", "/teacher/checkin"],
      ["提问", "/teacher/question"],
      ["问卷", "/teacher/survey/list"],
      ["AI 话题", "/teacher/topic"],
      ["作业", "/teacher/assignment"],
      ["课堂练习", "/teacher/room/info/5"],
      ["学生名单", "/teacher/userlist"],
      ["课堂控制", "/teacher/control"],
    ]);
    await userEvent.click(practice);
    await expect(args.onNavigate).toHaveBeenCalledWith("/teacher/room/info/5");
    await userEvent.click(within(nav).getByRole("link", { name: "学生名单" }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith("/teacher/userlist");
    await expect(running.state.calls).toContain("recordPage:1");
  },
};

const keyboard = scenario(withRecord);
/** The keyboard alone: Tab walks the actions in order; Enter on a link navigates, Enter on 随机点名 opens
 * the session's random pick, Escape closes it and gives focus back. */
export const Keyboard: Story = {
  ...keyboard.story,
  play: async ({ canvas, args }) => {
    await canvas.findByRole("link", { name: "课堂练习" });
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "签到" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onNavigate).toHaveBeenCalledWith("/teacher/checkin");
    for (let i = 0; i < 8; i++) await userEvent.tab();
    const pick = canvas.getByRole("button", { name: "随机点名" });
    await expect(pick).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "随机点名" });
    await expect(await within(dialog).findByRole("button", { name: "开始抽取" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(pick).toHaveFocus();
  },
};

const pick = scenario();
/** 随机点名 picks among the running session's students. */
export const RandomPick: Story = {
  ...pick.story,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "随机点名" }));
    const dialog = await screen.findByRole("dialog", { name: "随机点名" });
    await waitFor(() => expect(pick.state.calls).toContain("courseItemStudents:7"));
    await userEvent.click(await within(dialog).findByRole("button", { name: "开始抽取" }));
    const picked = await within(dialog).findByRole("list", { name: "抽中" }, { timeout: 5000 });
    // The mock's fair round picks in roster order: 陈静 first.
    await expect(picked).toHaveTextContent("陈静");
    await expect(pick.state.calls).toContain("pickRandom:1");
  },
};

const idle = scenario({ teacherClass: null });
/** No session runs: the activity pages stay reachable; 课堂练习 and 随机点名 are disabled and say why. */
export const NoRunningSession: Story = {
  ...idle.story,
  args: { courseItemId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(7);
    for (const name of ["课堂练习", "随机点名"]) {
      const button = canvas.getByRole("button", { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute("title", "开始上课后可用");
    }
    await expect(idle.state.calls.filter((c) => c.startsWith("recordPage"))).toEqual([]);
  },
};
