import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { pressArrow } from "../stories/keyboard";
import { survey } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { SurveyBuilder } from "./survey-builder";

const meta = {
  title: "Classroom/Survey/SurveyBuilder",
  component: SurveyBuilder,
  decorators: [withClassroom],
  args: { courseItemId: 7, onSaved: fn(), onStarted: fn() },
} satisfies Meta<typeof SurveyBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const empty = scenario();
/** A new survey: one single-choice question with two empty choices; save and start now. */
export const Empty: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "新建问卷" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("combobox", { name: "第 1 题题型" })).toHaveTextContent("单选题");
    await expect(canvas.getAllByRole("textbox", { name: /^选项 / })).toHaveLength(2);
    await expect(canvas.getByRole("button", { name: "保存问卷" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "立即发起" })).toBeInTheDocument();
  },
};

const invalid = scenario();
/** Saving an empty survey shows the messages at the fields and focuses the first; nothing is sent. */
export const ValidationErrors: Story = {
  ...invalid.story,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "保存问卷" }));
    await expect(await canvas.findByText("请输入问卷标题")).toBeInTheDocument();
    await expect(canvas.getByText("请输入题目")).toBeInTheDocument();
    await expect(canvas.getAllByText("请填写选项内容")).toHaveLength(2);
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /问卷标题/ })).toHaveFocus());
    await userEvent.click(canvas.getByRole("button", { name: "删除第 1 题" }));
    await expect(await canvas.findByText("请至少添加一道题目")).toBeInTheDocument();
    await expect(invalid.state.calls.some((c) => /^(createSurvey|startSurvey)/.test(c))).toBe(false);
  },
};

const building = scenario();
/** Build a survey of three types, make it anonymous with a 5-minute limit, move a question up, and
 * start it in the session. */
export const BuildAndStart: Story = {
  ...building.story,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /问卷标题/ }), "课堂反馈");
    canvas.getByRole("switch", { name: "匿名问卷" }).focus();
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("switch", { name: "匿名问卷" })).toBeChecked();
    await userEvent.click(canvas.getByRole("combobox", { name: "答题时限" }));
    await userEvent.click(await screen.findByRole("option", { name: "5 分钟" }));

    await userEvent.type(canvas.getByRole("textbox", { name: "第 1 题题目" }), "本节课的难度");
    await userEvent.type(canvas.getByRole("textbox", { name: "选项 A" }), "偏易");
    await userEvent.type(canvas.getByRole("textbox", { name: "选项 B" }), "适中");
    await userEvent.click(canvas.getByRole("button", { name: "添加选项" }));
    await userEvent.keyboard("偏难");

    await userEvent.click(canvas.getByRole("button", { name: "添加题目" }));
    await expect(canvas.getByRole("textbox", { name: "第 2 题题目" })).toHaveFocus();
    await userEvent.keyboard("给本节课打分");
    await userEvent.click(canvas.getByRole("combobox", { name: "第 2 题题型" }));
    await userEvent.click(await screen.findByRole("option", { name: "评分题" }));
    await expect(canvas.getByText("学生给出 1–5 星评分")).toBeInTheDocument();

    await userEvent.click(canvas.getByRole("button", { name: "添加题目" }));
    await userEvent.keyboard("还有什么建议");
    await userEvent.click(canvas.getByRole("combobox", { name: "第 3 题题型" }));
    await userEvent.click(await screen.findByRole("option", { name: "文本题" }));
    await userEvent.click(canvas.getByRole("button", { name: "上移第 3 题" }));
    await expect(canvas.getByRole("textbox", { name: "第 2 题题目" })).toHaveValue("还有什么建议");
    await waitFor(() => expect(canvas.getByRole("button", { name: "上移第 2 题" })).toHaveFocus());

    await userEvent.click(canvas.getByRole("button", { name: "立即发起" }));
    await waitFor(() => expect(args.onStarted).toHaveBeenCalledOnce());
    const started = building.state.surveys[0];
    await expect(started).toMatchObject({ status: 1, title: "课堂反馈", anonymous: true });
    await expect(started?.endTime).not.toBeNull();
    await expect(started?.questions.map((q) => [q.type, q.title, q.options])).toEqual([
      [1, "本节课的难度", ["偏易", "适中", "偏难"]],
      [3, "还有什么建议", []],
      [4, "给本节课打分", []],
    ]);
    await expect(await canvas.findByText("问卷已发起")).toBeInTheDocument();
  },
};

const saving = scenario();
/** Without a session the survey can only be saved for later (status 0). */
export const SaveForLater: Story = {
  ...saving.story,
  args: { courseItemId: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole("button", { name: "立即发起" })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: /问卷标题/ }), "学期中反馈");
    await userEvent.click(canvas.getByRole("combobox", { name: "第 1 题题型" }));
    await userEvent.click(await screen.findByRole("option", { name: "文本题" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "第 1 题题目" }), "你最喜欢哪一节课");
    await userEvent.click(canvas.getByRole("button", { name: "保存问卷" }));
    await expect(await canvas.findByText("问卷已保存")).toBeInTheDocument();
    await expect(saving.state.surveys[0]).toMatchObject({ status: 0, courseItemId: null, title: "学期中反馈" });
    await expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ status: 0 }));
  },
};

const reuse = scenario({ surveys: [survey({ id: 40, status: 0, courseItemId: null, title: "每周反馈" })] });
/** A saved survey is started again from the 已保存的问卷 tab (reached with the arrow keys). */
export const StartSaved: Story = {
  ...reuse.story,
  play: async ({ canvas, args }) => {
    canvas.getByRole("tab", { name: "新建问卷" }).focus();
    await pressArrow("ArrowRight");
    await expect(canvas.getByRole("tab", { name: "已保存的问卷" })).toHaveAttribute("aria-selected", "true");
    const saved = await canvas.findByRole("list", { name: "已保存的问卷" });
    await expect(within(saved).getByText("4 道题")).toBeInTheDocument();
    await userEvent.click(within(saved).getByRole("button", { name: "发起此问卷：每周反馈" }));
    await waitFor(() => expect(args.onStarted).toHaveBeenCalledWith(expect.objectContaining({ title: "每周反馈" })));
    await expect(reuse.state.calls).toContain("startSurvey:saved:40");
  },
};

const noSaved = scenario();
/** No saved survey yet. */
export const NoSavedSurveys: Story = {
  ...noSaved.story,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "已保存的问卷" }));
    await expect(await canvas.findByText("还没有保存的问卷")).toBeInTheDocument();
  },
};

const refused = scenario({ surveys: [survey({ title: "课堂反馈" })] });
/** The server refuses (a survey already runs): its message; the survey stays as written. */
export const ServerRefusal: Story = {
  ...refused.story,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /问卷标题/ }), "第二份");
    await userEvent.click(canvas.getByRole("combobox", { name: "第 1 题题型" }));
    await userEvent.click(await screen.findByRole("option", { name: "评分题" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "第 1 题题目" }), "打分");
    await userEvent.click(canvas.getByRole("button", { name: "立即发起" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("已有进行中的问卷（课堂反馈），请先结束");
    await expect(canvas.getByRole("textbox", { name: /问卷标题/ })).toHaveValue("第二份");
  },
};
