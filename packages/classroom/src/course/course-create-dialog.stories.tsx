import { Button } from "@smartclass/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { withClassroom } from "../stories/with-classroom";
import { CourseCreateDialog, type CourseCreateDialogProps } from "./course-create-dialog";

/** A page with a 新建课程 button that opens the dialog. */
function Harness({ onOpenChange, onCreated }: Omit<CourseCreateDialogProps, "open">) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>新建课程</Button>
      <CourseCreateDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        onCreated={onCreated}
      />
    </>
  );
}

const meta = {
  title: "Classroom/Course/CourseCreateDialog",
  component: CourseCreateDialog,
  decorators: [withClassroom],
  args: { open: false, onOpenChange: fn(), onCreated: fn() },
  render: (args) => <Harness onOpenChange={args.onOpenChange} onCreated={args.onCreated} />,
} satisfies Meta<typeof CourseCreateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 1 × 1 PNG, so that the preview is a real image. */
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
const cover = () => new File([PNG], "cover.png", { type: "image/png" });

/** Chooses a file as a person would, without the browser's `accept` filter (to try a refused type). */
function chooseFile(input: HTMLElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  (input as HTMLInputElement).files = transfer.files;
  fireEvent.change(input);
}

async function openDialog(canvas: { getByRole: typeof screen.getByRole }) {
  await userEvent.click(canvas.getByRole("button", { name: "新建课程" }));
  return within(await screen.findByRole("dialog", { name: "新建课程" }));
}

const creating = scenario(() => ({}));
/** Name, description, classroom and a previewed cover: the cover is uploaded, then the course created. */
export const CreateWithCover: Story = {
  ...creating.story,
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    await userEvent.type(dialog.getByLabelText(/课程名称/), "高一化学");
    await userEvent.type(dialog.getByLabelText("课程简介"), "物质的量与化学计量");
    await userEvent.type(dialog.getByLabelText("教室或班级"), "高一（5）班");
    await userEvent.upload(dialog.getByLabelText("封面图片"), cover());
    const preview = await dialog.findByRole("img", { name: "封面预览" });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(1));
    await userEvent.click(dialog.getByRole("button", { name: "创建课程" }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith(1000));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(creating.state.calls).toEqual(["upload", "createCourse:高一化学"]);
    await expect(creating.state.course.created).toEqual([
      {
        name: "高一化学",
        description: "物质的量与化学计量",
        classroomName: "高一（5）班",
        cover: "/files/face/1.jpg",
      },
    ]);
  },
};

const checking = scenario(() => ({}));
/** Checked in the browser: the name is required and ≤ 100; the cover must be PNG/JPG/WEBP and ≤ 5 MB. */
export const Validation: Story = {
  ...checking.story,
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(dialog.getByRole("button", { name: "创建课程" }));
    await expect(await dialog.findByText("请输入课程名称")).toBeInTheDocument();
    await expect(dialog.getByLabelText(/课程名称/)).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(dialog.getByLabelText(/课程名称/), "长".repeat(101));
    await userEvent.click(dialog.getByRole("button", { name: "创建课程" }));
    await expect(await dialog.findByText("课程名称不能超过 100 个字")).toBeInTheDocument();

    const file = dialog.getByLabelText("封面图片");
    chooseFile(file, new File(["GIF89a"], "cover.gif", { type: "image/gif" }));
    await expect(await dialog.findByText("封面只能是 PNG、JPG 或 WEBP 图片")).toBeInTheDocument();
    chooseFile(file, new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }));
    await expect(await dialog.findByText("封面图片不能超过 5 MB")).toBeInTheDocument();
    await expect(dialog.queryByRole("img")).not.toBeInTheDocument();
    await expect(checking.state.calls).toEqual([]);
  },
};

const refused = scenario(() => ({ refuse: { createCourse: "课程名称已存在" } }));
/** The server refuses: its message shows and nothing typed or chosen is lost; the retry does not upload again. */
export const RefusedKeepsEverything: Story = {
  ...refused.story,
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    await userEvent.type(dialog.getByLabelText(/课程名称/), "高一数学");
    await userEvent.type(dialog.getByLabelText("教室或班级"), "高一（3）班");
    await userEvent.upload(dialog.getByLabelText("封面图片"), cover());
    await userEvent.click(dialog.getByRole("button", { name: "创建课程" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent("课程名称已存在");
    await expect(dialog.getByLabelText(/课程名称/)).toHaveValue("高一数学");
    await expect(dialog.getByLabelText("教室或班级")).toHaveValue("高一（3）班");
    await expect(dialog.getByRole("img", { name: "封面预览" })).toBeInTheDocument();
    await expect(args.onCreated).not.toHaveBeenCalled();

    refused.state.refuse = {};
    await userEvent.clear(dialog.getByLabelText(/课程名称/));
    await userEvent.type(dialog.getByLabelText(/课程名称/), "高一数学（2）");
    await userEvent.click(dialog.getByRole("button", { name: "创建课程" }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith(1000));
    await expect(refused.state.calls.filter((c) => c === "upload")).toHaveLength(1);
    await expect(refused.state.course.created[0]).toMatchObject({ name: "高一数学（2）", cover: "/files/face/1.jpg" });
  },
};

const cancelling = scenario(() => ({}));
/** 取消 closes without creating; opened again, the form is empty; a removed cover is not uploaded. */
export const CancelAndRemoveCover: Story = {
  ...cancelling.story,
  play: async ({ canvas, args }) => {
    let dialog = await openDialog(canvas);
    await userEvent.type(dialog.getByLabelText(/课程名称/), "草稿课程");
    await userEvent.click(dialog.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    dialog = await openDialog(canvas);
    await expect(dialog.getByLabelText(/课程名称/)).toHaveValue("");
    await userEvent.type(dialog.getByLabelText(/课程名称/), "高一生物");
    await userEvent.upload(dialog.getByLabelText("封面图片"), cover());
    await userEvent.click(await dialog.findByRole("button", { name: "移除封面" }));
    await expect(dialog.queryByRole("img")).not.toBeInTheDocument();
    await expect(dialog.getByLabelText("封面图片")).toHaveFocus();
    await userEvent.click(dialog.getByRole("button", { name: "创建课程" }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalled());
    await expect(cancelling.state.calls).toEqual(["createCourse:高一生物"]);
  },
};
