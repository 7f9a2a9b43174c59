import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { pressArrow } from "../stories/keyboard";
import { attendance, classroomRecord, classTime, summary } from "../stories/record-handlers";
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

/** The attendance table's body rows (the header row left out). */
const attendanceRows = (canvas: { getByRole: (role: "table", options: { name: string }) => HTMLElement }) =>
  within(canvas.getByRole("table", { name: "出勤名单" }))
    .getAllByRole("row")
    .slice(1) as HTMLTableRowElement[];
const cellsOf = (row: HTMLTableRowElement) => [...row.cells].map((c) => c.textContent);

const finished = scenario(() => ({ classroomRecords: { records: [classroomRecord()] } }));
/** A finished session: its facts, the attendance list with a chart of the check-in kinds, participation
 * per activity (chart, and a table for screen readers), and the timeline of activities with each one's
 * result figure and recorded parts, oldest first; the practice links to its page. */
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
    await expect(rows[1]).toHaveTextContent("1. 签到 · 课前签到3587.5%已签到 35 / 40");
    await expect(rows[4]).toHaveTextContent("4. 练习 · 单调性随堂练习3280%平均分 8.5 / 10，32 / 40 人提交");

    // The attendance: everyone of the course, the absent ones among them, and the kinds as a chart.
    const list = canvas.getByRole("region", { name: "出勤名单" });
    await expect(within(list).getByRole("radio", { name: "全部" })).toBeChecked();
    await expect(within(list).getByText("40 / 40 人")).toBeInTheDocument();
    const people = attendanceRows(canvas);
    await expect(people).toHaveLength(40);
    await expect(cellsOf(people[0]!)).toEqual(["学生01", "已签到", "人脸签到", "11-23 09:02"]);
    await expect(cellsOf(people[6]!)).toEqual(["学生07", "未签到", "—", "—"]);
    await expect(cellsOf(people[11]!)).toEqual(["学生12", "已签到", "补签", "11-23 09:20"]);
    await expect(cellsOf(people[13]!)).toEqual(["学生14", "已签到", "普通签到", "11-23 09:02"]);
    await expect(
      await within(list).findByRole("img", {
        name: "签到方式分布：普通签到 25 人（62.5%），人脸签到 9 人（22.5%），补签 1 人（2.5%），未签到 5 人（12.5%）",
      }),
    ).toBeInTheDocument();

    const timeline = canvas.getByRole("list", { name: "课堂时间线" });
    const items = within(timeline).getAllByRole("listitem");
    await expect(items.map((li) => li.textContent)).toEqual([
      "11-23 09:02签到课前签到已签到 35 / 40",
      "11-23 09:10录制11-23 09:10–09:30",
      "11-23 09:15提问单调递增的函数正确率 80%（24 / 30）",
      "11-23 09:25AI 话题生活中的单调性18 / 40 人回应",
      "11-23 09:40练习单调性随堂练习平均分 8.5 / 10，32 / 40 人提交",
      "11-23 09:45录制11-23 09:45–09:55",
      "11-23 10:00问卷课堂反馈20 / 40 人回应",
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
          attendance: attendance(40, { absent: Array.from({ length: 40 }, (_, i) => i + 1) }),
          activities: [
            {
              type: "question",
              id: 21,
              title: "单调递增的函数",
              time: classTime(15),
              count: 12,
              result: { kind: "correctRate", correct: 9, answered: 12 },
            },
          ],
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
    await expect(items[0]).toHaveTextContent("正确率 75%（9 / 12）");
    // No sign-in yet: everyone is listed as not checked in.
    await expect(attendanceRows(canvas).every((row) => row.cells[1]?.textContent === "未签到")).toBe(true);
    // No activity has a page here: no link.
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument();
  },
};

const recordedOnly = scenario(() => ({
  classroomRecords: {
    records: [
      classroomRecord({
        summary: summary({
          activities: [],
          signedCount: 0,
          signInCount: 0,
          attendance: attendance(40, { absent: Array.from({ length: 40 }, (_, i) => i + 1) }),
        }),
      }),
    ],
  },
}));
/** A lecture with no activity but recorded parts: no chart, the recordings on the timeline. */
export const NoActivities: Story = {
  ...recordedOnly.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("本节课没有课堂活动")).toBeInTheDocument();
    await expect(canvas.queryByRole("table", { name: "各活动参与人数" })).not.toBeInTheDocument();
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
          attendance: [],
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
    // No students: no attendance list to filter.
    await expect(canvas.getByRole("region", { name: "出勤名单" })).toHaveTextContent("本课程没有学生");
    await expect(canvas.queryByRole("radio")).not.toBeInTheDocument();
  },
};

