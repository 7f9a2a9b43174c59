import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";
import "./viewer.css";

import invoiceXml from "../../test-fixtures/corpus/camunda-invoice-v2.bpmn?raw";
import onboardingXml from "../../test-fixtures/corpus/miwg-c4.0-multiple-diagrams.bpmn?raw";
import { ProcessViewer, type ProcessViewerProps } from "./process-viewer";
import { badges, canvasDetails, hitArea, shape, viewerReady } from "./stories/play-helpers";
import subprocessXml from "./stories/subprocess.bpmn?raw";
import { approvalInstance, minutes, student, T0 } from "./stories/viewer-data";
import type { ViewerTask } from "./types";

/** The viewer on diagrams beyond one plain process: pools and lanes, sub-processes, several diagrams. */
const meta = {
  title: "BPMN/ViewerDiagrams",
  component: ProcessViewer,
  args: { xml: invoiceXml, height: 520, processInstance: approvalInstance },
} satisfies Meta<typeof ProcessViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const task = (id: string, result: ViewerTask["result"], end: number | null, nickname: string, deptName: string) => ({
  id,
  result,
  assigneeUser: { nickname, deptName },
  createTime: minutes(5),
  endTime: end === null ? null : minutes(end),
  reason: result === 2 ? "同意" : "",
});

/** Camunda's invoice example: a pool with three lanes; nodes in every lane are marked. */
export const CollaborationWithLanes: Story = {
  args: {
    activities: [
      { key: "StartEvent_1", taskId: null, startTime: T0, endTime: T0, outgoing: ["SequenceFlow_1"] },
      { key: "assignApprover", taskId: null, startTime: T0, endTime: minutes(5), outgoing: ["sequenceFlow_178"] },
      { key: "approveInvoice", taskId: "t-approve", startTime: minutes(5), endTime: minutes(60) },
      { key: "invoice_approved", taskId: null, startTime: minutes(60), endTime: minutes(60) },
      { key: "prepareBankTransfer", taskId: "t-transfer", startTime: minutes(60), endTime: null },
    ],
    tasks: [task("t-approve", 2, 60, "孙老师", "财务处"), task("t-transfer", 1, null, "吴会计", "财务处")],
  },
  play: async ({ canvasElement }) => {
    await viewerReady(canvasElement, "prepareBankTransfer");
    await expect(shape(canvasElement, "Process_Engine_1")).toHaveClass("djs-shape");
    for (const lane of ["Accountant", "teamAssistant", "Approver"])
      await expect(shape(canvasElement, lane)).toBeTruthy();
    await expect(shape(canvasElement, "StartEvent_1")).toHaveClass("sc-viewer-done");
    await expect(shape(canvasElement, "approveInvoice")).toHaveClass("sc-viewer-result-approved");
    await expect(shape(canvasElement, "prepareBankTransfer")).toHaveClass("sc-viewer-result-in-progress");
    await expect(shape(canvasElement, "reviewInvoice")).not.toHaveClass("sc-viewer-done");
    // Flows between visited nodes across lanes are taken; the branch not chosen is not.
    for (const id of ["SequenceFlow_1", "sequenceFlow_178", "sequenceFlow_180", "invoiceApproved"]) {
      await expect(shape(canvasElement, id)).toHaveClass("sc-viewer-flow-taken");
    }
    await expect(shape(canvasElement, "invoiceNotApproved")).not.toHaveClass("sc-viewer-flow-taken");
    await userEvent.hover(hitArea(canvasElement, "prepareBankTransfer"));
    await waitFor(() => expect(canvasDetails(canvasElement)).toHaveTextContent("审批人吴会计"));
  },
};

