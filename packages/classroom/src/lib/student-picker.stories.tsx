import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";

import { roster } from "../stories/mock-classroom";
import { StudentPicker } from "./student-picker";

function Picker({ count, error }: { count: number; error?: string }) {
  const [value, setValue] = useState<number[]>([]);
  return (
    <StudentPicker
      label="指定学生"
      students={roster(count)}
      value={value}
      onChange={setValue}
      {...(error ? { error } : {})}
    />
  );
}

const meta = {
  title: "Classroom/Shared/StudentPicker",
  component: Picker,
  tags: ["!autodocs"],
  args: { count: 8 },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search by name or number; 全选 takes the students shown. */
export const SearchAndSelect: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "搜索学生" }), "李");
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(1);
    await userEvent.click(canvas.getByRole("button", { name: "全选" }));
    await expect(canvas.getByText("已选 1 人")).toBeInTheDocument();
    await userEvent.clear(canvas.getByRole("searchbox", { name: "搜索学生" }));
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(8);
    await expect(canvas.getByRole("checkbox", { name: /李明/ })).toBeChecked();
  },
};

/** A message under the list. */
export const WithError: Story = {
  args: { error: "请选择作答的学生" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "指定学生" })).toHaveAccessibleDescription("请选择作答的学生");
  },
};

/** No students in the class. */
export const NoStudents: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("本节课还没有学生")).toBeInTheDocument();
  },
};
