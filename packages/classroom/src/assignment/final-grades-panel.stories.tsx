import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { assignment, finalScore, graded, mockAssignments, submission } from "../stories/mock-assignment";
import { student } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { FinalGradesPanel } from "./final-grades-panel";

const meta = {
  title: "Classroom/Assignment/FinalGradesPanel",
  component: FinalGradesPanel,
  decorators: [withClassroom],
  args: { assignmentId: 61 },
} satisfies Meta<typeof FinalGradesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stage grade: 陈静 graded with a peer average, 李明 graded and late, 王芳 not graded yet. */
const grading = (stage: "grade" | "final" | "published" = "grade") => {
  const a = assignment({ stage });
  const subs = [
    { ...graded(a, submission(a, student(1))), peerReviewScore: 70 },
    graded(a, submission(a, student(2), { late: true }), 1),
    submission(a, student(3)),
  ];
  return mockAssignments({
    assignments: [a],
    submissions: stage === "final" ? subs.map((s) => ({ ...s, finalScore: finalScore(a, s) })) : subs,
  });
};
const row = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole("table", { name: "最终成绩" }))
    .getAllByRole("row")
    .find((r) => r.textContent?.startsWith(name));

const ready = scenario(() => ({ assignment: grading() }));
/** The rule verbatim with this assignment's w and p, the ungraded warning, and publishing the finals
 * behind a confirm that repeats the warning; the finals follow the rule. */
export const PublishFinals: Story = {
  ...ready.story,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        "最终成绩 = 教师评分 × (100 − w)% + 互评平均分 × w%（互评平均分按满分折算）；没有互评分时取教师评分；迟交扣 p%",
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByText("本作业 w = 20，p = 10")).toBeInTheDocument();
    await expect(canvas.getByText("还有 1 份作业未批改，公布后它们没有最终成绩")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "公布最终成绩" }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog).toHaveTextContent("还有 1 份作业未批改，公布后它们没有最终成绩。确定公布吗？");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await canvas.findByText("成绩已公布")).toBeInTheDocument();
    // 陈静: 88 × 80% + 70 × 20% = 84.4; 李明: 100, late, −10% = 90; 王芳: ungraded, none.
    await waitFor(() => expect(row(canvas, "陈静")).toHaveTextContent(/887084\.4/));
    await expect(row(canvas, "李明")).toHaveTextContent(/100—90/);
    await expect(row(canvas, "王芳")).toHaveTextContent(/已提交———/);
    await expect(canvas.queryByRole("button", { name: "公布最终成绩" })).toBeNull();
    await expect(canvas.getByText("1 份作业未批改，没有最终成绩")).toBeInTheDocument();
  },
};

const override = scenario(() => ({ assignment: grading("final") }));
/** Setting one student's final score in a dialog: out of range is refused at the field; the saved
 * score is marked 教师设定. */
export const OverrideFinal: Story = {
  ...override.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "修改 陈静 的最终成绩" }));
    const dialog = await screen.findByRole("dialog", { name: "修改最终成绩：陈静" });
    const input = within(dialog).getByRole("spinbutton", { name: /最终成绩（0–100）/ });
    await expect(input).toHaveValue(84.4);
    await userEvent.clear(input);
    await userEvent.type(input, "120");
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await expect(await within(dialog).findByText("分数应在 0 到 100 之间")).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, "90");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "说明" }), "补交了证明");
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(await canvas.findByText("最终成绩已修改")).toBeInTheDocument();
    await waitFor(() => expect(row(canvas, "陈静")).toHaveTextContent(/90教师设定/));
    await expect(override.state.calls).toContain("gradeFinal:101:90");
  },
};

const cancelling = scenario(() => ({ assignment: grading("final") }));
/** Escape closes the dialog without saving; focus returns to the button that opened it. */
export const CancelOverride: Story = {
  ...cancelling.story,
  play: async ({ canvas }) => {
    const open = await canvas.findByRole("button", { name: "修改 李明 的最终成绩" });
    await userEvent.click(open);
    await screen.findByRole("dialog", { name: "修改最终成绩：李明" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(cancelling.state.calls.some((c) => c.startsWith("gradeFinal"))).toBe(false);
    await waitFor(() => expect(open).toHaveFocus());
  },
};

const exporting = scenario(() => ({ assignment: grading("final") }));
/** 导出成绩 downloads the workbook under the server's file name. */
export const ExportGrades: Story = {
  ...exporting.story,
  play: async ({ canvas }) => {
    // The download link's click is caught here: the file name is checked and no file is written.
    const saved: string[] = [];
    const catchDownload = (event: MouseEvent) => {
      const link = event.target;
      if (link instanceof HTMLAnchorElement && link.download) {
        event.preventDefault();
        saved.push(link.download);
      }
    };
    document.addEventListener("click", catchDownload, { capture: true });
    try {
      await userEvent.click(await canvas.findByRole("button", { name: "导出成绩" }));
      await expect(await canvas.findByText("已导出 函数的单调性 练习-成绩.xlsx")).toBeInTheDocument();
      await expect(saved).toEqual(["函数的单调性 练习-成绩.xlsx"]);
    } finally {
      document.removeEventListener("click", catchDownload, { capture: true });
    }
    await expect(exporting.state.calls).toContain("exportAssignmentGrades:61");
  },
};

const early = scenario(() => ({ assignment: grading("published") }));
/** Before grading: no publishing and no override yet (the reason is stated). */
export const BeforeGrading: Story = {
  ...early.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("批改中或已公布成绩时才能修改最终成绩")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "公布最终成绩" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^修改 / })).toBeNull();
  },
};
