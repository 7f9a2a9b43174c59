import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { assignment, DAY, mockAssignments } from "../stories/mock-assignment";
import { fillFirstQuestion, questionItem } from "../stories/question-steps";
import { withClassroom } from "../stories/with-classroom";
import { AssignmentEditor } from "./assignment-editor";
import { toLocalInput } from "./assignment-format";

const meta = {
  title: "Classroom/Assignment/AssignmentEditor",
  component: AssignmentEditor,
  decorators: [withClassroom],
  args: { courseItemId: 7, onSaved: fn() },
} satisfies Meta<typeof AssignmentEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<typeof questionItem>[0];
/** Types the first question: a single choice with A right. */
const fillFirst = (canvas: Canvas) => fillFirstQuestion(canvas, "y = x² 在 (0, +∞) 上单调递增吗？", ["递增", "递减"]);

const fresh = scenario();
/** A new assignment: one single-choice question worth 10 points, no deadline, late work refused,
 * peer review off. */
export const NewAssignment: Story = {
  ...fresh.story,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "布置作业" })).toBeInTheDocument();
    await expect(canvas.getByRole("combobox", { name: "第 1 题题型" })).toHaveTextContent("单选题");
    await expect(canvas.getByText("总分 10 分")).toBeInTheDocument();
    await expect(canvas.getByRole("radio", { name: "不接受迟交" })).toBeChecked();
    await expect(canvas.getByRole("switch", { name: "开启互评" })).not.toBeChecked();
    await expect(canvas.queryByRole("spinbutton", { name: /每人评阅份数/ })).toBeNull();
  },
};

const invalid = scenario();
/** Saving an empty form shows each message at its field; nothing is sent. */
export const ValidationMessages: Story = {
  ...invalid.story,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "保存草稿" }));
    await expect(await canvas.findByText("请输入作业标题")).toBeInTheDocument();
    await expect(canvas.getByText("请输入题目")).toBeInTheDocument();
    await expect(canvas.getAllByText("请填写选项内容")).toHaveLength(2);
    await expect(canvas.getByText("请标出正确答案")).toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: /作业标题/ })).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(canvas.getByRole("button", { name: "删除第 1 题" }));
    await userEvent.click(canvas.getByRole("button", { name: "保存草稿" }));
    await expect(await canvas.findByText("请至少添加一道题目")).toBeInTheDocument();
    await expect(invalid.state.calls.some((c) => c.startsWith("createAssignment"))).toBe(false);
  },
};

const needsDeadline = scenario();
/** A draft may go without a deadline; publishing asks for one in the future. */
export const PublishNeedsDeadline: Story = {
  ...needsDeadline.story,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /作业标题/ }), "单调性练习");
    await fillFirst(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "发布作业" }));
    await expect(await canvas.findByText("发布作业需要截止时间")).toBeInTheDocument();
    fireEvent.change(canvas.getByLabelText("截止时间"), { target: { value: toLocalInput(Date.now() - DAY) } });
    await userEvent.click(canvas.getByRole("button", { name: "发布作业" }));
    await expect(await canvas.findByText("截止时间必须晚于现在")).toBeInTheDocument();
    await expect(screen.queryByRole("alertdialog")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "保存草稿" }));
    await expect(await canvas.findByText("草稿已保存")).toBeInTheDocument();
    await expect(needsDeadline.state.calls).toContain("createAssignment:单调性练习");
  },
};

const building = scenario();
/** Build an assignment with every question type, a penalty for late work and anonymous peer review
 * with a two-criterion rubric; publish after the confirm. */
