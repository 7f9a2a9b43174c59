import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";

import { Button } from "../button";
import { ConnectionStatus } from "./connection-status";

const meta = {
  title: "Primitives/ConnectionStatus",
  component: ConnectionStatus,
  args: { lost: true },
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="min-h-40 p-4 text-sm text-muted-foreground">
        <p>课堂页面</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConnectionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The push connection dropped: the notice says so, politely, until it is back. */
export const Shown: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("status");
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect(region).toHaveTextContent("连接已断开，正在重连…");
  },
};

/** Connected: the live region stays in the page, empty, so the next loss is announced. */
export const Hidden: Story = {
  args: { lost: false },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("status");
    await expect(region).toBeEmptyDOMElement();
    await expect(canvas.queryByText("连接已断开，正在重连…")).not.toBeInTheDocument();
  },
};

/** The same notice in dark mode. */
export const Dark: Story = {
  globals: { colorMode: "dark" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("连接已断开，正在重连…");
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Connection lost, reconnecting…");
  },
};

/** Lost, then back: the same live region empties when the connection opens again. */
export const GoesAwayWhenBack: Story = {
  render: () => <Reconnecting />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("status");
    await expect(region).toHaveTextContent("连接已断开，正在重连…");
    await userEvent.click(canvas.getByRole("button", { name: "重新连上" }));
    await expect(region).toBeEmptyDOMElement();
  },
};

function Reconnecting() {
  const [lost, setLost] = useState(true);
  return (
    <>
      <Button onClick={() => setLost(false)}>重新连上</Button>
      <ConnectionStatus lost={lost} />
    </>
  );
}
