import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";

import { fakePush } from "../stories/fake-push";
import { ClassroomEventsProvider } from "./classroom-events";
import { PushReconnectNotice } from "./push-reconnect-notice";

const push = fakePush();

const meta = {
  title: "Classroom/PushReconnectNotice",
  component: PushReconnectNotice,
  tags: ["!autodocs"],
  decorators: [
    (Story) => (
      <ClassroomEventsProvider subscribe={push.subscribe}>
        <p className="text-sm">课堂页面</p>
        <Story />
      </ClassroomEventsProvider>
    ),
  ],
} satisfies Meta<typeof PushReconnectNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first connect says nothing; a drop after that shows the notice until the connection is back. */
export const LostThenBack: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(push.listeners).toBe(1));
    const region = canvas.getByRole("status");
    push.status("connecting");
    await expect(region).toBeEmptyDOMElement();
    push.open();
    push.drop();
    await waitFor(() => expect(region).toHaveTextContent("连接已断开，正在重连…"));
    push.status("connecting");
    await expect(region).toHaveTextContent("连接已断开，正在重连…");
    push.open();
    await waitFor(() => expect(region).toBeEmptyDOMElement());
  },
};

/** While the connection is lost (dark mode). */
export const LostDark: Story = {
  globals: { colorMode: "dark" },
  play: async ({ canvas }) => {
    await waitFor(() => expect(push.listeners).toBe(1));
    push.open();
    push.drop();
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("连接已断开，正在重连…"));
  },
};
