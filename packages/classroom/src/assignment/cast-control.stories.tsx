import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { assignment, graded, mockAssignments, submission } from "../stories/mock-assignment";
import { student } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { CastControl } from "./cast-control";

const meta = {
  title: "Classroom/Assignment/CastControl",
  component: CastControl,
  decorators: [withClassroom],
  args: { assignmentId: 61, origin: "https://school.example" },
} satisfies Meta<typeof CastControl>;

export default meta;
type Story = StoryObj<typeof meta>;

const three = () => {
  const a = assignment({ stage: "grade" });
  return mockAssignments({
    assignments: [a],
    submissions: [graded(a, submission(a, student(1))), submission(a, student(2)), submission(a, student(3))],
  });
};
const address = (canvas: ReturnType<typeof within>) => canvas.getByRole("textbox", { name: "大屏幕地址" });

/** Replaces the clipboard for one story (headless Chromium has none to grant). */
function fakeClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

const choosing = scenario(() => ({ assignment: three() }));
/** Choose a student and start: the screen shows their work; its address is shown to copy or open. */
export const StartCasting: Story = {
  ...choosing.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("combobox", { name: "投屏的学生" }));
    await userEvent.click(await screen.findByRole("option", { name: "李明" }));
    await userEvent.click(canvas.getByRole("button", { name: "开始投屏" }));
    await expect(await canvas.findByText("大屏幕正在显示：李明")).toBeInTheDocument();
    await expect(canvas.getByText("正在投屏")).toBeInTheDocument();
    const screenId = choosing.state.assignment.casts[0]?.screenId ?? "";
    await expect(screenId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await expect(address(canvas)).toHaveValue(`https://school.example/teacher/assignment/screenin/${screenId}`);
    await expect(canvas.getByRole("link", { name: "在新窗口打开" })).toHaveAttribute("target", "_blank");
    await expect(choosing.state.calls).toContain("startScreenCast:102:plain");
    await expect(canvas.getByRole("button", { name: "投屏这位学生" })).toBeInTheDocument();
  },
};

const nextOne = scenario(() => ({ assignment: three() }));
/** From the submission table's 投屏 (a chosen student), with the grade; 投屏下一位 keeps the screen id. */
export const WithGradeThenNext: Story = {
  ...nextOne.story,
  args: { userId: 101 },
  play: async ({ canvas }) => {
    const picker = await canvas.findByRole("combobox", { name: "投屏的学生" });
    await waitFor(() => expect(picker).toHaveTextContent("陈静"));
    await userEvent.click(canvas.getByRole("switch", { name: "同时显示分数和评语" }));
    await userEvent.click(canvas.getByRole("button", { name: "开始投屏" }));
    await canvas.findByText("大屏幕正在显示：陈静");
    const first = address(canvas).getAttribute("value");
    await userEvent.click(canvas.getByRole("button", { name: "投屏下一位" }));
    await expect(await canvas.findByText("大屏幕正在显示：李明")).toBeInTheDocument();
    await expect(address(canvas)).toHaveValue(first);
    await expect(nextOne.state.calls).toEqual(
      expect.arrayContaining(["startScreenCast:101:grade", "startScreenCast:102:grade"]),
    );
    await expect(nextOne.state.assignment.casts[0]?.version).toBe(2);
  },
};

const ending = scenario(() => ({ assignment: three() }));
/** Ending the cast behind a confirm: the screen id stops answering; the address goes away. */
export const EndCasting: Story = {
  ...ending.story,
  play: async ({ canvas }) => {
    await canvas.findByRole("combobox", { name: "投屏的学生" });
    await userEvent.click(canvas.getByRole("button", { name: "开始投屏" }));
    await expect(await canvas.findByText("大屏幕正在显示：题目")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "结束投屏" }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog).toHaveTextContent("结束后大屏幕将显示「投屏已结束」");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await canvas.findByText("投屏已结束")).toBeInTheDocument();
    await expect(canvas.queryByRole("textbox", { name: "大屏幕地址" })).toBeNull();
    await expect(ending.state.assignment.casts[0]?.ended).toBe(true);
  },
};

const copying = scenario(() => ({ assignment: three() }));
/** 复制地址 puts the address on the clipboard; when the browser refuses, the teacher is told to copy
 * it by hand. */
