import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import "../styles.css";

import { ProcessFormValues } from "./process-form-values";
import { campusField, courseField, leaveForm } from "./stories/leave-form";

const meta = {
  title: "BPMN/Forms/Process form values",
  component: ProcessFormValues,
  args: { fields: [...leaveForm, courseField, campusField], values: {} },
} satisfies Meta<typeof ProcessFormValues>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The values of a started leave request, as its detail page lists them: option names, 是/否, lines kept. */
export const Filled: Story = {
  args: {
    values: {
      kind: "sick",
      days: 3,
      hours: 2.5,
      start: "2026-03-05",
      reason: "感冒发烧\n医生建议休息",
      notifyParent: false,
      course: "physics",
      campus: "东校区",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = (label: string) => canvas.getByText(label, { selector: "dt" }).nextElementSibling;
    await expect(value("请假类型")).toHaveTextContent("病假");
    await expect(value("请假天数")).toHaveTextContent("3");
    await expect(value("缺课课时")).toHaveTextContent("2.5");
    await expect(value("开始日期")).toHaveTextContent("2026-03-05");
    await expect(value("请假事由")?.textContent).toBe("感冒发烧\n医生建议休息");
    await expect(value("联系电话")).toHaveTextContent("—");
    await expect(value("通知家长")).toHaveTextContent("否");
    await expect(value("调整课程")).toHaveTextContent("物理");
    await expect(value("校区")).toHaveTextContent("东校区");
  },
};

/** Nothing filled in: every value shows —. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("definition").map((node) => node.textContent)).toEqual(
      Array(leaveForm.length + 2).fill("—"),
    );
  },
};

/** A form without fields says so. */
export const NoFields: Story = {
  args: { fields: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("该表单没有字段")).toBeVisible();
  },
};
