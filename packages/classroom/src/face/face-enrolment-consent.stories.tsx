import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";

import { ENROLLED_AT, faceScenario } from "../stories/face-handlers";
import { startCapturing, takeButton, view } from "../stories/face-steps";
import { faceEnrolmentMeta } from "../stories/face-enrolment-meta";
import type { FaceEnrolment } from "./face-enrolment";

/**
 * The person's own consent, kept by the server for the face text version they read: 开始录入 records it
 * before the camera starts, and a new version of the text asks again.
 */
const meta = { ...faceEnrolmentMeta, title: "Classroom/FaceEnrolment/Consent" } satisfies Meta<typeof FaceEnrolment>;

export default meta;
type Story = StoryObj<typeof meta>;

const recorded = faceScenario();
/** 开始录入 records the consent to version 1 on the server, then the camera starts. */
export const ConsentRecorded: Story = {
  ...recorded.story,
  play: async () => {
    await startCapturing();
    await expect(recorded.state.consents).toEqual([1]);
    await expect(recorded.state.calls).toEqual(["get"]);
  },
};

const changedWhileReading = faceScenario();
/** The text changed while the person read it: the server refuses, the new version shows unticked, asked again. */
export const TextChangedWhileReading: Story = {
  ...changedWhileReading.story,
  play: async () => {
    await view("consent");
    await expect(screen.getByText("说明版本：第 1 版")).toBeInTheDocument();
    changedWhileReading.state.own.version = 2;
    await userEvent.click(screen.getByRole("checkbox", { name: "我已阅读并同意" }));
    await userEvent.click(screen.getByRole("button", { name: "开始录入" }));
    await waitFor(() => expect(screen.getByText("说明版本：第 2 版")).toBeInTheDocument());
    await expect(screen.getByText("人脸采集说明已更新，请阅读新版本后重新同意")).toBeInTheDocument();
    await expect(screen.getByText(/第 2 版说明/)).toBeInTheDocument();
    await expect(screen.getByRole("checkbox", { name: "我已阅读并同意" })).not.toBeChecked();
    await expect(screen.getByRole("button", { name: "开始录入" })).toBeDisabled();
    await expect(changedWhileReading.state.consents).toEqual([]);
    await startCapturing();
    await expect(changedWhileReading.state.consents).toEqual([2]);
  },
};

const outdated = faceScenario({ own: { version: 2, consentedTo: 1 } });
/** Consented to an older version, not enrolled: the screen says the text changed and shows the new one. */
export const ConsentOutdated: Story = {
  ...outdated.story,
  play: async () => {
    await view("consent");
    await expect(screen.getByText("人脸采集说明已更新，请阅读新版本后重新同意")).toBeInTheDocument();
    await expect(screen.getByText("说明版本：第 2 版")).toBeInTheDocument();
  },
};

const addAfterChange = faceScenario({
  face: { photoCount: 2, createTime: ENROLLED_AT },
  own: { version: 2, consentedTo: 1 },
});
/** Enrolled under version 1, the text is now version 2: 补充照片 asks for the consent again first. */
export const AddPhotosAfterTextChanged: Story = {
  ...addAfterChange.story,
  play: async () => {
    await view("enrolled");
    await userEvent.click(screen.getByRole("button", { name: "补充照片" }));
    await view("consent");
    await expect(screen.getByText("人脸采集说明已更新，请阅读新版本后重新同意")).toBeInTheDocument();
    await expect(screen.queryByLabelText("摄像头画面")).not.toBeInTheDocument();
    await startCapturing();
    await expect(addAfterChange.state.consents).toEqual([2]);
    await expect(takeButton()).toBeEnabled();
  },
};

const saving = faceScenario({ latency: 1500 });
/** The consent on its way to the server: 开始录入 and the box wait, the camera not yet started. */
export const ConsentSaving: Story = {
  ...saving.story,
  play: async () => {
    await view("consent");
    await userEvent.click(screen.getByRole("checkbox", { name: "我已阅读并同意" }));
    await userEvent.click(screen.getByRole("button", { name: "开始录入" }));
    await expect(screen.getByRole("button", { name: "开始录入" })).toBeDisabled();
    await expect(screen.getByRole("checkbox", { name: "我已阅读并同意" })).toBeDisabled();
    await expect(screen.queryByLabelText("摄像头画面")).not.toBeInTheDocument();
  },
};
