import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { fakeCamera } from "../stories/fake-camera";
import { withClassroom } from "../stories/with-classroom";
import { SignInWidget } from "./sign-in-widget";

const meta = {
  title: "Classroom/SignInWidget",
  component: SignInWidget,
  decorators: [withClassroom],
  args: { signInId: 11, loggedIn: true, onSignedIn: fn(), onLoginRequired: fn(), placement: "inline" },
} satisfies Meta<typeof SignInWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const plain = scenario({ faceRegistered: false });
/** The prompt after a pushed signIn; it opens the check-in dialog for that sign-in, and reports the check-in. */
export const ChecksIn: Story = {
  ...plain.story,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("region", { name: "课堂签到" })).toHaveTextContent("老师发起了签到");
    await userEvent.click(canvas.getByRole("button", { name: "立即签到" }));
    const dialog = await screen.findByRole("dialog", { name: "签到" });
    await waitFor(() => expect(dialog.getAttribute("data-status")).toBe("5"));
    await userEvent.click(screen.getByRole("button", { name: "普通签到" }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1), { timeout: 3000 });
    // The pushed id is used as is: the todo query is not needed.
    await expect(plain.state.calls).not.toContain("todo");
    await expect(plain.state.calls).toContain("checkIn");
  },
};

const face = scenario();
/** Floating placement, as student pages show it, with face check-in. */
export const Floating: Story = {
  ...face.story,
  args: { placement: "floating", camera: fakeCamera() },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "课堂签到" });
    await expect(getComputedStyle(region).position).toBe("fixed");
    await userEvent.click(canvas.getByRole("button", { name: "立即签到" }));
    await waitFor(async () =>
      expect((await screen.findByRole("dialog", { name: "签到" })).getAttribute("data-status")).toBe("1"),
    );
  },
};

const expiring = scenario({ faceRegistered: false });
/** Its countdown reaches 0: 签到已结束, no 立即签到, and then the widget goes. */
export const EndsAtZero: Story = {
  ...expiring.story,
  // The end is set when the story renders (a time computed when the file loads would be long past).
  render: function Render(args) {
    const [endTime] = useState(() => Date.now() + 2500);
    return <SignInWidget {...args} endTime={endTime} />;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/剩余 0:0\d/)).toBeInTheDocument();
    await expect(await canvas.findByText("签到已结束", {}, { timeout: 4000 })).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "立即签到" })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole("region", { name: "课堂签到" })).not.toBeInTheDocument(), {
      timeout: 5000,
    });
  },
};

const endedByTeacher = scenario({ faceRegistered: false });
/** The teacher ends (or cancels) the sign-in: the pushed activityChanged closes the dialog, shows
 * 签到已结束, and the widget goes. */
export const EndedByTeacher: Story = {
  ...endedByTeacher.story,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "立即签到" }));
    await screen.findByRole("dialog", { name: "签到" });
    await waitFor(() => expect(endedByTeacher.push.listeners).toBeGreaterThan(0));
    // The contract's activity list names signIn once the server announces sign-in endings.
    endedByTeacher.push.send({
      type: "activityChanged",
      activity: "signIn" as "askQuestion",
      id: 11,
      courseItemId: 7,
      status: 2,
    });
    await expect(await canvas.findByText("签到已结束")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "签到" })).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.queryByRole("region", { name: "课堂签到" })).not.toBeInTheDocument(), {
      timeout: 5000,
    });
  },
};

const lateTap = scenario({ faceRegistered: false, refuse: { checkIn: "签到已结束" } });
/** A tap on 普通签到 after the end: exactly the server's 签到已结束, never 识别失败，请重试, and nothing
 * to retry. */
export const LateTap: Story = {
  ...lateTap.story,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "立即签到" }));
    const dialog = await screen.findByRole("dialog", { name: "签到" });
    await waitFor(() => expect(dialog.getAttribute("data-status")).toBe("5"));
    await userEvent.click(screen.getByRole("button", { name: "普通签到" }));
    await expect(await screen.findByRole("alert")).toHaveTextContent(/^签到已结束$/);
    await expect(screen.queryByText("识别失败，请重试")).not.toBeInTheDocument();
    await expect(screen.queryByRole("button", { name: "普通签到" })).not.toBeInTheDocument();
    await expect(lateTap.state.calls.filter((c) => c.startsWith("checkIn"))).toHaveLength(1);
  },
};