export const BuildAndPublish: Story = {
  ...building.story,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /作业标题/ }), "单调性练习");
    await fillFirst(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "添加题目" }));
    await userEvent.click(canvas.getByRole("combobox", { name: "第 2 题题型" }));
    await userEvent.click(await screen.findByRole("option", { name: "判断题" }));
    const second = within(questionItem(canvas, 2));
    await userEvent.type(second.getByRole("textbox", { name: /第 2 题题目/ }), "单调函数一定过原点。");
    await userEvent.click(second.getByRole("radio", { name: "错误" }));
    await userEvent.click(canvas.getByRole("button", { name: "添加题目" }));
    await userEvent.click(canvas.getByRole("combobox", { name: "第 3 题题型" }));
    await userEvent.click(await screen.findByRole("option", { name: "简答题" }));
    const third = within(questionItem(canvas, 3));
    await userEvent.type(third.getByRole("textbox", { name: /第 3 题题目/ }), "证明 f(x) = 2x + 1 单调递增。");
    await userEvent.type(third.getByRole("textbox", { name: /第 3 题参考答案/ }), "作差法");
    const points = third.getByRole("spinbutton", { name: /第 3 题分值/ });
    await userEvent.clear(points);
    await userEvent.type(points, "30");
    await expect(canvas.getByText("总分 50 分")).toBeInTheDocument();

    fireEvent.change(canvas.getByLabelText("截止时间"), { target: { value: toLocalInput(Date.now() + DAY) } });
    await userEvent.click(canvas.getByRole("radio", { name: "接受迟交并扣分" }));
    await expect(canvas.getByRole("spinbutton", { name: /迟交扣分/ })).toHaveValue(10);
    await userEvent.click(canvas.getByRole("switch", { name: "开启互评" }));
    await expect(canvas.getByText(/最终成绩 = 教师评分 × \(100 − w\)%/)).toBeInTheDocument();
    await expect(canvas.getByText("互评开始后提交的作业不参与互评，由教师评分")).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: /标准 1 名称/ }), "思路清晰");
    await userEvent.click(canvas.getByRole("button", { name: "添加评分标准" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /标准 2 名称/ }), "书写规范");
    await expect(canvas.getByText("互评满分 10 分")).toBeInTheDocument();

    await userEvent.click(canvas.getByRole("button", { name: "发布作业" }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog).toHaveTextContent("发布后学生即可看到并提交作业");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await canvas.findByText("作业已发布")).toBeInTheDocument();
    await expect(building.state.calls).toEqual(
      expect.arrayContaining(["createAssignment:单调性练习", "updateAssignment:published"]),
    );
    const created = building.state.assignment.assignments[0];
    await expect(created?.stage).toBe("published");
    await expect(created?.questions.map((q) => q.answer)).toEqual(["0", "1", "作差法"]);
    await expect(created?.peerReviewSettings?.rubric.map((c) => c.title)).toEqual(["思路清晰", "书写规范"]);
    await expect(created?.latePenalty).toBe(10);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(created?.id, "published"));
  },
};

const peerErrors = scenario();
/** Peer review settings out of range and a review deadline before the deadline are refused at their
 * fields. */
export const PeerReviewValidation: Story = {
  ...peerErrors.story,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("switch", { name: "开启互评" }));
    const reviews = canvas.getByRole("spinbutton", { name: /每人评阅份数/ });
    await userEvent.clear(reviews);
    await userEvent.type(reviews, "6");
    fireEvent.change(canvas.getByLabelText("截止时间"), { target: { value: toLocalInput(Date.now() + 2 * DAY) } });
    fireEvent.change(canvas.getByLabelText("互评截止时间"), { target: { value: toLocalInput(Date.now() + DAY) } });
    await userEvent.click(canvas.getByRole("button", { name: "删除标准 1" }));
    await userEvent.click(canvas.getByRole("button", { name: "保存草稿" }));
    await expect(await canvas.findByText("每人评阅 1 到 5 份")).toBeInTheDocument();
    await expect(canvas.getByText("互评截止时间必须晚于作业截止时间")).toBeInTheDocument();
    await expect(canvas.getByText("互评需要至少一条评分标准")).toBeInTheDocument();
  },
};

const editing = scenario(() => ({
  assignment: mockAssignments({ assignments: [assignment({ stage: "draft" })] }),
}));
/** Editing a saved draft (no session needed: it is the draft's): its values are loaded; a change is
 * saved back to the same assignment. */
