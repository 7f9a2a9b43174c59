// /bpm/manager/form (流程表单): the process forms, paged, with create, edit and delete.
import { useBpmFormPage, useDeleteBpmForm } from "@smartclass/api/react";
import { Badge, Button, formatLongTime, Pagination, SearchBar, Table, useAuthorized, useConfirm } from "@smartclass/ui";
import { useState } from "react";
import { useNavigate } from "react-router-dom";

import { messages } from "../../messages";
import { notifySuccess } from "../../services/notify";
import { PageFrame } from "../page-frame";
import { bpmPageMessages as own } from "./messages";

const text = messages.bpm;

/** The process form list. */
function BpmFormPage() {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const [name, setName] = useState("");
  const page = useBpmFormPage({ ...paging, ...(name ? { name } : {}) });
  const remove = useDeleteBpmForm();
  const canCreate = useAuthorized({ hasPermi: ["bpm:form:create"] });
  const canUpdate = useAuthorized({ hasPermi: ["bpm:form:update"] });
  const canDelete = useAuthorized({ hasPermi: ["bpm:form:delete"] });
  const rows = page.data?.list ?? [];
  const total = page.data?.total ?? 0;
  type Row = (typeof rows)[number];

  return (
    <PageFrame
      title={text.form}
      actions={
        canCreate ? (
          <Button variant="primary" onClick={() => navigate("/bpm/manager/form/edit")}>
            {text.newForm}
          </Button>
        ) : null
      }
    >
      <SearchBar
        label={text.formName}
        onSearch={(text) => {
          setName(text);
          setPaging((p) => ({ ...p, pageNo: 1 }));
        }}
      />
      <Table<Row>
        caption={text.form}
        rows={rows}
        rowKey={(row) => row.id}
        loading={page.isPending}
        empty={own.noForms}
        columns={[
          { key: "name", header: text.formName, cell: (row) => row.name },
          {
            key: "fields",
            header: own.fields,
            width: 260,
            cell: (row) => own.fieldList(row.fields.map((f) => f.label)),
          },
          {
            key: "status",
            header: text.formStatus,
            width: 90,
            cell: (row) =>
              row.status === 0 ? <Badge variant="primary">{own.enabled}</Badge> : <Badge>{own.disabled}</Badge>,
          },
          { key: "remark", header: text.formRemark, width: 200, cell: (row) => row.remark ?? "" },
          { key: "time", header: own.createTime, width: 180, cell: (row) => formatLongTime(row.createTime) },
          {
            key: "actions",
            header: own.actions,
            width: 140,
            cell: (row) => (
              <div className="flex gap-1">
                {canUpdate ? (
                  <Button size="small" variant="link" onClick={() => navigate(`/bpm/manager/form/edit/${row.id}`)}>
                    {own.edit}
                  </Button>
                ) : null}
                {canDelete ? (
                  <Button
                    size="small"
                    variant="link"
                    onClick={async () => {
                      if (!(await confirm.confirm(own.confirmDeleteForm(row.name), { danger: true }))) return;
                      await remove.mutateAsync(row.id);
                      notifySuccess(text.deleted);
                    }}
                  >
                    {own.delete}
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]}
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

export default BpmFormPage;
