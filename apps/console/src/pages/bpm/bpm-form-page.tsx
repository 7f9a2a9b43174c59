// /bpm/manager/form (流程表单): the process forms, paged and searched by name, with create, edit (in the
// form editor) and delete for those allowed to.
import { useBpmFormPage, useDeleteBpmForm } from "@smartclass/api/react";
import { Badge, CrudPage, formatLongTime, SearchBar, useAuthorized, useCrudPage } from "@smartclass/ui";
import { useNavigate } from "react-router-dom";

import { messages } from "../../messages";
import { notifySuccess } from "../../services/notify";
import { PageFrame } from "../page-frame";
import { bpmPageMessages as own } from "./messages";

const text = messages.bpm;

/** A process form as the list shows it. */
type Row = NonNullable<ReturnType<typeof useBpmFormPage>["data"]>["list"][number];

/** The process form list. */
function BpmFormPage() {
  const navigate = useNavigate();
  // The applied filter is the searched name.
  const state = useCrudPage<Row, string>("");
  const current = useBpmFormPage({ ...state.paging, ...(state.filters ? { name: state.filters } : {}) });
  const remove = useDeleteBpmForm();
  const canCreate = useAuthorized({ hasPermi: ["bpm:form:create"] });
  const canUpdate = useAuthorized({ hasPermi: ["bpm:form:update"] });
  const canDelete = useAuthorized({ hasPermi: ["bpm:form:delete"] });
  const rows = current.data?.list ?? [];

  return (
    <PageFrame title={text.form}>
      <CrudPage<Row>
        caption={text.form}
        columns={[
          // The name is the key column: it takes the room left and never less than 140 px.
          { accessorKey: "name", header: text.formName },
          {
            id: "fields",
            header: own.fields,
            size: 240,
            meta: { wrap: true, label: own.fields },
            cell: ({ row }) => own.fieldList(row.original.fields.map((f) => f.label)),
          },
          {
            id: "status",
            header: text.formStatus,
            size: 90,
            meta: { label: text.formStatus },
            cell: ({ row }) =>
              row.original.status === 0 ? (
                <Badge variant="primary">{own.enabled}</Badge>
              ) : (
                <Badge>{own.disabled}</Badge>
              ),
          },
          {
            id: "remark",
            header: text.formRemark,
            size: 180,
            meta: { label: text.formRemark },
            cell: ({ row }) => row.original.remark ?? "",
          },
          {
            id: "time",
            header: own.createTime,
            size: 170,
            meta: { label: own.createTime },
            cell: ({ row }) => formatLongTime(row.original.createTime),
          },
        ]}
        tableId="bpm-forms"
        getRowId={(row) => String(row.id)}
        rowName={(row) => row.name}
        rows={rows}
        total={current.data?.total ?? 0}
        pageNo={state.paging.pageNo}
        pageSize={state.paging.pageSize}
        onPageChange={state.onPageChange}
        loading={current.isPending}
        error={current.isError ? current.error.message : undefined}
        onRetry={() => void current.refetch()}
        empty={own.noForms}
        filters={<SearchBar label={text.formName} onSearch={state.applyFilters} />}
        onAdd={canCreate ? () => navigate("/bpm/manager/form/edit") : undefined}
        addLabel={text.newForm}
        onEdit={canUpdate ? (row) => navigate(`/bpm/manager/form/edit/${row.id}`) : undefined}
        editLabel={own.edit}
        onDelete={
          canDelete
            ? async (row) => {
                await remove.mutateAsync(row.id);
                notifySuccess(text.deleted);
                state.afterRemoval(rows.length);
              }
            : undefined
        }
        deleteQuestion={(row) => own.confirmDeleteForm(row.name)}
      />
    </PageFrame>
  );
}

export default BpmFormPage;
