// What the face enrolment's play functions do: wait for a view or a count, consent and start, take photos.
import { expect, screen, userEvent, waitFor } from "storybook/test";

/** Waits until the screen shows `name` (its data-view). */
const view = (name: string) =>
  waitFor(() => expect(screen.getByRole("region", { name: "人脸数据" })).toHaveAttribute("data-view", name), {
    timeout: 4000,
  });
/** Waits until the progress reads `accepted` photos. */
const progress = (accepted: number) =>
  waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(`已录入 ${accepted} / 至少 3 张（最多 5 张）`), {
    timeout: 4000,
  });
/** The 拍照 button. */
const takeButton = () => screen.getByRole("button", { name: "拍照" });
/** Ticks the consent box and starts; waits until the camera shows a picture, unless it cannot. */
async function startCapturing(camera: "works" | "fails" = "works") {
  await view("consent");
  await userEvent.click(screen.getByRole("checkbox", { name: "我已阅读并同意" }));
  await userEvent.click(screen.getByRole("button", { name: "开始录入" }));
  await view("capturing");
  if (camera === "works") await waitFor(() => expect(takeButton()).toBeEnabled());
}
/** Takes a photo and waits until `accepted` photos are enrolled. */
async function takeAccepted(accepted: number) {
  await userEvent.click(takeButton());
  await progress(accepted);
}
/** The states of the photos taken, in order. */
const photoStates = () => screen.queryAllByRole("listitem").map((item) => item.getAttribute("data-status"));

export { photoStates, progress, startCapturing, takeAccepted, takeButton, view };
