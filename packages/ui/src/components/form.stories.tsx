import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { Button } from "./button";
import { Form } from "./form";
import { Input } from "./input";

function Demo({
  onSubmit,
  refusal,
  recheckOnBlur = false,
}: {
  onSubmit: (name: string) => void;
  refusal?: string;
  /** Checks the field again when it loses focus (as forms that re-validate on blur do). */
  recheckOnBlur?: boolean;
}) {
  const [name, setName] = React.useState("");
  const [error, setError] = React.useState<string>();
  const [formError, setFormError] = React.useState<string>();
  return (
    <Form.Root
      className="max-w-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) return setError("用户昵称不能为空");
        setError(undefined);
        onSubmit(name);
        // A server that refuses the submission answers for the whole form, not one field.
        setFormError(refusal);
      }}
    >
      <Form.Field error={error}>
        <Form.Label required>用户昵称</Form.Label>
        <Form.Control>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => {
              if (recheckOnBlur && error) setError(name.trim() ? undefined : "用户昵称不能为空");
            }}
          />
        </Form.Control>
        <Form.Message />
      </Form.Field>
      <Form.Alert>{formError}</Form.Alert>
      <Button type="submit" variant="primary" className="self-start">
        保存
      </Button>
    </Form.Root>
  );
}

const meta = {
  title: "Primitives/Form",
  component: Demo,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pristine: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "用户昵称" })).not.toBeInvalid();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const FieldError: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    const input = canvas.getByRole("textbox", { name: "用户昵称" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("用户昵称不能为空");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FixAndSubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    const input = canvas.getByRole("textbox", { name: "用户昵称" });
    await userEvent.type(input, "张老师{enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith("张老师");
    await expect(canvas.queryByText("用户昵称不能为空")).not.toBeInTheDocument();
  },
};

export const RefusedByServer: Story = {
  args: { refusal: "当前操作没有权限" },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "用户昵称" }), "张老师{enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith("张老师");
    await expect(canvas.getByRole("alert")).toHaveTextContent("当前操作没有权限");
  },
};

/**
 * After an error, the person fixes the field and clicks 保存 once: the error clears as the field loses
 * focus on mousedown, but its line stays reserved, so the button does not move under the pointer and
 * the one click submits.
 */
export const FirstClickAfterError: Story = {
  args: { recheckOnBlur: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "保存" });
    await userEvent.click(button);
    const input = canvas.getByRole("textbox", { name: "用户昵称" });
    await expect(input).toHaveAccessibleDescription("用户昵称不能为空");
    await userEvent.type(input, "张老师");
    // One pointer for the press and the release, so that they make one click.
    const pointer = userEvent.setup();
    const before = button.getBoundingClientRect().top;
    await pointer.pointer({ keys: "[MouseLeft>]", target: button });
    await waitFor(() => expect(canvas.queryByText("用户昵称不能为空")).not.toBeInTheDocument());
    await expect(button.getBoundingClientRect().top).toBe(before);
    await pointer.pointer({ keys: "[/MouseLeft]", target: button });
    await expect(args.onSubmit).toHaveBeenCalledWith("张老师");
  },
};
