import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { assignment, mockAssignments } from "../stories/mock-assignment";
import { withClassroom } from "../stories/with-classroom";
import { RunningClassAssignments } from "./running-class-assignments";

const meta = {
  title: "Classroom/Assignment/RunningClassAssignments",
  component: RunningClassAssignments,
  decorators: [withClassroom],
  args: { onOpen: fn(), onEdit: fn(), onCreate: fn() },
} satisfies Meta<typeof RunningClassAssignments>;

export default meta;
type Story = StoryObj<typeof meta>;

const running = scenario(() => ({ assignment: mockAssignments({ assignments: [assignment()] }) }));
/** A class in progress: its assignments, and 布置作业 sets a new one in that class. */
export const ClassInProgress: Story = {
  ...running.story,
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText("函数的单调性 练习")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "布置作业" }));
    await expect(args.onCreate).toHaveBeenCalledWith(7);
    await userEvent.click(canvas.getByRole("button", { name: "查看作业「函数的单调性 练习」" }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 61 }));
  },
};

const idle = scenario({ teacherClass: null });
/** No class in progress: a line saying to start one first, and no list. */
export const NoClass: Story = {
  ...idle.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("请先开始上课，再为本节课布置作业。")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "布置作业" })).toBeNull();
  },
};
