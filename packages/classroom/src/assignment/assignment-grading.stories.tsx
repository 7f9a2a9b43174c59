import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { assignment, mockAssignments, submission } from "../stories/mock-assignment";
import { student } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { AssignmentGrading } from "./assignment-grading";

const meta = {
  title: "Classroom/Assignment/AssignmentGrading",
  component: AssignmentGrading,
  decorators: [withClassroom],
  args: { assignmentId: 61, userId: null, onStudentChange: fn(), onView: fn() },
} satisfies Meta<typeof AssignmentGrading>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitted = () => {
  const a = assignment({ stage: "grade" });
  return mockAssignments({ assignments: [a], submissions: [submission(a, student(2)), submission(a, student(3))] });
};

const picking = scenario(() => ({ assignment: submitted() }));
/** No student chosen: the submissions with a line asking to choose; 批改 chooses, 查看 opens the work. */
export const ChooseStudent: Story = {
  ...picking.story,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("选择要批改的学生")).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole("button", { name: "批改 李明 的作业" }));
    await expect(args.onStudentChange).toHaveBeenCalledWith(102);
    await userEvent.click(canvas.getByRole("button", { name: "查看 李明 的作业" }));
    await expect(args.onView).toHaveBeenCalledWith(102);
  },
};

const grading = scenario(() => ({ assignment: submitted() }));
/** A student chosen: their grading form, and no list. */
export const GradeStudent: Story = {
  ...grading.story,
  args: { userId: 102 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "批改：李明" })).toBeInTheDocument();
    await expect(canvas.queryByText("选择要批改的学生")).toBeNull();
  },
};