export const EditDraft: Story = {
  ...editing.story,
  args: { assignmentId: 61, courseItemId: undefined },
  play: async ({ canvas, args }) => {
    const title = await canvas.findByRole("textbox", { name: /作业标题/ });
    await expect(title).toHaveValue("函数的单调性 练习");
    await expect(canvas.getByText("总分 100 分")).toBeInTheDocument();
    await expect(canvas.getByRole("switch", { name: "开启互评" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "接受迟交并扣分" })).toBeChecked();
    await userEvent.clear(title);
    await userEvent.type(title, "单调性练习（修订）");
    await userEvent.click(canvas.getByRole("button", { name: "保存草稿" }));
    await expect(await canvas.findByText("草稿已保存")).toBeInTheDocument();
    await expect(editing.state.assignment.assignments[0]?.title).toBe("单调性练习（修订）");
    await expect(editing.state.calls.some((c) => c.startsWith("createAssignment"))).toBe(false);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(61, "draft"));
  },
};

const refused = scenario(() => ({ refuse: { createAssignment: "课堂不存在：7" } }));
/** The server refuses: its message is shown over the buttons and the values stay. */
export const ServerRefusal: Story = {
  ...refused.story,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /作业标题/ }), "单调性练习");
    await fillFirst(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "保存草稿" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("课堂不存在：7");
    await expect(canvas.getByRole("textbox", { name: /作业标题/ })).toHaveValue("单调性练习");
  },
};

const ordering = scenario();
/** Questions move with their buttons, keeping what was typed; the first cannot move up, the last not
 * down; a file question needs no answer and says what students may upload. */
export const ReorderQuestions: Story = {
  ...ordering.story,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /第 1 题题目/ }), "第一道");
    await userEvent.click(canvas.getByRole("button", { name: "添加题目" }));
    await userEvent.click(canvas.getByRole("combobox", { name: "第 2 题题型" }));
    await userEvent.click(await screen.findByRole("option", { name: "文件题" }));
    await expect(canvas.getByText(/学生上传文件作答：图片、PDF、Office 文档、文本、zip/)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: /第 2 题题目/ }), "上传图像");
    await expect(canvas.getByRole("button", { name: "上移第 1 题" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "下移第 2 题" })).toBeDisabled();
    canvas.getByRole("button", { name: "上移第 2 题" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("textbox", { name: /第 1 题题目/ })).toHaveValue("上传图像");
    await expect(canvas.getByRole("combobox", { name: "第 1 题题型" })).toHaveTextContent("文件题");
    await expect(canvas.getByRole("textbox", { name: /第 2 题题目/ })).toHaveValue("第一道");
    await expect(canvas.getByText("总分 20 分")).toBeInTheDocument();
  },
};

const guarded = scenario();
/** The page's beforeunload listeners added after the story's start (the editor's guard). A real
 * beforeunload event cannot be dispatched here: MSW's worker client takes it as the page closing. */
const unloadListeners = new Set<EventListenerOrEventListenerObject>();
/** With unsaved changes, leaving the page asks first (the browser's own dialog); once saved, not. */
export const UnsavedChangesGuard: Story = {
  ...guarded.story,
  beforeEach: () => {
    guarded.story.beforeEach();
    unloadListeners.clear();
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: unknown) => {
      if (type === "beforeunload") unloadListeners.add(listener);
      add(type, listener, options as AddEventListenerOptions);
    }) as typeof window.addEventListener;
    window.removeEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: unknown) => {
      if (type === "beforeunload") unloadListeners.delete(listener);
      remove(type, listener, options as EventListenerOptions);
    }) as typeof window.removeEventListener;
    return () => {
      window.addEventListener = add;
      window.removeEventListener = remove;
    };
  },
  play: async ({ canvas }) => {
    /** Whether leaving now would ask first: a listener cancels the (simulated) beforeunload. */
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      unloadListeners.forEach((listener) =>
        typeof listener === "function" ? listener(event) : listener.handleEvent(event),
      );
      return event.defaultPrevented;
    };
    await expect(leave()).toBe(false);
    await userEvent.type(canvas.getByRole("textbox", { name: /作业标题/ }), "单调性练习");
    await waitFor(() => expect(leave()).toBe(true));
    await fillFirst(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "保存草稿" }));
    await canvas.findByText("草稿已保存", {}, { timeout: 5000 });
    await waitFor(() => expect(leave()).toBe(false));
  },
};
