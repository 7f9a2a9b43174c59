// The face enrolment's longer flows: the 5-photo limit, adding photos, deleting (cancel and confirm),
// keyboard only, a failed load, and the thumbnails released when the screen goes away.
import { Button } from "@smartclass/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import { ENROLLED_AT, faceScenario } from "../stories/face-handlers";
import { photoStates, progress, startCapturing, takeAccepted, takeButton, view } from "../stories/face-steps";
import { paintedCamera } from "../stories/fake-camera";
import { faceEnrolmentMeta } from "../stories/face-enrolment-meta";
import { FaceEnrolment, type FaceEnrolmentProps } from "./face-enrolment";

/** A page that can leave the screen (离开), to see what it releases. */
function Harness(props: FaceEnrolmentProps) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <Button onClick={() => setShown((value) => !value)}>{shown ? "离开" : "返回"}</Button>
      {shown ? <FaceEnrolment {...props} camera={props.camera ?? paintedCamera()} /> : null}
    </>
  );
}

const meta = { ...faceEnrolmentMeta, title: "Classroom/FaceEnrolment/Flows" } satisfies Meta<typeof FaceEnrolment>;

export default meta;
type Story = StoryObj<typeof meta>;

const five = faceScenario();
/** Five photos: 拍照 disabled with 已达到 5 张上限, and focus moves from it to the first photo. */
export const FivePhotosLimit: Story = {
  ...five.story,
  play: async () => {
    await startCapturing();
    for (const n of [1, 2, 3, 4]) await takeAccepted(n);
    takeButton().focus();
    await userEvent.keyboard("{Enter}");
    await progress(5);
    await expect(takeButton()).toBeDisabled();
    await expect(screen.getByText("已达到 5 张上限")).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("listitem")[0]).toHaveFocus());
    await expect(five.state.face?.photoCount).toBe(5);
  },
};

const adding = faceScenario({ face: { photoCount: 2, createTime: ENROLLED_AT } });
/** Fewer than 3 photos enrolled: a warning and 补充照片, counting the photos already there. */
export const AddPhotos: Story = {
  ...adding.story,
  play: async ({ args }) => {
    await view("enrolled");
    await expect(screen.getByText("照片少于 3 张，识别可能不准确，请补充照片")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "补充照片" }));
    await view("capturing");
    await progress(2);
    await waitFor(() => expect(takeButton()).toHaveFocus());
    await takeAccepted(3);
    await userEvent.click(screen.getByRole("button", { name: "完成" }));
    await view("enrolled");
    await expect(screen.getByRole("heading", { name: "已录入人脸（3 张照片）" })).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledWith({ photoCount: 3, createTime: ENROLLED_AT });
  },
};

const deleting = faceScenario({ face: { photoCount: 3, createTime: ENROLLED_AT } });
/** 删除人脸数据: 取消 keeps everything (focus back on the button); 删除 deletes, back to consent. */
export const DeleteWithConfirmation: Story = {
  ...deleting.story,
  play: async ({ args }) => {
    await view("enrolled");
    const remove = screen.getByRole("button", { name: "删除人脸数据" });
    await userEvent.click(remove);
    await userEvent.click(await screen.findByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(deleting.state.calls).toEqual(["get"]);
    await view("enrolled");

    await userEvent.click(remove);
    const dialog = await screen.findByRole("alertdialog", { name: "删除人脸数据" });
    await userEvent.click(within(dialog).getByRole("button", { name: "删除" }));
    await view("consent");
    await expect(screen.getByRole("status")).toHaveTextContent("人脸数据已删除");
    const box = screen.getByRole("checkbox", { name: "我已阅读并同意" });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).not.toBeChecked();
    await expect(deleting.state.calls).toEqual(["get", "delete"]);
    await expect(deleting.state.face).toBeNull();
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

const keyboard = faceScenario();
/** Keyboard only: consent with Space, 开始录入 and 拍照 with Enter, 完成, then 删除人脸数据 cancelled by Escape. */
export const KeyboardOnly: Story = {
  ...keyboard.story,
  play: async () => {
    await view("consent");
    await userEvent.tab();
    await expect(screen.getByRole("checkbox", { name: "我已阅读并同意" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "开始录入" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await view("capturing");
    await waitFor(() => expect(takeButton()).toHaveFocus());
    for (const n of [1, 2, 3]) {
      await userEvent.keyboard("{Enter}");
      await progress(n);
    }
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "完成" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await view("enrolled");
    await waitFor(() => expect(screen.getByRole("heading", { name: "已录入人脸（3 张照片）" })).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "补充照片" })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "删除人脸数据" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(await screen.findByRole("alertdialog")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(keyboard.state.calls.filter((call) => call.startsWith("enrol"))).toHaveLength(3);
    await expect(keyboard.state.calls).not.toContain("delete");
  },
};

const failing = faceScenario({ getFails: "服务器开小差了" });
/** The enrolment cannot be read: the reason and 重试. */
export const LoadFailed: Story = {
  ...failing.story,
  play: async () => {
    await view("load-failed");
    await expect(screen.getByRole("alert")).toHaveTextContent("人脸数据加载失败：服务器开小差了");
    failing.state.getFails = null;
    await userEvent.click(screen.getByRole("button", { name: "重试" }));
    await view("consent");
  },
};

const slow = faceScenario({ latency: 60_000 });
/** While the enrolment is read. */
export const Loading: Story = {
  ...slow.story,
  play: async () => {
    await expect(await screen.findByRole("status")).toHaveTextContent("正在加载人脸数据…");
  },
};

const released = faceScenario();
/** Leaving the screen revokes the thumbnails' object URLs: the photos can no longer be read. */
export const ThumbnailsReleased: Story = {
  ...released.story,
  render: (args) => <Harness {...args} />,
  play: async () => {
    await startCapturing();
    await takeAccepted(1);
    await takeAccepted(2);
    await expect(photoStates()).toEqual(["accepted", "accepted"]);
    const urls = screen.getAllByRole("img").map((image) => image.getAttribute("src") ?? "");
    await expect(urls.every((url) => url.startsWith("blob:"))).toBe(true);
    // While shown, the thumbnails are readable.
    await expect((await fetch(urls[0]!)).ok).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "离开" }));
    for (const url of urls) await expect(fetch(url)).rejects.toThrow();
  },
};
