import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { FACE_REASONS, faceScenario } from "../stories/face-handlers";
import { photoStates, progress, startCapturing, takeAccepted, takeButton, view } from "../stories/face-steps";
import { missingCamera, paintedCamera, refusedCamera } from "../stories/fake-camera";
import { withClassroom } from "../stories/with-classroom";
import { FaceEnrolment } from "./face-enrolment";

const meta = {
  title: "Classroom/FaceEnrolment",
  component: FaceEnrolment,
  decorators: [withClassroom],
  args: { onChange: fn() },
  // Each story gets its own painted camera, so captures are counted per story.
  render: (args) => <FaceEnrolment {...args} camera={args.camera ?? paintedCamera()} />,
} satisfies Meta<typeof FaceEnrolment>;

export default meta;
type Story = StoryObj<typeof meta>;

const notEnrolled = faceScenario();
/**
 * Not enrolled: the consent screen — the server's face text in force with its version (what is kept,
 * what for, for how long, plain check-in) — and nothing sent.
 */
export const Consent: Story = {
  ...notEnrolled.story,
  play: async () => {
    await view("consent");
    await expect(screen.getByRole("heading", { name: "人脸信息采集与使用说明" })).toBeInTheDocument();
    await expect(screen.getByText("说明版本：第 1 版")).toBeInTheDocument();
    await expect(screen.getByText(/不保存照片本身/)).toBeInTheDocument();
    await expect(screen.getByText(/仅用于课堂人脸签到时核对是否本人/)).toBeInTheDocument();
    await expect(screen.getByText(/撤回后立即删除/)).toBeInTheDocument();
    await expect(screen.getByText(/不同意也可以使用普通签到/)).toBeInTheDocument();
    await expect(screen.getByRole("checkbox", { name: "我已阅读并同意" })).not.toBeChecked();
    await expect(screen.getByRole("button", { name: "开始录入" })).toBeDisabled();
    await expect(screen.queryByLabelText("摄像头画面")).not.toBeInTheDocument();
    await expect(notEnrolled.state.calls).toEqual(["get"]);
    await expect(notEnrolled.state.consents).toEqual([]);
  },
};

const gating = faceScenario();
/** Consent gating: 开始录入 is enabled only while 我已阅读并同意 is ticked (label or box, mouse or Space). */
export const ConsentTicked: Story = {
  ...gating.story,
  play: async () => {
    await view("consent");
    const box = screen.getByRole("checkbox", { name: "我已阅读并同意" });
    const start = screen.getByRole("button", { name: "开始录入" });
    await userEvent.click(screen.getByText("我已阅读并同意"));
    await expect(box).toBeChecked();
    await expect(start).toBeEnabled();
    await userEvent.click(box);
    await expect(start).toBeDisabled();
    box.focus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    await expect(start).toBeEnabled();
    await expect(gating.state.calls).toEqual(["get"]);
  },
};

const zero = faceScenario();
/** Capturing, no photo yet: live preview, 拍照 focused, 完成 disabled; nothing uploaded. */
export const CapturingNoPhotos: Story = {
  ...zero.story,
  play: async () => {
    await startCapturing();
    await expect(screen.getByLabelText("摄像头画面")).toBeInTheDocument();
    await waitFor(() => expect(takeButton()).toHaveFocus());
    await progress(0);
    await expect(screen.getByRole("button", { name: "完成" })).toBeDisabled();
    await expect(zero.state.calls).toEqual(["get"]);
  },
};

const two = faceScenario();
/** Two photos enrolled: each photo's state shows 已录入; 完成 still disabled. */
export const CapturingTwoAccepted: Story = {
  ...two.story,
  play: async () => {
    await startCapturing();
    await userEvent.click(takeButton());
    await expect(await screen.findByText(/上传中|识别中/)).toBeInTheDocument();
    await progress(1);
    await takeAccepted(2);
    await expect(photoStates()).toEqual(["accepted", "accepted"]);
    await expect(screen.getByRole("img", { name: "第 2 张照片" })).toBeInTheDocument();
    await expect(screen.getByRole("button", { name: "完成" })).toBeDisabled();
    await expect(two.state.calls.slice(1)).toEqual([
      "upload:1",
      "enrol:face/enrol-1.jpg",
      "upload:2",
      "enrol:face/enrol-2.jpg",
    ]);
  },
};

const three = faceScenario();
/** Three photos enrolled: 完成 is enabled. */
export const CapturingThreeAccepted: Story = {
  ...three.story,
  play: async () => {
    await startCapturing();
    for (const n of [1, 2, 3]) await takeAccepted(n);
    await expect(screen.getByRole("button", { name: "完成" })).toBeEnabled();
    await expect(takeButton()).toBeEnabled();
  },
};

const finishing = faceScenario();
/** Taking photos to 3, then 完成: the enrolment read back, focus on its summary, `onChange` told. */
export const TakePhotosThenFinish: Story = {
  ...finishing.story,
  play: async ({ args }) => {
    await startCapturing();
    for (const n of [1, 2, 3]) await takeAccepted(n);
    await userEvent.click(screen.getByRole("button", { name: "完成" }));
    await view("enrolled");
    const summary = screen.getByRole("heading", { name: "已录入人脸（3 张照片）" });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(args.onChange).toHaveBeenCalledWith({ photoCount: 3, createTime: expect.any(Number) });
  },
};

