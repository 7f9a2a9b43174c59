// /system/face (人脸数据): who has enrolled a face for face check-in, for an administrator — never the
// faces themselves (the server answers no photo and no descriptor); delete one user's data on request.
import { useDeleteFaceOfUser, useFaceEnrolmentPage } from "@smartclass/api/react";
import {
  Button,
  formatLongTime,
  Pagination,
  SearchBar,
  Table,
  useAuthorized,
  useConfirm,
  UserText,
} from "@smartclass/ui";
import { useState } from "react";

import { messages } from "../../messages";
import { notifySuccess } from "../../services/notify";
import { PageFrame } from "../page-frame";
import { ConsentTextsSection } from "./consent-texts-section";
import { faceEnrolmentMessages as own } from "./face-enrolment-messages";

const text = messages.face;

/** The administrator's list of face enrolments. */
function FaceEnrolmentPage() {
  const confirm = useConfirm();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const [keyword, setKeyword] = useState("");
  const page = useFaceEnrolmentPage({ ...paging, ...(keyword ? { keyword } : {}) });
  const remove = useDeleteFaceOfUser();
  const canDelete = useAuthorized({ hasPermi: ["teach:face-database:delete"] });
  const rows = page.data?.list ?? [];
  const total = page.data?.total ?? 0;
  type Row = (typeof rows)[number];

  return (
    <PageFrame title={text.title}>
      <p className="max-w-3xl text-sm text-muted-foreground">{text.hint}</p>
      <SearchBar
        label={text.search}
        onSearch={(value) => {
          setKeyword(value);
          setPaging((p) => ({ ...p, pageNo: 1 }));
        }}
      />
      <Table<Row>
        caption={text.title}
        rows={rows}
        rowKey={(row) => row.userId}
        loading={page.isPending}
        empty={text.empty}
        columns={[
          { key: "username", header: text.username, width: 140, cell: (row) => row.username },
          { key: "nickname", header: text.nickname, width: 140, cell: (row) => <UserText>{row.nickname}</UserText> },
          { key: "dept", header: text.dept, width: 160, cell: (row) => row.deptName ?? "" },
          { key: "photos", header: text.photos, width: 90, cell: (row) => row.photoCount },
          { key: "created", header: text.created, width: 180, cell: (row) => formatLongTime(row.createTime) },
          { key: "updated", header: text.updated, width: 180, cell: (row) => formatLongTime(row.updateTime) },
          {
            key: "actions",
            header: own.actions,
            width: 100,
            cell: (row) =>
              canDelete ? (
                <Button
                  size="small"
                  variant="link"
                  disabled={remove.isPending}
                  onClick={async () => {
                    const name = row.nickname || row.username;
                    if (!(await confirm.confirm(text.confirmDelete(name), { danger: true }))) return;
                    await remove.mutateAsync(row.userId);
                    notifySuccess(text.deleted);
                  }}
                >
                  {own.delete}
                </Button>
              ) : null,
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
      <ConsentTextsSection />
    </PageFrame>
  );
}

export default FaceEnrolmentPage;
