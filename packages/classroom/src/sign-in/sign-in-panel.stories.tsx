import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import { record, scenario } from "../stories/classroom-handlers";
import { withClassroom } from "../stories/with-classroom";
import { SignInPanel } from "./sign-in-panel";

const meta = {
  title: "Classroom/SignInPanel",
  component: SignInPanel,
  decorators: [withClassroom],
} satisfies Meta<typeof SignInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student checks in: the server's record, and the pushed event the teacher receives. */
function checkIn(state: typeof live.state, checked: ReturnType<typeof record>) {
  state.records = [...state.records.filter((r) => r.userId !== checked.userId), checked];
  return { type: "signInChecked", signInId: 11, courseItemId: 7, record: checked } as const;
}

const live = scenario({ records: [record(40, "学生40", false, 0)] });
/** Start a face sign-in of 10 minutes; students appear in the list as their check-ins are pushed, with
 * no polling. */
export const LiveCheckIns: Story = {
  ...live.story,
  play: async ({ canvas }) => {
    const duration = await canvas.findByLabelText("签到时长（分钟）");
    await userEvent.clear(duration);
    await userEvent.type(duration, "10");
    await userEvent.click(canvas.getByRole("radio", { name: "人脸签到" }));
    await userEvent.click(canvas.getByRole("button", { name: "发起签到" }));
    await expect(await canvas.findByText(/签到进行中/)).toBeInTheDocument();
    await waitFor(() => expect(live.state.calls).toContain("start:600:face"));
    await expect(await canvas.findByText("还没有学生签到")).toBeInTheDocument();
    await expect(await canvas.findByText("已签到 0 / 40 人")).toBeInTheDocument();
    // Students not checked in yet are not listed.
    await expect(canvas.queryByRole("cell", { name: "学生40" })).not.toBeInTheDocument();
    // Nothing is polled: without events, the panel does not ask again.
    const asked = live.state.calls.filter((c) => c === "summary").length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(live.state.calls.filter((c) => c === "summary").length).toBe(asked);
    // Two students check in; their pushed events update the list.
    live.push.send(checkIn(live.state, record(1, "学生01", true)));
    await expect(await canvas.findByRole("cell", { name: "学生01" })).toBeInTheDocument();
    live.push.send(checkIn(live.state, record(2, "学生02")));
    await expect(await canvas.findByRole("cell", { name: "学生02" })).toBeInTheDocument();
    await expect(await canvas.findByText("已签到 2 / 40 人")).toBeInTheDocument();
    await expect(canvas.getByRole("cell", { name: "人脸" })).toBeInTheDocument();
    // An event of another sign-in changes nothing.
    live.push.send({ ...checkIn(live.state, record(3, "学生03")), signInId: 99 });
    await expect(canvas.getByText("已签到 2 / 40 人")).toBeInTheDocument();
    await expect(live.state.calls.filter((c) => c === "summary").length).toBe(asked);
  },
};

const reconnect = scenario({
  records: [record(1, "学生01")],
  signIn: {
    id: 11,
    courseItemId: 7,
    face: false,
    duration: 300,
    status: 1,
    startTime: Date.now(),
    endTime: Date.now() + 300_000,
  },
});
/** Check-ins made while the connection was down show once it reopens; 刷新 asks by hand too. */
export const CatchesUpAfterReconnect: Story = {
  ...reconnect.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("cell", { name: "学生01" })).toBeInTheDocument();
    reconnect.push.drop();
    reconnect.state.records = [...reconnect.state.records, record(2, "学生02")];
    reconnect.push.open();
    await expect(await canvas.findByRole("cell", { name: "学生02" })).toBeInTheDocument();
    reconnect.state.records = [...reconnect.state.records, record(3, "学生03")];
    await userEvent.click(canvas.getByRole("button", { name: "刷新" }));
    await expect(await canvas.findByRole("cell", { name: "学生03" })).toBeInTheDocument();
  },
};

const control = scenario({ records: [record(1, "学生01")] });
/** Extend the sign-in, end it, then go back to the form for another. */
export const DelayAndEnd: Story = {
  ...control.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "发起签到" }));
    await waitFor(() => expect(control.state.calls).toContain("start:300:plain"));
    const delayBy = await canvas.findByLabelText("延长时长（分钟）");
    await userEvent.clear(delayBy);
    await userEvent.type(delayBy, "2");
    await userEvent.click(canvas.getByRole("button", { name: "延长签到" }));
    await waitFor(() => expect(control.state.calls).toContain("delay:120"));
    await expect(await canvas.findByText(/剩余 6:/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "结束签到" }));
    // Ending asks first, like every other ending.
    const dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(dialog).toHaveTextContent("确定结束签到吗？");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await canvas.findByText("签到已结束")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "结束签到" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("cell", { name: "学生01" })).toBeInTheDocument();
    // A second sign-in in the same class (e.g. a face sign-in after a plain one) starts from the form.
    await userEvent.click(canvas.getByRole("button", { name: "发起新签到" }));
    await expect(await canvas.findByRole("button", { name: "发起签到" })).toBeInTheDocument();
    await expect(canvas.queryByText("签到已结束")).not.toBeInTheDocument();
  },
};

const noClass = scenario({ teacherClass: null });
/** No class in progress: nothing to sign in to. */
export const NoClassInProgress: Story = {
  ...noClass.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("没有进行中的课");
    await expect(canvas.queryByRole("button", { name: "发起签到" })).not.toBeInTheDocument();
  },
};

const running = scenario({
  records: [record(1, "学生01")],
  signIn: {
    id: 11,
    courseItemId: 7,
    face: false,
    duration: 300,
    status: 1,
    startTime: Date.now(),
    endTime: Date.now() + 300_000,
  },
});
/** A sign-in already running when the panel opens (reload, another tab) is picked up again. */
export const ResumesRunningSignIn: Story = {
  ...running.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/签到进行中/)).toBeInTheDocument();
    await expect(await canvas.findByRole("cell", { name: "学生01" })).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "发起签到" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "结束签到" })).toBeInTheDocument();
  },
};

const missingOnes = scenario({ records: [record(1, "学生01", false, 0), record(2, "学生02", false, 0)] });
/** 未签到 lists the students still missing beside those checked in; a pushed check-in moves a student
 * from one to the other, live. */
export const NotCheckedInLive: Story = {
  ...missingOnes.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "发起签到" }));
    const missing = await canvas.findByRole("list", { name: "未签到" });
    await expect(missing).toHaveTextContent("学生01学生02");
    await waitFor(() => expect(missingOnes.push.listeners).toBeGreaterThan(0));
    missingOnes.push.send(checkIn(missingOnes.state, record(1, "学生01")));
    await expect(await canvas.findByRole("cell", { name: "学生01" })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole("list", { name: "未签到" })).toHaveTextContent(/^学生02$/));
    missingOnes.push.send(checkIn(missingOnes.state, record(2, "学生02")));
    await expect(await canvas.findByText("全部学生已签到")).toBeInTheDocument();
  },
};
