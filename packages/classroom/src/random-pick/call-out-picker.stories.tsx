import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { roster } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { CallOutPicker } from "./call-out-picker";

const meta = {
  title: "Classroom/RandomPick/CallOutPicker",
  component: CallOutPicker,
  decorators: [withClassroom],
  args: { courseItemId: 7, students: roster(), onCalledOut: fn() },
} satisfies Meta<typeof CallOutPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const calling = scenario();
/** Search, choose two (keyboard: Space), call them out; the result is announced and the choice clears. */
export const CallOutTwo: Story = {
  ...calling.story,
  args: { questionId: 21 },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "搜索学生" }), "2026002");
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(1);
    canvas.getByRole("checkbox", { name: /李明/ }).focus();
    await userEvent.keyboard(" ");
    await userEvent.clear(canvas.getByRole("searchbox", { name: "搜索学生" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /赵敏/ }));
    await expect(canvas.getByText("已选 2 人")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "点名" }));
    await expect(await canvas.findByText("已点名：李明、赵敏")).toBeInTheDocument();
    await expect(calling.state.calls).toContain("callOut:102,106");
    await expect(args.onCalledOut).toHaveBeenCalledWith([
      expect.objectContaining({ nickname: "李明" }),
      expect.objectContaining({ nickname: "赵敏" }),
    ]);
    await expect(canvas.getByText("已选 0 人")).toBeInTheDocument();
  },
};

const nobody = scenario();
/** Calling out nobody is refused at the list; 全选 then 清空 work on the shown students. */
export const Validation: Story = {
  ...nobody.story,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "点名" }));
    await expect(await canvas.findByText("请选择要点名的学生")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "全选" }));
    await expect(canvas.getByText("已选 6 人")).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText("请选择要点名的学生")).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole("button", { name: "清空" }));
    await expect(canvas.getByText("已选 0 人")).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("searchbox", { name: "搜索学生" }), "不存在");
    await expect(canvas.getByText("没有匹配的学生")).toBeInTheDocument();
    await expect(nobody.state.calls.some((c) => c.startsWith("callOut"))).toBe(false);
  },
};

const empty = scenario({ students: [] });
/** A class without students: nothing to choose. */
export const NoStudents: Story = {
  ...empty.story,
  args: { students: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("本节课还没有学生")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "点名" })).toBeDisabled();
  },
};

const refused = scenario({ refuse: { callOut: "课堂未开始或已结束，不能发起活动" } });
/** The server refuses: its message, and the choice stays. */
export const ServerRefusal: Story = {
  ...refused.story,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("checkbox", { name: /陈静/ }));
    await userEvent.click(canvas.getByRole("button", { name: "点名" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("课堂未开始或已结束，不能发起活动");
    await expect(canvas.getByRole("checkbox", { name: /陈静/ })).toBeChecked();
  },
};