/** An expanded sub-process is marked in place; a collapsed one opens with its drill-down button. */
export const SubprocessDrillDown: Story = {
  args: {
    xml: subprocessXml,
    activities: [
      { key: "StartEvent_1", taskId: null, startTime: T0, endTime: T0 },
      { key: "SubProcess_review", taskId: null, startTime: T0, endTime: minutes(30) },
      { key: "Start_review", taskId: null, startTime: T0, endTime: T0 },
      { key: "Task_check", taskId: "t-check", startTime: T0, endTime: minutes(30) },
      { key: "End_review", taskId: null, startTime: minutes(30), endTime: minutes(30) },
      { key: "SubProcess_approve", taskId: null, startTime: minutes(30), endTime: null },
      { key: "Start_approve", taskId: null, startTime: minutes(30), endTime: minutes(30) },
      { key: "Task_dean", taskId: "t-dean", startTime: minutes(30), endTime: null },
    ],
    tasks: [
      { ...task("t-check", 2, 30, "王老师", "数学组"), createTime: T0 },
      task("t-dean", 1, null, "陈主任", "教务处"),
    ],
    processInstance: { ...approvalInstance, startUser: student },
  },
  play: async ({ canvasElement }) => {
    await viewerReady(canvasElement, "Task_check");
    const page = within(canvasElement);
    await expect(shape(canvasElement, "SubProcess_review")).toHaveClass("sc-viewer-done");
    await expect(shape(canvasElement, "Task_check")).toHaveClass("sc-viewer-result-approved");
    await expect(shape(canvasElement, "SubProcess_approve")).toHaveClass("sc-viewer-pending");
    // The inner task is on the sub-process's own plane, drawn once it is opened.
    const shown = (id: string) => canvasElement.querySelector(`[data-element-id="${id}"]`) !== null;
    await expect(shown("Task_dean")).toBe(false);
    await userEvent.click(page.getByRole("button", { name: "打开教务审批" }));
    await waitFor(() => expect(shown("Task_dean")).toBe(true));
    await expect(shape(canvasElement, "Task_dean")).toHaveClass("sc-viewer-result-in-progress");
    await expect(shape(canvasElement, "Start_approve")).toHaveClass("sc-viewer-done");
    await expect(shape(canvasElement, "Flow_approve_1")).toHaveClass("sc-viewer-flow-taken");
    await waitFor(() => expect(badges(canvasElement).get("Task_dean")).toBe("1"));
    const crumbs = canvasElement.querySelector<HTMLElement>(".bjs-breadcrumbs")!;
    await expect(crumbs).toHaveTextContent("成绩审核");
    await expect(crumbs).toHaveTextContent("教务审批");
    await userEvent.hover(hitArea(canvasElement, "Task_dean"));
    await waitFor(() => expect(canvasDetails(canvasElement)).toHaveTextContent("审批人陈主任"));
    // Back to the process through the breadcrumb link.
    await userEvent.click(within(crumbs).getByRole("link", { name: "成绩审核" }));
    await waitFor(() => expect(shown("Task_dean")).toBe(false));
    await expect(shown("Task_check")).toBe(true);
    // The list of visited nodes opens the sub-process too (keyboard: Enter on the item).
    page.getByRole("button", { name: /教务主任审批/ }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(shown("Task_dean")).toBe(true));
  },
};

const diagrams = {
  onboarding: "_1484687a-1f56-4a0b-8eac-a76d5806a31e",
  it: "_2197e5f3-4fb0-4665-aeb8-338e750d4939",
  payroll: "_a90a886a-6aa2-4cce-9593-8729f9f15e12",
};

/** Switches among the diagrams of one file: the viewer opens another diagram without importing again. */
function DiagramSwitch(props: ProcessViewerProps) {
  const [diagramId, setDiagramId] = React.useState(props.diagramId);
  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        {Object.entries({ 入职: diagrams.onboarding, 信息中心: diagrams.it, 薪资: diagrams.payroll }).map(
          ([name, id]) => (
            <button
              key={id}
              type="button"
              aria-pressed={diagramId === id}
              className="rounded-md border px-3 py-1 text-sm"
              onClick={() => setDiagramId(id)}
            >
              {name}
            </button>
          ),
        )}
      </div>
      <ProcessViewer {...props} diagramId={diagramId} />
    </div>
  );
}

const itStart = "_e9306b3f-3a77-42e1-b53e-2ed8ee45486d";
const itAccount = "_7e9d2e5a-21f7-493b-9ae4-03245aa33a5c";
const payrollValidate = "_ae47ce79-bd91-452b-be68-47a2ea589e75";
const onboardingTask = "_f8973a92-3d84-4672-a1a3-b0df154121e1";

/** A file with four BPMNDiagrams (OMG MIWG C.4.0): `diagramId` picks one; markers follow the switch. */
export const SeveralDiagrams: Story = {
  args: {
    xml: onboardingXml,
    diagramId: diagrams.it,
    activities: [
      { key: itStart, taskId: null, startTime: T0, endTime: T0 },
      { key: itAccount, taskId: "t-account", startTime: T0, endTime: null },
      { key: payrollValidate, taskId: "t-validate", startTime: T0, endTime: minutes(10) },
    ],
    tasks: [task("t-account", 1, null, "郭工程师", "信息中心"), task("t-validate", 3, 10, "何会计", "财务处")],
  },
  render: (args) => <DiagramSwitch {...args} />,
  play: async ({ canvasElement }) => {
    await viewerReady(canvasElement, itAccount);
    await expect(canvasElement.querySelector(`[data-element-id="${onboardingTask}"]`)).toBeNull();
    await expect(shape(canvasElement, itAccount)).toHaveClass("sc-viewer-result-in-progress");
    await expect(shape(canvasElement, itStart)).toHaveClass("sc-viewer-done");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "薪资" }));
    await viewerReady(canvasElement, payrollValidate);
    await expect(canvasElement.querySelector(`[data-element-id="${itAccount}"]`)).toBeNull();
    await waitFor(() => expect(shape(canvasElement, payrollValidate)).toHaveClass("sc-viewer-result-rejected"));
    await expect(badges(canvasElement).get(payrollValidate)).toBe("3");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "入职" }));
    await viewerReady(canvasElement, onboardingTask);
  },
};

/** The first diagram shows when no `diagramId` is given. */
export const FirstDiagramByDefault: Story = {
  args: { xml: onboardingXml },
  play: async ({ canvasElement }) => {
    await viewerReady(canvasElement, onboardingTask);
    await expect(canvasElement.querySelector(`[data-element-id="${itAccount}"]`)).toBeNull();
  },
};

/** An unknown `diagramId` is named in the error. */
export const UnknownDiagram: Story = {
  args: { xml: onboardingXml, diagramId: "missing" },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert", {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent("找不到流程图“missing”");
  },
};
