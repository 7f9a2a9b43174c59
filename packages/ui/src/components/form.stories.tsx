import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent } from "storybook/test";

import { Button } from "./button";
import { Form } from "./form";
import { Input } from "./input";

function Demo({ onSubmit, refusal }: { onSubmit: (name: string) => void; refusal?: string }) {
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
          <Input value={name} onChange={(e) => setName(e.target.value)} />
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
