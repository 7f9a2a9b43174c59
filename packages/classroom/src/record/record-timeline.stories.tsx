import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { classroomRecord, classTime, summary } from "../stories/record-handlers";
import { withClassroom } from "../stories/with-classroom";
import { RecordTimeline } from "./record-timeline";

const meta = {
  title: "Classroom/Record/RecordTimeline",
  component: RecordTimeline,
  decorators: [withClassroom],
  args: {
    recordId: 5,
    activityHref: (activity) =>
      activity.type === "practice" ? `/teacher/room/info/5/practice/${activity.id}` : undefined,
  },
} satisfies Meta<typeof RecordTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const finished = scenario(() => ({ classroomRecords: { records: [classroomRecord()] } }));
/** A finished session: its facts, participation per activity (chart, and a table for screen readers),
 * and the timeline of activities and recorded parts, oldest first; the practice links to its page. */
export const Finished: Story = {
  ...finished.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "高一数学 · 函数的单调性" })).toBeInTheDocument();
    const facts = canvas.getByRole("region", { name: "课堂概况" });
    await expect(facts).toHaveTextContent("课程 · 课次高一数学 · 函数的单调性");
    await expect(facts).toHaveTextContent("上课时间11-23 09:00–10:05");
    await expect(facts).toHaveTextContent("时长1 小时 5 分");
    await expect(facts).toHaveTextContent("出勤35 / 40（87.5%）1 次签到");

    const table = canvas.getByRole("table", { name: "各活动参与人数" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(6);
    await expect(rows[1]).toHaveTextContent("1. 签到 · 课前签到3587.5%");
    await expect(rows[4]).toHaveTextContent("4. 练习 · 单调性随堂练习3280%");

    const timeline = canvas.getByRole("list", { name: "课堂时间线" });
    const items = within(timeline).getAllByRole("listitem");
    await expect(items.map((li) => li.textContent)).toEqual([
      "11-23 09:02签到课前签到35 人参与",
      "11-23 09:10录制11-23 09:10–09:30",
      "11-23 09:15提问单调递增的函数30 人参与",
      "11-23 09:25AI 话题生活中的单调性18 人参与",
      "11-23 09:40练习单调性随堂练习32 人参与",
      "11-23 09:45录制11-23 09:45–09:55",
      "11-23 10:00问卷课堂反馈20 人参与",
    ]);
    // Only activities with a page are links.
    const links = within(timeline).getAllByRole("link");
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName("单调性随堂练习");
    await expect(links[0]).toHaveAttribute("href", "/teacher/room/info/5/practice/61");
  },
};

const running = scenario(() => ({
  classroomRecords: {
    records: [
      classroomRecord({
        summary: summary({
          endTime: null,
          duration: 42 * 60,
          signedCount: 0,
          signInCount: 0,
          activities: [{ type: "question", id: 21, title: "单调递增的函数", time: classTime(15), count: 12 }],
          videoSegments: [{ start: classTime(30), end: null }],
        }),
      }),
    ],
  },
}));
/** A session still running and being recorded: 进行中 as its end, the open recording as 录制中. */
export const RunningAndRecording: Story = {
  ...running.story,
  play: async ({ canvas }) => {
    const facts = await canvas.findByRole("region", { name: "课堂概况" });
    await expect(facts).toHaveTextContent("上课时间11-23 09:00–进行中");
    await expect(facts).toHaveTextContent("时长42 分");
    await expect(facts).toHaveTextContent("出勤0 / 40（0%）0 次签到");
    const items = within(canvas.getByRole("list", { name: "课堂时间线" })).getAllByRole("listitem");
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent("录制中11-23 09:30–录制中");
    // No activity has a page here: no link.
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument();
  },
};

const recordedOnly = scenario(() => ({
  classroomRecords: {
    records: [classroomRecord({ summary: summary({ activities: [], signedCount: 0, signInCount: 0 }) })],
  },
}));
/** A lecture with no activity but recorded parts: no chart, the recordings on the timeline. */
export const NoActivities: Story = {
  ...recordedOnly.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("本节课没有课堂活动")).toBeInTheDocument();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
    const items = within(canvas.getByRole("list", { name: "课堂时间线" })).getAllByRole("listitem");
    await expect(items.map((li) => li.textContent)).toEqual([
      "11-23 09:10录制11-23 09:10–09:30",
      "11-23 09:45录制11-23 09:45–09:55",
    ]);
  },
};

const empty = scenario(() => ({
  classroomRecords: {
    records: [
      classroomRecord({
        summary: summary({
          startTime: null,
          endTime: null,
          duration: null,
          studentCount: 0,
          signedCount: 0,
          signInCount: 0,
          activities: [],
          videoSegments: [],
        }),
      }),
    ],
  },
}));
/** A session that never started, in a course without students: dashes, and nothing on the timeline. */
export const Empty: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    const facts = await canvas.findByRole("region", { name: "课堂概况" });
    await expect(facts).toHaveTextContent("上课时间未开始");
    await expect(facts).toHaveTextContent("时长—");
    await expect(facts).toHaveTextContent("出勤0 / 0（—）");
    await expect(canvas.getByText("本节课没有课堂活动，也没有录制")).toBeInTheDocument();
  },
};

const navigate = fn();
const routed = scenario(() => ({ classroomRecords: { records: [classroomRecord()] } }));
/** The console's router draws the links (`renderLink`); following one goes through it. */
export const RouterLinks: Story = {
  ...routed.story,
  args: {
    activityHref: (activity) => `/teacher/activity/${activity.type}/${activity.id}`,
    renderLink: (href, children) => (
      <a
        href={href}
        data-router-link=""
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const timeline = await canvas.findByRole("list", { name: "课堂时间线" });
    const links = within(timeline).getAllByRole("link");
    await expect(links).toHaveLength(5);
    for (const link of links) await expect(link).toHaveAttribute("data-router-link");
    await userEvent.click(within(timeline).getByRole("link", { name: "课堂反馈" }));
    await expect(navigate).toHaveBeenCalledWith("/teacher/activity/survey/31");
  },
};

const loading = scenario({ latency: 60_000 });
/** While the record loads. */
export const Loading: Story = {
  ...loading.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("加载中");
    await expect(canvas.getByRole("heading", { name: "课堂记录" })).toBeInTheDocument();
  },
};

const failing = scenario(() => ({
  classroomRecords: { records: [classroomRecord()] },
  refuse: { getRecord: "这不是您的课堂记录" },
}));
/** Loading fails: the server's message and a retry that works once the server answers. */
export const LoadError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("这不是您的课堂记录");
    failing.state.refuse = {};
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await waitFor(() => expect(canvas.getByRole("region", { name: "课堂概况" })).toBeInTheDocument());
  },
};
