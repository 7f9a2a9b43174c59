import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { courseItem } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { StudentControlCover } from "./student-control-cover";
import { useStudentControlMode } from "./use-student-control-mode";

const meta = {
  title: "Classroom/Control/StudentControlCover",
  component: StudentControlCover,
  decorators: [withClassroom],
  args: { mode: 0, path: "/student/home" },
  render: (args) => (
    <div className="flex flex-col gap-4 p-4">
      <StudentControlCover {...args} />
      <button type="button">我的课程</button>
    </div>
  ),
} satisfies Meta<typeof StudentControlCover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 自由: nothing is shown and the page is used as usual. */
export const Free: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "我的课程" })).toBeVisible();
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
    await expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  },
};

/** 讲授: a polite banner over the page, which stays usable. */
export const Lecturing: Story = {
  args: { mode: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("老师正在讲授，请看大屏");
    await userEvent.click(canvas.getByRole("button", { name: "我的课程" }));
    await expect(canvas.getByRole("button", { name: "我的课程" })).toHaveFocus();
  },
};

/** 锁屏: the whole window is covered; Escape, clicks and Tab cannot leave it. */
export const Locked: Story = {
  args: { mode: 2 },
  play: async () => {
    const cover = await screen.findByRole("alertdialog", { name: "屏幕已被老师锁定" });
    await expect(cover).toHaveAccessibleDescription("老师发布活动时会自动打开，请看大屏");
    await waitFor(() => expect(cover.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard("{Escape}");
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole("alertdialog", { name: "屏幕已被老师锁定" })).toBeVisible();
    await expect(cover.contains(document.activeElement)).toBe(true);
    await expect(screen.queryByRole("button", { name: "我的课程" })).not.toBeInTheDocument();
    await expect(screen.queryByRole("button", { name: "关闭" })).not.toBeInTheDocument();
  },
};

/** 锁屏 on a pushed activity page (here a practice): the page stays open so the student can answer. */
export const LockedOnActivityPage: Story = {
  args: { mode: 2, path: "/student/practice/info/61" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "我的课程" })).toBeVisible();
    await expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  },
};

/** A student page with the mode of the student's session, live by `control` events. */
function LivePage({ path }: { path: string }) {
  const { mode, courseItemId } = useStudentControlMode();
  return (
    <div className="flex flex-col gap-4 p-4">
      <StudentControlCover mode={mode} path={path} />
      <p data-testid="session">{courseItemId === null ? "没有进行中的课" : `课堂 ${courseItemId}`}</p>
      <button type="button">我的课程</button>
    </div>
  );
}

const live = scenario(() => ({ studentClass: courseItem({ mode: 0 }) }));
/** The teacher switches modes: the banner, then the cover, then nothing, as the `control` events arrive. */
export const FollowsPushedModes: Story = {
  ...live.story,
  render: () => <LivePage path="/student/home" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("课堂 7")).toBeInTheDocument();
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
    live.push.send({ type: "control", courseItemId: 7, mode: 1, videoOn: false });
    await expect(await canvas.findByRole("status")).toHaveTextContent("老师正在讲授，请看大屏");
    live.push.send({ type: "control", courseItemId: 7, mode: 2, videoOn: true });
    await expect(await screen.findByRole("alertdialog", { name: "屏幕已被老师锁定" })).toBeVisible();
    live.push.send({ type: "control", courseItemId: 7, mode: 0, videoOn: true });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "我的课程" })).toBeVisible();
  },
};

const lockedOnLoad = scenario(() => ({ studentClass: courseItem({ mode: 2 }) }));
/** A page opened while the session is locked is covered at once; the teacher unlocking frees it. */
export const LockedOnLoad: Story = {
  ...lockedOnLoad.story,
  render: () => <LivePage path="/student/course" />,
  play: async ({ canvas }) => {
    await expect(await screen.findByRole("alertdialog", { name: "屏幕已被老师锁定" })).toBeVisible();
    lockedOnLoad.push.send({ type: "control", courseItemId: 7, mode: 1, videoOn: false });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(canvas.getByRole("status")).toHaveTextContent("老师正在讲授，请看大屏");
  },
};

const startsLater = scenario(() => ({ studentClass: null }));
/** No session when the page loads: nothing; a session that starts later and locks is read and covers. */
export const NoSessionThenLocked: Story = {
  ...startsLater.story,
  render: () => <LivePage path="/student/home" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("没有进行中的课")).toBeInTheDocument();
    await expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    startsLater.state.studentClass = courseItem({ id: 8, mode: 2 });
    startsLater.push.send({ type: "control", courseItemId: 8, mode: 2, videoOn: false });
    await expect(await screen.findByRole("alertdialog", { name: "屏幕已被老师锁定" })).toBeVisible();
  },
};

const ends = scenario(() => ({ studentClass: courseItem({ mode: 1 }) }));
/** The session ends: read again on reconnect, the banner goes and the mode is back to 自由. */
export const SessionEnded: Story = {
  ...ends.story,
  render: () => <LivePage path="/student/home" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("老师正在讲授，请看大屏");
    ends.state.studentClass = courseItem({ mode: 1, status: 2, endTime: Date.now() });
    ends.push.drop();
    ends.push.open();
    await waitFor(() => expect(canvas.queryByRole("status")).not.toBeInTheDocument());
    await expect(canvas.getByText("没有进行中的课")).toBeInTheDocument();
  },
};
