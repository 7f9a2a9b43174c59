import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { faceScenario } from "../stories/face-handlers";
import { startCapturing, takeAccepted, takeButton, view } from "../stories/face-steps";
import { paintedCamera } from "../stories/fake-camera";
import { withClassroom } from "../stories/with-classroom";
import { FaceEnrolment } from "./face-enrolment";

/** A student under 14: face enrolment waits for a guardian's consent, and plain check-in stays. */
const meta = {
  title: "Classroom/FaceEnrolment/Guardian consent",
  component: FaceEnrolment,
  decorators: [withClassroom],
  args: { onChange: fn() },
  render: (args) => <FaceEnrolment {...args} camera={args.camera ?? paintedCamera()} />,
} satisfies Meta<typeof FaceEnrolment>;

export default meta;
type Story = StoryObj<typeof meta>;

const needed = faceScenario({ guardian: { needed: true, outdated: false } });
/** 需要监护人同意: why, how a guardian consents (own account or a paper form), plain check-in meanwhile; no camera. */
export const GuardianNeeded: Story = {
  ...needed.story,
  play: async () => {
    await view("guardian-needed");
    await expect(screen.getByRole("heading", { name: "需要监护人同意" })).toBeInTheDocument();
    await expect(screen.getByRole("status")).toHaveTextContent("未满14岁的学生需要监护人同意后才能录入人脸");
    await expect(screen.getByText(/在个人中心阅读说明并同意/)).toBeInTheDocument();
    await expect(screen.getByText(/仍然可以使用普通签到/)).toBeInTheDocument();
    await expect(screen.queryByRole("checkbox", { name: "我已阅读并同意" })).not.toBeInTheDocument();
    await expect(screen.queryByLabelText("摄像头画面")).not.toBeInTheDocument();
  },
};

const outdated = faceScenario({
  guardian: { needed: true, outdated: true },
  face: { photoCount: 3, createTime: Date.UTC(2026, 10, 20, 1, 30) },
});
/** The face text changed after the guardian consented: asked again, the enrolled face unused meanwhile. */
export const ConsentOutdated: Story = {
  ...outdated.story,
  play: async () => {
    await view("guardian-needed");
    await expect(screen.getByRole("status")).toHaveTextContent("需要监护人重新同意");
    await expect(screen.queryByRole("button", { name: "补充照片" })).not.toBeInTheDocument();
  },
};

const consented = faceScenario({ guardian: { needed: true, outdated: false } });
/** 重新检查 after the guardian consented (Enter on the button): the student's own consent screen follows. */
export const CheckAgainAfterConsent: Story = {
  ...consented.story,
  play: async () => {
    await view("guardian-needed");
    consented.state.guardian = { needed: false, outdated: false };
    const check = screen.getByRole("button", { name: "重新检查" });
    check.focus();
    await userEvent.keyboard("{Enter}");
    await view("consent");
    await expect(screen.getByRole("checkbox", { name: "我已阅读并同意" })).toBeInTheDocument();
    await expect(consented.state.calls).toEqual(["get", "get"]);
  },
};

const refusedMidway = faceScenario();
/** The server refuses a photo for want of a guardian's consent (the text changed meanwhile): the screen says why. */
export const RefusedWhileCapturing: Story = {
  ...refusedMidway.story,
  play: async () => {
    await startCapturing();
    await takeAccepted(1);
    refusedMidway.state.guardian = { needed: true, outdated: false };
    await userEvent.click(takeButton());
    await view("guardian-needed");
    await waitFor(() => expect(screen.queryByLabelText("摄像头画面")).not.toBeInTheDocument());
    await expect(screen.getByRole("status")).toHaveTextContent("需要监护人同意");
  },
};
