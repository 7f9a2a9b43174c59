import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { survey } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { SavedSurveys } from "./saved-surveys";

const meta = {
  title: "Classroom/Survey/SavedSurveys",
  component: SavedSurveys,
  decorators: [withClassroom],
  tags: ["!autodocs"],
  args: { onStart: fn() },
} satisfies Meta<typeof SavedSurveys>;

export default meta;
type Story = StoryObj<typeof meta>;

const saved = scenario({
  surveys: [
    survey({ id: 40, status: 0, courseItemId: null, title: "每周反馈", anonymous: true }),
    survey({ id: 41, status: 2, title: "已经用过的" }),
  ],
});
/** Only the saved ones (status 0) are listed, each can be started. */
export const List: Story = {
  ...saved.story,
  play: async ({ canvas, args }) => {
    const list = await canvas.findByRole("list", { name: "已保存的问卷" });
    await expect(list).toHaveTextContent("每周反馈4 道题匿名问卷");
    await expect(canvas.queryByText("已经用过的")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "发起此问卷：每周反馈" }));
    await expect(args.onStart).toHaveBeenCalledWith(expect.objectContaining({ id: 40 }));
  },
};

const failing = scenario({ refuse: { teacherSurveyPage: "当前操作没有权限" } });
/** Loading fails. */
export const LoadError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("当前操作没有权限");
  },
};