/** Some students absent: the filter (a radio group, by keyboard) shows 已签到, then only 未签到 with
 * dashes for their kind and time, and back to 全部. */
export const AbsentStudents: Story = {
  ...finished.story,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("region", { name: "出勤名单" });
    await waitFor(() => expect(attendanceRows(canvas)).toHaveLength(40));
    within(list).getByRole("radio", { name: "全部" }).focus();
    await pressArrow("ArrowRight");
    await waitFor(() => expect(within(list).getByRole("radio", { name: "已签到" })).toBeChecked());
    await waitFor(() => expect(attendanceRows(canvas)).toHaveLength(35));
    await expect(within(list).getByText("35 / 40 人")).toBeInTheDocument();
    await pressArrow("ArrowRight");
    await waitFor(() => expect(within(list).getByRole("radio", { name: "未签到" })).toBeChecked());
    await waitFor(() =>
      expect(attendanceRows(canvas).map(cellsOf)).toEqual(
        ["学生07", "学生13", "学生21", "学生30", "学生38"].map((name) => [name, "未签到", "—", "—"]),
      ),
    );
    await expect(within(list).getByText("5 / 40 人")).toBeInTheDocument();
    await pressArrow("ArrowRight");
    await waitFor(() => expect(within(list).getByRole("radio", { name: "全部" })).toBeChecked());
    await waitFor(() => expect(attendanceRows(canvas)).toHaveLength(40));
  },
};

const present = scenario(() => ({
  classroomRecords: {
    records: [
      classroomRecord({
        summary: summary({ signedCount: 40, attendance: attendance(40, { face: [3, 4] }) }),
      }),
    ],
  },
}));
/** Everyone checked in: nobody under 未签到, which says so. */
export const EveryonePresent: Story = {
  ...present.story,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("region", { name: "出勤名单" });
    await expect(await within(list).findByRole("img", { name: /未签到 0 人（0%）$/ })).toBeInTheDocument();
    await userEvent.click(within(list).getByRole("radio", { name: "未签到" }));
    await waitFor(() => expect(attendanceRows(canvas).map(cellsOf)).toEqual([["全员已签到"]]));
    await expect(within(list).getByText("0 / 40 人")).toBeInTheDocument();
    await userEvent.click(within(list).getByRole("radio", { name: "已签到" }));
    await waitFor(() => expect(attendanceRows(canvas)).toHaveLength(40));
  },
};

const unanswered = scenario(() => ({
  classroomRecords: {
    records: [
      classroomRecord({
        summary: summary({
          activities: [
            {
              type: "question",
              id: 21,
              title: "单调递增的函数",
              time: classTime(15),
              count: 0,
              result: { kind: "correctRate", correct: 0, answered: 0 },
            },
            {
              type: "question",
              id: 22,
              title: "举一个单调函数的例子",
              time: classTime(20),
              count: 0,
              result: { kind: "answers", answered: 0 },
            },
            {
              type: "assignment",
              id: 51,
              title: "课后作业",
              time: classTime(30),
              count: 3,
              result: { kind: "submissions", submitted: 3, graded: 1, total: 40 },
            },
            {
              type: "practice",
              id: 61,
              title: "单调性随堂练习",
              time: classTime(40),
              count: 0,
              result: { kind: "score", submitted: 0, total: 40, averageScore: null, fullScore: 10 },
            },
            {
              type: "survey",
              id: 31,
              title: "课堂反馈",
              time: classTime(60),
              count: 0,
              result: { kind: "responses", responses: 0, total: 40 },
            },
          ],
          videoSegments: [],
        }),
      }),
    ],
  },
}));
/** Activities nobody answered: 暂无作答 for the questions, no average for the practice, 0 responses;
 * the assignment's submitted and graded. */
export const ActivityWithoutAnswers: Story = {
  ...unanswered.story,
  play: async ({ canvas }) => {
    const timeline = await canvas.findByRole("list", { name: "课堂时间线" });
    const figures = () =>
      within(timeline)
        .getAllByRole("listitem")
        .map((li) => li.querySelector("[data-slot=record-result]")?.textContent);
    await expect(figures()).toEqual([
      "暂无作答",
      "暂无作答",
      "3 / 40 人提交，已批改 1",
      "0 / 40 人提交",
      "0 / 40 人回应",
    ]);
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
