import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { Button } from "@smartclass/ui";

import { scenario } from "../stories/classroom-handlers";
import { fakeCamera, fakeTabletCamera, refusedCamera, warmingCamera } from "../stories/fake-camera";
import { withClassroom } from "../stories/with-classroom";
import { CheckInDialog, type CheckInDialogProps } from "./check-in-dialog";

/** Opens the dialog from a button, as a page does, so closing and re-opening work. */
function Harness(props: Omit<CheckInDialogProps, "open" | "onOpenChange">) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开签到</Button>
      <CheckInDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: "Classroom/CheckInDialog",
  component: CheckInDialog,
  decorators: [withClassroom],
  // Every story opens a modal dialog; a docs page showing them all at once helps nobody.
  tags: ["!autodocs"],
  args: { open: true, onOpenChange: fn(), loggedIn: true, onCheckedIn: fn(), onLoginRequired: fn() },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof CheckInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog", { name: "签到" });
const statusOf = async (status: string) =>
  waitFor(async () => expect((await dialog()).getAttribute("data-status")).toBe(status), { timeout: 4000 });

const faceReadyScenario = scenario();
const faceReady = faceReadyScenario.state;
/** Status 1 → 2 → 3: face check-in with the camera succeeds and the dialog closes itself after 1 s. */
export const FaceCheckInSucceeds: Story = {
  args: { camera: fakeCamera() },
  ...faceReadyScenario.story,
  play: async ({ args }) => {
    await statusOf("1");
    await expect(await screen.findByLabelText("摄像头画面")).toBeInTheDocument();
    faceReady.latency = 400;
    await userEvent.click(screen.getByRole("button", { name: "人脸签到" }));
    await statusOf("2");
    await expect(screen.getByText("正在识别，请稍候…")).toBeInTheDocument();
    await statusOf("3");
    await expect(screen.getByText("签到成功")).toBeInTheDocument();
    await expect(faceReady.calls).toContain("checkIn:face/1.jpg");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 2500 });
    await expect(args.onCheckedIn).toHaveBeenCalledTimes(1);
  },
};

const makeUpScenario = scenario({ todoSignInId: null });
const makeUp = makeUpScenario.state;
/** A class in progress without an open sign-in: the face photo goes with the make-up check-in
 * (course-item/stu/signIn/supplement?path), judged against the student's own face like any other. */
export const FaceMakeUpCheckIn: Story = {
  args: { camera: fakeCamera() },
  ...makeUpScenario.story,
  play: async () => {
    await statusOf("1");
    await userEvent.click(screen.getByRole("button", { name: "人脸签到" }));
    await statusOf("3");
    await expect(makeUp.calls).toContain("supplement:face/1.jpg");
    await expect(makeUp.calls.some((call) => call.startsWith("checkIn"))).toBe(false);
  },
};

const warming = warmingCamera();
/** Status 1 while the camera starts: 人脸签到 waits for the preview's first picture (a photo before it
 * would be black and never match). */
export const CameraStarting: Story = {
  args: { camera: warming },
  ...scenario().story,
  play: async () => {
    await statusOf("1");
    const face = screen.getByRole("button", { name: "人脸签到" });
    await expect(face).toBeDisabled();
    warming.showPicture();
    await waitFor(() => expect(face).toBeEnabled());
  },
};

const failingScenario = scenario({ checkInResult: 0 });
const failing = failingScenario.state;
/** Status 4: the face is not recognised; retry and plain check-in are offered. */
export const FaceNotRecognised: Story = {
  args: { camera: fakeCamera() },
  ...failingScenario.story,
  play: async () => {
    await statusOf("1");
    await userEvent.click(screen.getByRole("button", { name: "人脸签到" }));
    await statusOf("4");
    await expect(screen.getByRole("alert")).toHaveTextContent("识别失败，请重试");
    await expect(screen.getByRole("button", { name: "重试" })).toBeInTheDocument();
    // Retry tries the face again, and fails again.
    await userEvent.click(screen.getByRole("button", { name: "重试" }));
    await statusOf("4");
    // Plain check-in succeeds.
    failing.checkInResult = 1;
    await userEvent.click(screen.getByRole("button", { name: "普通签到" }));
    await statusOf("3");
    await expect(failing.calls.filter((call) => call === "checkIn")).toHaveLength(1);
  },
};

const lateFaceScenario = scenario({ refuse: { checkIn: "签到已结束" } });
/** A face check-in after the sign-in ended: the server refuses it (签到已结束, code 1003001003) before any
 * face matching, and the student reads exactly that — not 识别失败，请重试, and no 重试. */
export const LateFaceCheckIn: Story = {
  args: { camera: fakeCamera() },
  ...lateFaceScenario.story,
  play: async () => {
    await statusOf("1");
    await userEvent.click(screen.getByRole("button", { name: "人脸签到" }));
    await statusOf("4");
    await expect(screen.getByRole("alert")).toHaveTextContent(/^签到已结束$/);
    await expect(screen.queryByText("识别失败，请重试")).not.toBeInTheDocument();
    await expect(screen.queryByRole("button", { name: "重试" })).not.toBeInTheDocument();
    await expect(lateFaceScenario.state.calls.filter((c) => c.startsWith("checkIn"))).toEqual(["checkIn:face/1.jpg"]);
  },
};

