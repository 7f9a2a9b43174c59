// /bpm/task/todo (待办任务) and /bpm/task/done (已办任务): the caller's tasks; each opens its process's
// detail page, where an open task is handled.
import { bpmDoneTaskPageOptions, bpmTodoTaskPageOptions, useApiClient } from "@smartclass/api/react";
import { ProcessTaskTable } from "@smartclass/bpmn-designer";
import { Pagination, SearchBar } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";

import { messages } from "../../messages";
import { PageFrame } from "../page-frame";

const text = messages.bpm;

function TaskList({ kind }: { kind: "todo" | "done" }) {
  const navigate = useNavigate();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const [name, setName] = useState("");
  const query = { ...paging, ...(name ? { name } : {}) };
  const api = useApiClient();
  const todo = useQuery({ ...bpmTodoTaskPageOptions(api, query), enabled: kind === "todo" });
  const done = useQuery({ ...bpmDoneTaskPageOptions(api, query), enabled: kind === "done" });
  const page = kind === "todo" ? todo : done;
  const total = page.data?.total ?? 0;
  return (
    <PageFrame title={kind === "todo" ? text.todo : text.done}>
      <SearchBar
        label={text.searchName}
        onSearch={(text) => {
          setName(text);
          setPaging((p) => ({ ...p, pageNo: 1 }));
        }}
      />
      <ProcessTaskTable
        kind={kind}
        tasks={page.data?.list ?? []}
        loading={page.isPending}
        onOpen={(task) =>
          navigate(
            `/bpm/process-instance/detail?id=${encodeURIComponent(task.processInstance.id)}${kind === "todo" ? `&taskId=${encodeURIComponent(task.id)}` : ""}`,
          )
        }
      />
      <Pagination
        total={total}
        page={paging.pageNo}
        pageSize={paging.pageSize}
        onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
        hidden={total === 0}
      />
    </PageFrame>
  );
}

/** 待办任务. */
function BpmTodoTaskPage() {
  return <TaskList kind="todo" />;
}

/** 已办任务. */
function BpmDoneTaskPage() {
  return <TaskList kind="done" />;
}

export { BpmDoneTaskPage, BpmTodoTaskPage };
