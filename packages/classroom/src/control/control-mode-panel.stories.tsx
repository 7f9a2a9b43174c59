import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { mockControl } from "../stories/control-handlers";
import { pressArrow } from "../stories/keyboard";
import { classroomRecord, mockRecords, summary } from "../stories/record-handlers";
import { withClassroom } from "../stories/with-classroom";
import { ControlModePanel } from "./control-mode-panel";

const meta = {
  title: "Classroom/Control/ControlModePanel",
  component: ControlModePanel,
  decorators: [withClassroom],
} satisfies Meta<typeof ControlModePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The running session's record, with no recorded part yet. */
const runningRecord = (videoSegments: { start: number; end: number | null }[] = []) =>
  mockRecords({ records: [classroomRecord({ summary: summary({ endTime: null, videoSegments }) })] });

const free = scenario(() => ({ classroomRecords: runningRecord() }));
/** 自由 and not recording; choosing 讲授 (click) and 锁屏 (arrow key) sets the mode and says so. */
export const ChangeMode: Story = {
  ...free.story,
  play: async ({ canvas }) => {
    const group = await canvas.findByRole("radiogroup", { name: "管控模式" });
    await expect(canvas.getByRole("radio", { name: "自由" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "讲授" })).toHaveAccessibleDescription(
      "学生页面顶部显示“老师正在讲授，请看大屏”",
    );
    await expect(canvas.getByText("未在录制")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("radio", { name: "讲授" }));
    await expect(canvas.getByRole("radio", { name: "讲授" })).toBeChecked();
    await expect(await canvas.findByRole("status")).toHaveTextContent("已切换为讲授模式");
    await expect(free.state.control.mode).toBe(1);
    await waitFor(() => expect(canvas.getByRole("radio", { name: "讲授" })).toBeEnabled());
    canvas.getByRole("radio", { name: "讲授" }).focus();
    await pressArrow("ArrowDown");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "锁屏" })).toBeChecked());
    await expect(await canvas.findByText("已切换为锁屏模式")).toBeInTheDocument();
    await expect(free.state.calls).toContain("setControlMode:2");
    await expect(free.state.control.mode).toBe(2);
    await expect(group).toBeInTheDocument();
  },
};

const refused = scenario(() => ({
  classroomRecords: runningRecord(),
  control: mockControl({ mode: 1 }),
  refuse: { setControlMode: "服务器繁忙，请稍后再试" },
}));
/** The server refuses the new mode: the choice goes back to the mode in force and the reason shows. */
export const ModeRefused: Story = {
  ...refused.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("radio", { name: "讲授" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "锁屏" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("服务器繁忙，请稍后再试");
    await expect(canvas.getByRole("radio", { name: "讲授" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "锁屏" })).not.toBeChecked();
    await expect(refused.state.control.mode).toBe(1);
  },
};

const recording = scenario(() => ({ classroomRecords: runningRecord() }));
/** 开始录制 starts recording and counts the time; 结束录制 stops it and closes the recorded part. */
export const StartAndEndRecording: Story = {
  ...recording.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "开始录制" }));
    await expect(await canvas.findByText(/^录制中 0:0\d$/)).toBeInTheDocument();
    await expect(canvas.getByRole("status")).toHaveTextContent("已开始录制");
    await expect(recording.state.control.videoOn).toBe(true);
    await userEvent.click(canvas.getByRole("button", { name: "结束录制" }));
    await expect(await canvas.findByText("未在录制")).toBeInTheDocument();
    await expect(canvas.getByRole("status")).toHaveTextContent("已结束录制");
    const segments = recording.state.classroomRecords.records[0]?.summary?.videoSegments ?? [];
    await expect(segments).toHaveLength(1);
    await expect(segments[0]?.end).not.toBeNull();
  },
};

const onAir = scenario(() => ({
  control: mockControl({ mode: 2, videoOn: true }),
  classroomRecords: runningRecord([{ start: Date.now() - 65 * 60_000 - 3_000, end: null }]),
}));
/** Opened while recording in 锁屏: the time counts from when the open recorded part started. */
export const RecordingOnLoad: Story = {
  ...onAir.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^录制中 1:05:0\d$/)).toBeInTheDocument();
    await expect(canvas.getByRole("radio", { name: "锁屏" })).toBeChecked();
    await expect(canvas.getByRole("button", { name: "结束录制" })).toBeEnabled();
  },
};

const none = scenario(() => ({ teacherClass: null }));
/** No running session: 当前没有进行中的课 and every control disabled. */
export const NoSession: Story = {
  ...none.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("当前没有进行中的课")).toBeInTheDocument();
    for (const name of ["自由", "讲授", "锁屏"]) await expect(canvas.getByRole("radio", { name })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "开始录制" })).toBeDisabled();
  },
};

const failed = scenario(() => ({
  control: mockControl({ videoOn: true }),
  classroomRecords: runningRecord([{ start: Date.now() - 60_000, end: null }]),
  refuse: { recordPage: "服务器繁忙" },
}));
/** The state cannot be read: the server's message and 重试, which reads it again. */
export const LoadFailed: Story = {
  ...failed.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("服务器繁忙")).toBeInTheDocument();
    failed.state.refuse = {};
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByText(/^录制中 1:0\d$/)).toBeInTheDocument();
  },
};

const slow = scenario(() => ({ latency: 60_000 }));
/** While the session and its state are read. */
export const Loading: Story = {
  ...slow.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("加载中…");
    await expect(canvas.queryByRole("radiogroup")).not.toBeInTheDocument();
  },
};