const refused = faceScenario({ verdicts: [{ refuse: FACE_REASONS.manyFaces }] });
/** A refused photo: the server's reason, 未通过, 重拍; it does not count. */
export const RefusedPhoto: Story = {
  ...refused.story,
  play: async () => {
    await startCapturing();
    await userEvent.click(takeButton());
    await expect(await screen.findByRole("alert")).toHaveTextContent("检测到多张人脸");
    await expect(screen.getByText("未通过")).toBeInTheDocument();
    await expect(screen.getByRole("button", { name: "重拍第 1 张照片" })).toBeEnabled();
    await progress(0);
  },
};

const retake = faceScenario({ verdicts: [{ refuse: FACE_REASONS.noFace }] });
/** A refused photo, then 重拍: it is discarded, a new photo is taken and enrolled. */
export const RefusedPhotoRetake: Story = {
  ...retake.story,
  play: async () => {
    await startCapturing();
    await userEvent.click(takeButton());
    await expect(await screen.findByRole("alert")).toHaveTextContent("未检测到人脸");
    await userEvent.click(screen.getByRole("button", { name: "重拍第 1 张照片" }));
    await progress(1);
    await expect(photoStates()).toEqual(["accepted"]);
    await expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await waitFor(() => expect(takeButton()).toHaveFocus());
    await expect(retake.state.uploads).toBe(2);
  },
};

const busy = faceScenario({ verdicts: ["busy"] });
/** A full queue: 系统繁忙 with the server's message; 重试 enrols the same photo again (no second upload). */
export const Busy: Story = {
  ...busy.story,
  play: async () => {
    await startCapturing();
    await userEvent.click(takeButton());
    await expect(await screen.findByRole("alert")).toHaveTextContent("人脸识别繁忙，请稍后重试");
    await expect(screen.getByText("系统繁忙")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "重试第 1 张照片" }));
    await progress(1);
    await expect(busy.state.calls.slice(1)).toEqual(["upload:1", "enrol:face/enrol-1.jpg", "enrol:face/enrol-1.jpg"]);
  },
};

const cameraRefused = faceScenario();
/** The camera refused: what to do, 拍照 disabled, 重新打开摄像头 tries again; nothing crashes. */
export const CameraRefused: Story = {
  args: { camera: refusedCamera() },
  ...cameraRefused.story,
  play: async () => {
    await startCapturing("fails");
    await expect(await screen.findByRole("alert")).toHaveTextContent("请在地址栏的网站设置中允许使用摄像头");
    await expect(takeButton()).toBeDisabled();
    const reopen = screen.getByRole("button", { name: "重新打开摄像头" });
    await waitFor(() => expect(reopen).toHaveFocus());
    await userEvent.click(reopen);
    await expect(await screen.findByRole("alert")).toHaveTextContent("浏览器未获准使用摄像头");
    await expect(cameraRefused.state.calls).toEqual(["get"]);
  },
};

const cameraMissing = faceScenario();
/** No camera: what to do. */
export const CameraMissing: Story = {
  args: { camera: missingCamera() },
  ...cameraMissing.story,
  play: async () => {
    await startCapturing("fails");
    await expect(await screen.findByRole("alert")).toHaveTextContent("未找到可用的摄像头：请连接摄像头");
    await expect(takeButton()).toBeDisabled();
  },
};

const enrolled = faceScenario({ face: { photoCount: 4, createTime: Date.UTC(2026, 10, 20, 1, 30) } });
/** Enrolled: the photo count and date (in the school's time zone), 补充照片 (fewer than 5), 删除人脸数据. */
export const Enrolled: Story = {
  ...enrolled.story,
  play: async () => {
    await view("enrolled");
    await expect(screen.getByRole("heading", { name: "已录入人脸（4 张照片）" })).toBeInTheDocument();
    await expect(screen.getByText("录入时间：2026-11-20 09:30:00")).toBeInTheDocument();
    await expect(screen.getByRole("button", { name: "补充照片" })).toBeInTheDocument();
    await expect(screen.getByRole("button", { name: "删除人脸数据" })).toBeInTheDocument();
  },
};

const confirmDelete = faceScenario({ face: { photoCount: 5, createTime: Date.UTC(2026, 10, 20, 1, 30) } });
/** The delete confirmation, over an enrolment of 5 photos (no 补充照片). */
export const DeleteConfirmation: Story = {
  ...confirmDelete.story,
  play: async () => {
    await view("enrolled");
    await expect(screen.queryByRole("button", { name: "补充照片" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "删除人脸数据" }));
    const dialog = await screen.findByRole("alertdialog", { name: "删除人脸数据" });
    await expect(dialog).toHaveTextContent("删除后将无法使用人脸签到（仍可使用普通签到）");
    await expect(confirmDelete.state.calls).toEqual(["get"]);
  },
};
