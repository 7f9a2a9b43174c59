import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { practice } from "../stories/practice-handlers";
import { classroomRecord, classTime } from "../stories/record-handlers";
import { withClassroom } from "../stories/with-classroom";
import { RecordPracticeList } from "./record-practice-list";

const meta = {
  title: "Classroom/Record/RecordPracticeList",
  component: RecordPracticeList,
  decorators: [withClassroom],
  args: { recordId: 5, practiceHref: (p) => `/teacher/room/info/5/practice/${p.id}` },
} satisfies Meta<typeof RecordPracticeList>;

export default meta;
type Story = StoryObj<typeof meta>;

const three = () => ({
  classroomRecords: { records: [classroomRecord()] },
  practice: {
    records: [],
    practices: [
      practice({ id: 63, title: "课后巩固", status: 0, startTime: null, endTime: null }),
      practice({ id: 62, title: "奇偶性小测", status: 1, startTime: classTime(50), endTime: null }),
      practice({ status: 2 }),
      practice({ id: 64, classroomRecordId: 9, title: "别的记录的练习" }),
    ],
  },
});
const listed = scenario(three);
/** The record's practices, oldest first (unpublished last): a link each, state, question count, and
 * answers where the record's summary counts them. */
export const Practices: Story = {
  ...listed.story,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("list", { name: "课堂练习" });
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await waitFor(() => expect(items[0]).toHaveTextContent("单调性随堂练习11-23 09:30 · 共 4 题32 人作答已结束"));
    await expect(items[0]).toHaveTextContent("已结束");
    await expect(items[1]).toHaveTextContent("奇偶性小测11-23 09:50 · 共 4 题进行中");
    await expect(items[1]).not.toHaveTextContent("人作答");
    await expect(items[2]).toHaveTextContent("课后巩固共 4 题未发布");
    const link = within(list).getByRole("link", { name: "奇偶性小测" });
    await expect(link).toHaveAttribute("href", "/teacher/room/info/5/practice/62");
    await expect(listed.state.calls).toContain("recordPractices:5");
  },
};

const live = scenario(three);
const recordReads = (calls: readonly string[]) => calls.filter((c) => c === "getRecord:5").length;
/** A student answers during class: the pushed practiceAnswered reads the record's counts again, so the
 * practice's 人作答 follows without polling; a practice of another record changes nothing. */
export const LiveCount: Story = {
  ...live.story,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("list", { name: "课堂练习" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("32 人作答"));
    await waitFor(() => expect(live.push.listeners).toBeGreaterThan(0));
    const reads = recordReads(live.state.calls);
    const summary = live.state.classroomRecords.records[0]!.summary!;
    summary.activities = summary.activities.map((a) =>
      a.type === "practice" && a.id === 61 ? { ...a, count: 33 } : a,
    );
    live.push.send({ type: "practiceAnswered", id: 61, courseItemId: 7, answerCount: 33 });
    await waitFor(() => expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("33 人作答"));
    live.push.send({ type: "practiceAnswered", id: 64, courseItemId: 9, answerCount: 5 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(recordReads(live.state.calls)).toBe(reads + 1);
  },
};

const none = scenario(() => ({ classroomRecords: { records: [classroomRecord()] } }));
/** A record without practice. */
export const Empty: Story = {
  ...none.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("本节课没有课堂练习")).toBeInTheDocument();
  },
};

const loading = scenario({ latency: 60_000 });
/** While the practices load. */
export const Loading: Story = {
  ...loading.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("加载中");
  },
};

const failing = scenario(() => ({ ...three(), refuse: { recordPractices: "这不是您的课堂记录" } }));
/** Loading fails: the server's message and a retry that works once the server answers. */
export const LoadError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("这不是您的课堂记录");
    failing.state.refuse = {};
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByRole("list", { name: "课堂练习" })).toBeInTheDocument();
  },
};