const noFaceScenario = scenario({ faceRegistered: false });
const noFace = noFaceScenario.state;
/** Status 5: no face registered, plain check-in only. */
export const PlainCheckInOnly: Story = {
  args: { camera: fakeCamera() },
  ...noFaceScenario.story,
  play: async () => {
    await statusOf("5");
    await expect(screen.getAllByText("系统未检测到人脸信息，仅支持普通签到").length).toBeGreaterThan(0);
    await expect(screen.queryByRole("button", { name: "人脸签到" })).not.toBeInTheDocument();
    await expect(screen.queryByLabelText("摄像头画面")).not.toBeInTheDocument();
    // Without onEnrolFace the dialog offers no enrolment.
    await expect(screen.queryByRole("button", { name: "录入人脸" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "普通签到" }));
    await statusOf("3");
    await expect(noFace.calls).toContain("checkIn");
  },
};

const enrolScenario = scenario({ faceRegistered: false });
const enrol = enrolScenario.state;
/** Status 5 with `onEnrolFace`: 录入人脸 closes the dialog and asks the page for the enrolment screen. */
export const PlainCheckInOfferEnrolment: Story = {
  args: { camera: fakeCamera(), onEnrolFace: fn() },
  ...enrolScenario.story,
  play: async ({ args }) => {
    await statusOf("5");
    const button = screen.getByRole("button", { name: "录入人脸" });
    // Plain check-in stays the primary action; enrolment is the second one.
    await expect(screen.getByRole("button", { name: "普通签到" })).toBeInTheDocument();
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onEnrolFace).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(enrol.calls.some((call) => call.startsWith("checkIn") || call === "upload")).toBe(false);
  },
};

const noClassScenario = scenario({ studentClass: null });
/** No class in progress: 没有进行中的课. */
export const NoClassInProgress: Story = {
  ...noClassScenario.story,
  play: async () => {
    await statusOf("no-class");
    await expect(screen.getByRole("alert")).toHaveTextContent("没有进行中的课");
    await expect(screen.queryByRole("button", { name: "普通签到" })).not.toBeInTheDocument();
  },
};

/** Check-in requires a login: the student is sent to the login page. */
export const LoginRequired: Story = {
  args: { loggedIn: false },
  ...scenario().story,
  play: async ({ args }) => {
    await statusOf("login-required");
    await expect(args.onLoginRequired).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "去登录" }));
    await expect(args.onLoginRequired).toHaveBeenCalledTimes(2);
  },
};

const slowScenario = scenario({ latency: 60_000 });
/** While the class is being looked up. */
export const Loading: Story = {
  ...slowScenario.story,
  play: async () => {
    await statusOf("loading");
    await expect(screen.getByRole("status")).toHaveTextContent("正在获取课堂信息");
  },
};

const refusedScenario = scenario();
/** The camera is refused: plain check-in is offered instead. */
export const CameraRefused: Story = {
  args: { camera: refusedCamera() },
  ...refusedScenario.story,
  play: async () => {
    await statusOf("1");
    await expect(await screen.findByText("无法打开摄像头，请使用普通签到")).toBeInTheDocument();
    await expect(screen.getByRole("button", { name: "人脸签到" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "普通签到" }));
    await statusOf("3");
  },
};

const tabletScenario = scenario();
const tablet = tabletScenario.state;
const tabletCamera = fakeTabletCamera(2);
/** Tablet: a photo is taken natively and polled every second; the image triggers the face check-in. */
export const TabletPhotoArrives: Story = {
  args: { device: "tablet", tabletCamera },
  ...tabletScenario.story,
  play: async () => {
    await statusOf("1");
    await userEvent.click(screen.getByRole("button", { name: "人脸签到" }));
    await statusOf("2");
    await expect(tabletCamera.photos).toBeGreaterThan(0);
    await statusOf("3");
    await expect(tabletCamera.reads).toBe(2);
    await expect(tablet.calls).toContain("checkIn:face/tablet.jpg");
  },
};

const tabletTimeoutScenario = scenario();
const tabletTimeout = tabletTimeoutScenario.state;
let fastNow = 0;
/** Tablet: no photo within 10 s gives status 4 (the clock runs 5 s per poll here to keep the story short). */
export const TabletPhotoTimesOut: Story = {
  args: {
    device: "tablet",
    tabletCamera: fakeTabletCamera(null),
    clock: () => {
      fastNow += 5_000;
      return fastNow;
    },
  },
  ...tabletTimeoutScenario.story,
  play: async () => {
    await statusOf("1");
    await userEvent.click(screen.getByRole("button", { name: "人脸签到" }));
    await statusOf("2");
    await statusOf("4");
    await expect(screen.getByRole("alert")).toHaveTextContent("识别失败，请重试");
    await expect(tabletTimeout.calls.some((call) => call.startsWith("checkIn"))).toBe(false);
  },
};

const englishScenario = scenario({ faceRegistered: false });
const english = englishScenario.state;
/** The dialog on an English page (<html lang="en">): every text is English; standard check-in succeeds. */
export const InEnglish: Story = {
  globals: { locale: "en" },
  args: { camera: fakeCamera() },
  ...englishScenario.story,
  play: async () => {
    const englishDialog = await screen.findByRole("dialog", { name: "Check-in" });
    await waitFor(() => expect(englishDialog.getAttribute("data-status")).toBe("5"), { timeout: 4000 });
    await expect(
      screen.getAllByText("No face data on record: only standard check-in is available").length,
    ).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("button", { name: "Standard check-in" }));
    await waitFor(() => expect(englishDialog.getAttribute("data-status")).toBe("3"), { timeout: 4000 });
    await expect(screen.getByText("Checked in")).toBeInTheDocument();
    await expect(english.calls).toContain("checkIn");
  },
};
