// /bpm/process-instance/my (我的流程): the caller's instances with their state; open one, cancel a running one.
import { useApiQuery, myBpmInstancePageOptions, useCancelBpmProcess } from "@smartclass/api/react";
import { ProcessInstanceTable } from "@smartclass/bpmn-designer";
import { Button, Pagination } from "@smartclass/ui";
import { useState } from "react";
import { useNavigate } from "react-router-dom";

import { messages } from "../../messages";
import { notifySuccess } from "../../services/notify";
import { PageFrame } from "../page-frame";

const text = messages.bpm;

/** My processes. */
function BpmMyProcessPage() {
  const navigate = useNavigate();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const page = useApiQuery(myBpmInstancePageOptions, paging);
  const cancel = useCancelBpmProcess();
  const total = page.data?.total ?? 0;
  return (
    <PageFrame
      title={text.myProcesses}
      actions={
        <Button variant="primary" onClick={() => navigate("/bpm/process-instance/create")}>
          {text.start}
        </Button>
      }
    >
      <ProcessInstanceTable
        instances={page.data?.list ?? []}
        loading={page.isPending}
        onOpen={(instance) => navigate(`/bpm/process-instance/detail?id=${encodeURIComponent(instance.id)}`)}
        onCancel={async (instance, reason) => {
          await cancel.mutateAsync({ id: instance.id, reason });
          notifySuccess(text.cancelled);
        }}
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

export default BpmMyProcessPage;