export const CopyAddress: Story = {
  ...copying.story,
  play: async ({ canvas }) => {
    const writeText = fn(async (_: string) => undefined);
    fakeClipboard(writeText);
    await canvas.findByRole("combobox", { name: "投屏的学生" });
    await userEvent.click(canvas.getByRole("button", { name: "开始投屏" }));
    await canvas.findByText("大屏幕正在显示：题目");
    await userEvent.click(canvas.getByRole("button", { name: "复制地址" }));
    await expect(await canvas.findByText("地址已复制")).toBeInTheDocument();
    await expect(writeText).toHaveBeenCalledWith(address(canvas).getAttribute("value"));
    fakeClipboard(() => Promise.reject(new Error("denied")));
    await userEvent.click(canvas.getByRole("button", { name: "复制地址" }));
    await expect(await canvas.findByText("复制失败，请手动复制")).toBeInTheDocument();
  },
};

const empty = scenario(() => ({ assignment: mockAssignments({ assignments: [assignment()] }) }));
/** Nobody has submitted: only the questions can be cast. */
export const NoSubmissions: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("还没有学生提交，只能投屏题目")).toBeInTheDocument();
    await expect(canvas.getByRole("combobox", { name: "投屏的学生" })).toHaveTextContent("只投屏题目");
  },
};

const refused = scenario(() => ({ assignment: three(), refuse: { startScreenCast: "该学生还未提交" } }));
/** The server refuses: its message; nothing is cast. */
export const CastRefused: Story = {
  ...refused.story,
  play: async ({ canvas }) => {
    await canvas.findByRole("combobox", { name: "投屏的学生" });
    await userEvent.click(canvas.getByRole("button", { name: "开始投屏" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("该学生还未提交");
    await waitFor(() => expect(canvas.queryByText("正在投屏")).toBeNull());
  },
};

const SCREEN = "Qm9hcmRfb2ZfY2xhc3NfNw";
const reloaded = scenario(() => {
  const state = three();
  state.casts = [
    {
      screenId: SCREEN,
      assignmentId: 61,
      userId: 102,
      showGrade: true,
      version: 3,
      startTime: Date.now(),
      ended: false,
    },
  ];
  return { assignment: state };
});
/** The teacher reloads the page while a cast runs: it is read back and shown (正在投屏, whose work, the
 * address, the grade switch on); 投屏下一位 keeps the screen; 结束投屏 still ends it. */
export const RunningAfterReload: Story = {
  ...reloaded.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("大屏幕正在显示：李明")).toBeInTheDocument();
    await expect(canvas.getByText("正在投屏")).toBeInTheDocument();
    await expect(address(canvas)).toHaveValue(`https://school.example/teacher/assignment/screenin/${SCREEN}`);
    await expect(canvas.getByRole("combobox", { name: "投屏的学生" })).toHaveTextContent("李明");
    await expect(canvas.getByRole("switch", { name: "同时显示分数和评语" })).toBeChecked();
    await expect(reloaded.state.calls).toContain("screenCast:61");
    await userEvent.click(canvas.getByRole("button", { name: "投屏下一位" }));
    await expect(await canvas.findByText("大屏幕正在显示：王芳")).toBeInTheDocument();
    await expect(address(canvas)).toHaveValue(`https://school.example/teacher/assignment/screenin/${SCREEN}`);
    await expect(reloaded.state.calls).toContain("startScreenCast:103:grade");
    await expect(reloaded.state.assignment.casts[0]?.version).toBe(4);
    await userEvent.click(canvas.getByRole("button", { name: "结束投屏" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定" }));
    await expect(await canvas.findByText("投屏已结束")).toBeInTheDocument();
    await expect(canvas.queryByText("正在投屏")).toBeNull();
    await expect(reloaded.state.assignment.casts[0]?.ended).toBe(true);
  },
};

const readFails = scenario(() => ({ assignment: three(), refuse: { screenCast: "系统未知错误，请反馈给管理员" } }));
/** Reading the running cast fails: the server's message and 重试, which shows the running cast once
 * the server answers; a cast can be started meanwhile. */
export const RunningCastUnreadable: Story = {
  ...readFails.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("系统未知错误，请反馈给管理员");
    await expect(canvas.getByRole("button", { name: "开始投屏" })).toBeEnabled();
    readFails.state.refuse = {};
    readFails.state.assignment.casts = [
      { screenId: SCREEN, assignmentId: 61, userId: null, showGrade: false, version: 1, startTime: 0, ended: false },
    ];
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByText("大屏幕正在显示：题目")).toBeInTheDocument();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};
