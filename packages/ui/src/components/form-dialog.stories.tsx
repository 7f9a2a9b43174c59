import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import * as z from "zod";

import { Button } from "./button";
import { FormDialog, FormDialogField, FormSubmitError } from "./form-dialog";
import { Input } from "./input";

const userSchema = z.object({
  username: z.string().trim().min(1, "用户名称不能为空").max(30, "用户名称长度不能超过 30 个字符"),
  nickname: z.string().trim().min(1, "用户昵称不能为空"),
  mobile: z.string().regex(/^(|1[3-9]\d{9})$/, "请输入正确的手机号码"),
});

type UserInput = z.input<typeof userSchema>;
type UserOutput = z.output<typeof userSchema>;

type HarnessProps = {
  onSubmit: (values: UserOutput) => Promise<void>;
  defaultValues?: UserInput;
  startOpen?: boolean;
};

/** A 新增用户 button opening the form dialog, as a user page would. */
function Harness({
  onSubmit,
  defaultValues = { username: "", nickname: "", mobile: "" },
  startOpen = false,
}: HarnessProps) {
  const [open, setOpen] = React.useState(startOpen);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        新增用户
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="添加用户"
        schema={userSchema}
        defaultValues={defaultValues}
        onSubmit={onSubmit}
      >
        {(form) => (
          <>
            <FormDialogField form={form} name="username" label="用户名称" required>
              <Input {...form.register("username")} />
            </FormDialogField>
            <FormDialogField form={form} name="nickname" label="用户昵称" required>
              <Input {...form.register("nickname")} />
            </FormDialogField>
            <FormDialogField form={form} name="mobile" label="手机号码">
              <Input inputMode="numeric" maxLength={11} {...form.register("mobile")} />
            </FormDialogField>
          </>
        )}
      </FormDialog>
    </>
  );
}

const meta = {
  title: "Primitives/FormDialog",
  component: Harness,
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole("button", { name: "新增用户" }));
  return screen.findByRole("dialog", { name: "添加用户" });
}

async function fill(dialog: HTMLElement, values: Partial<UserInput>) {
  for (const [label, value] of [
    ["用户名称", values.username],
    ["用户昵称", values.nickname],
    ["手机号码", values.mobile],
  ] as const) {
    if (value === undefined) continue;
    const box = within(dialog).getByRole("textbox", { name: label });
    await userEvent.clear(box);
    await userEvent.type(box, value);
  }
}

export const Open: Story = {
  args: { startOpen: true, defaultValues: { username: "teacher01", nickname: "张老师", mobile: "" } },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "添加用户" });
    await expect(within(dialog).getByRole("textbox", { name: "用户名称" })).toHaveValue("teacher01");
    await expect(within(dialog).getByRole("button", { name: "确定" })).toBeEnabled();
    await expect(within(dialog).getByRole("button", { name: "取消" })).toBeEnabled();
  },
};

export const SchemaErrors: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    await fill(dialog, { nickname: "张老师", mobile: "12345" });
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    const username = within(dialog).getByRole("textbox", { name: "用户名称" });
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAttribute("aria-invalid", "true");
    await expect(username).toHaveAccessibleDescription("用户名称不能为空");
    await expect(within(dialog).getByRole("textbox", { name: "手机号码" })).toHaveAccessibleDescription(
      "请输入正确的手机号码",
    );
    await expect(within(dialog).queryByText("用户昵称不能为空")).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsAndCloses: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    await fill(dialog, { username: "  teacher31 ", nickname: "李老师", mobile: "13800000031" });
    await userEvent.keyboard("{Enter}");
    // The schema's output (trimmed) is what is saved.
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ username: "teacher31", nickname: "李老师", mobile: "13800000031" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole("button", { name: "新增用户" })).toHaveFocus());
  },
};

export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(async (values: UserOutput) => {
      if (values.username === "admin") throw new FormSubmitError("参数不正确", { username: "用户账号已经存在" });
    }),
  },
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    await fill(dialog, { username: "admin", nickname: "管理员", mobile: "13800000000" });
    const submit = within(dialog).getByRole("button", { name: "确定" });
    await userEvent.click(submit);
    const username = within(dialog).getByRole("textbox", { name: "用户名称" });
    await waitFor(() => expect(username).toHaveAccessibleDescription("用户账号已经存在"));
    await expect(username).toHaveFocus();
    // Nothing typed is lost, and no alert repeats what the field already says.
    await expect(within(dialog).getByRole("textbox", { name: "用户昵称" })).toHaveValue("管理员");
    await expect(within(dialog).getByRole("textbox", { name: "手机号码" })).toHaveValue("13800000000");
    await expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    await fill(dialog, { username: "admin2" });
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

export const ServerRefusal: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error("当前操作没有权限");
    }),
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await fill(dialog, { username: "teacher32", nickname: "王老师" });
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("当前操作没有权限");
    await expect(within(dialog).getByRole("textbox", { name: "用户名称" })).toHaveValue("teacher32");
    await expect(within(dialog).getByRole("textbox", { name: "用户昵称" })).toHaveValue("王老师");
  },
};

let release: () => void = () => {};

export const Busy: Story = {
  args: {
    onSubmit: fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    ),
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await fill(dialog, { username: "teacher33", nickname: "赵老师" });
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByRole("status")).toHaveTextContent("正在提交");
    await expect(within(dialog).getByRole("form", { name: "添加用户" })).toHaveAttribute("aria-busy", "true");
    await expect(within(dialog).getByRole("button", { name: "确定" })).toBeDisabled();
    await expect(within(dialog).getByRole("button", { name: "取消" })).toBeDisabled();
    // Escape does not drop a submission in flight.
    await userEvent.keyboard("{Escape}");
    await expect(screen.getByRole("dialog", { name: "添加用户" })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

export const CancelDiscards: Story = {
  play: async ({ canvas, args }) => {
    let dialog = await openDialog(canvas);
    await fill(dialog, { username: "draft" });
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Opening again starts from the default values.
    dialog = await openDialog(canvas);
    await expect(within(dialog).getByRole("textbox", { name: "用户名称" })).toHaveValue("");
  },
};

/** Esc on a half-filled form asks first: 继续编辑 keeps every value, 放弃 closes. */
export const EscapeAsksBeforeDiscarding: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    await fill(dialog, { username: "draft" });
    await userEvent.keyboard("{Escape}");
    const question = await screen.findByRole("alertdialog", { name: "放弃未保存的内容？" });
    await expect(within(question).getByRole("button", { name: "继续编辑" })).toHaveFocus();
    await userEvent.click(within(question).getByRole("button", { name: "继续编辑" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(within(dialog).getByRole("textbox", { name: "用户名称" })).toHaveValue("draft");
    // The × asks the same; 放弃 closes without saving.
    await userEvent.click(within(dialog).getByRole("button", { name: /关闭|close/i }));
    const again = await screen.findByRole("alertdialog", { name: "放弃未保存的内容？" });
    await userEvent.click(within(again).getByRole("button", { name: "放弃" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Esc on an untouched form closes it at once: there is nothing to lose. */
export const EscapeClosesUntouched: Story = {
  play: async ({ canvas }) => {
    await openDialog(canvas);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  },
};
