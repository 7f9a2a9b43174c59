import type { Meta, StoryObj } from "@storybook/react-vite";
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
