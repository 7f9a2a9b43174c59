// /bpm/process-instance/detail?id=…[&taskId=…] (流程详情): the diagram with each node's state and hover
// details, the form values, the approval timeline, and — for the person holding an open task of it — that
// task's actions (approve, reject, return, transfer, as the model's buttons say).
import type { components } from "@smartclass/api";
import {
  bpmAssignOptionsOptions,
  bpmInstanceActivitiesOptions,
  bpmInstanceOptions,
  bpmInstanceTasksOptions,
  bpmReturnTargetsOptions,
  useApiClient,
  useApproveBpmTask,
  useRejectBpmTask,
  useReturnBpmTask,
  useTransferBpmTask,
} from "@smartclass/api/react";
import {
  ProcessFormValues,
  type ProcessFormField,
  ProcessResultBadge,
  ProcessTaskTimeline,
  ProcessViewer,
  TaskActionPanel,
} from "@smartclass/bpmn-designer";
// bpmn-js's and the designer's own styles: loaded with this page's chunk only.
import "@smartclass/bpmn-designer/styles.css";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";

import { useAuthSnapshot } from "../../auth/auth-context";
import { messages } from "../../messages";
import { notifySuccess } from "../../services/notify";
import { PageFrame } from "../page-frame";
import { bpmPageMessages as own } from "./messages";

const text = messages.bpm;
type Task = components["schemas"]["BpmTask"];

/** The process detail page. */
function BpmInstanceDetailPage() {
  const [search] = useSearchParams();
  const id = search.get("id")?.trim() ?? "";
  const api = useApiClient();
  const enabled = id.length > 0 && id.length <= 64;
  const instance = useQuery({ ...bpmInstanceOptions(api, id), enabled });
  const tasks = useQuery({ ...bpmInstanceTasksOptions(api, id), enabled });
  const activities = useQuery({ ...bpmInstanceActivitiesOptions(api, id), enabled });
  const { user } = useAuthSnapshot();

  if (!enabled) return <PageFrame title={text.detail}>{messages.activity.badId}</PageFrame>;
  if (instance.isPending) return <PageFrame title={text.detail}>{messages.loading}</PageFrame>;
  if (instance.isError) return <PageFrame title={text.detail}>{instance.error.message || text.loadFailed}</PageFrame>;

  const data = instance.data;
  const wanted = search.get("taskId");
  const open = (tasks.data ?? []).filter((t) => t.result === 1);
  const mine = open.find((t) => t.id === wanted) ?? open.find((t) => t.assigneeUser?.id === user?.id) ?? null;

  return (
    <PageFrame title={own.titled(text.detail, data.name)} actions={<ProcessResultBadge result={data.result} />}>
      {mine ? <MyTask task={mine} /> : null}
      <section aria-labelledby="bpm-form-values" className="flex flex-col gap-2">
        <h2 id="bpm-form-values" className="text-base font-medium">
          {text.formValues}
        </h2>
        <ProcessFormValues fields={data.processDefinition.formFields as ProcessFormField[]} values={data.variables} />
      </section>
      <section aria-labelledby="bpm-diagram" className="flex flex-col gap-2">
        <h2 id="bpm-diagram" className="text-base font-medium">
          {text.diagram}
        </h2>
        <ProcessViewer
          xml={data.xml}
          processInstance={data}
          tasks={tasks.data ?? null}
          activities={activities.data ?? null}
          height={460}
        />
      </section>
      <section aria-labelledby="bpm-timeline" className="flex flex-col gap-2">
        <h2 id="bpm-timeline" className="text-base font-medium">
          {text.timeline}
        </h2>
        <ProcessTaskTimeline processInstance={data} tasks={tasks.data ?? []} />
      </section>
    </PageFrame>
  );
}

/** The caller's open task on this instance, with its buttons. */
function MyTask({ task }: { task: Task }) {
  const api = useApiClient();
  const targets = useQuery(bpmReturnTargetsOptions(api, task.id));
  const options = useQuery(bpmAssignOptionsOptions(api));
  const approve = useApproveBpmTask();
  const reject = useRejectBpmTask();
  const back = useReturnBpmTask();
  const transfer = useTransferBpmTask();
  return (
    <TaskActionPanel
      taskName={task.name}
      buttons={task.buttons}
      returnTargets={targets.data ?? []}
      users={(options.data?.users ?? []).map((u) => ({ id: u.id, name: u.name }))}
      onApprove={async (reason) => {
        await approve.mutateAsync({ id: task.id, reason });
        notifySuccess(text.approved);
      }}
      onReject={async (reason) => {
        await reject.mutateAsync({ id: task.id, reason });
        notifySuccess(text.rejected);
      }}
      onReturn={async (targetKey, reason) => {
        await back.mutateAsync({ id: task.id, targetKey, reason });
        notifySuccess(text.returned);
      }}
      onTransfer={async (assigneeUserId, reason) => {
        await transfer.mutateAsync({ id: task.id, assigneeUserId, reason });
        notifySuccess(text.transferred);
      }}
    />
  );
}

export default BpmInstanceDetailPage;
