import { Button, formatShortTime, SearchBar, Select, type TableColumn, useConfirm } from "@smartclass/ui";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import type * as React from "react";

import { useTeacherRecordApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { PagedList, pagedQueryProps, type PageState } from "../lib/paged-list";
import { recordMessages } from "./messages";
import type { ClassroomRecord, RecordPageQuery } from "./record-api";
import { RecordLink, type RenderLink } from "./record-link";
import { recordKeys, recordPageOptions } from "./record-queries";

const text = recordMessages.list;
const DEFAULT_PAGE_SIZE = 10;

type ClassroomRecordListProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  /** Only one course's records (no course filter is shown then). */
  courseId?: number;
  /** Where a record's page is (route room/info/{id}). */
  recordHref: (record: ClassroomRecord) => string;
  /** Draws a link (the console's router link); a plain anchor otherwise. */
  renderLink?: RenderLink;
  /** Rows per page (10 by default). */
  pageSize?: number;
};

/** The courses seen in the records so far, for the course filter (a page holds only some of them). */
function useSeenCourses(rows: readonly ClassroomRecord[] | undefined) {
  const [courses, setCourses] = useState<ReadonlyMap<number, string>>(new Map());
  const [seenRows, setSeenRows] = useState(rows);
  // Adjusted while rendering (not in an effect) when a new page arrives, as React recommends.
  if (rows !== seenRows) {
    setSeenRows(rows);
    if (rows?.some((r) => !courses.has(r.courseId))) {
      const next = new Map(courses);
      for (const r of rows) if (!next.has(r.courseId)) next.set(r.courseId, r.courseName ?? String(r.courseId));
      setCourses(next);
    }
  }
  return courses;
}

/** The teacher's classroom records, newest first: a title search and a course filter, paged; each row
 * links to its record and shows course · session, date and practice count; delete asks first
 * (确定删除课堂记录「…」吗？) and refreshes the list. */
function ClassroomRecordList({
  courseId,
  recordHref,
  renderLink,
  pageSize: initialSize = DEFAULT_PAGE_SIZE,
  ...props
}: ClassroomRecordListProps) {
  const api = useTeacherRecordApi();
  const client = useQueryClient();
  const { confirm, alert } = useConfirm();
  const [page, setPage] = useState<PageState>({ pageNo: 1, pageSize: initialSize });
  const [title, setTitle] = useState("");
  const [course, setCourse] = useState<number | null>(null);
  const [announce, setAnnounce] = useState("");
  const filterCourse = courseId ?? course;
  const query: RecordPageQuery = {
    ...page,
    ...(filterCourse !== null ? { courseId: filterCourse } : {}),
    ...(title ? { title } : {}),
  };
  const list = useQuery({ ...recordPageOptions(api, query), placeholderData: keepPreviousData });
  const courses = useSeenCourses(list.data?.list);

  const remove = useMutation({
    mutationFn: (record: ClassroomRecord) => api.deleteRecord(record.id),
    onSuccess: async (_, record) => {
      setAnnounce(text.deleted);
      client.removeQueries({ queryKey: recordKeys.detail(record.id) });
      // The last row of a later page: show the page before it.
      if ((list.data?.list.length ?? 0) <= 1 && page.pageNo > 1) setPage((p) => ({ ...p, pageNo: p.pageNo - 1 }));
      await client.invalidateQueries({ queryKey: recordKeys.pages() });
    },
    onError: (error) => void alert(errorMessage(error)),
  });

  const columns: TableColumn<ClassroomRecord>[] = [
    {
      key: "title",
      header: text.name,
      className: "whitespace-normal break-words",
      cell: (r) => (
        <RecordLink href={recordHref(r)} renderLink={renderLink}>
          {r.title}
        </RecordLink>
      ),
    },
    {
      key: "session",
      header: text.session,
      className: "whitespace-normal break-words",
      cell: (r) => `${r.courseName ?? ""} · ${r.courseItemName ?? ""}`,
    },
    { key: "date", header: text.date, width: 110, cell: (r) => formatShortTime(r.createTime) },
    { key: "practices", header: text.practices, width: 60, align: "right", cell: (r) => String(r.practiceCount) },
    {
      key: "actions",
      header: text.actions,
      width: 80,
      cell: (r) => (
        <Button
          size="mini"
          variant="link"
          className="text-danger"
          aria-label={text.deleteOf(r.title)}
          disabled={remove.isPending && remove.variables?.id === r.id}
          onClick={async () => {
            if (await confirm(text.confirmDelete(r.title), { danger: true })) remove.mutate(r);
          }}
        >
          <Trash2Icon className="size-3.5" aria-hidden />
          {text.delete}
        </Button>
      ),
    },
  ];

  const toFirstPage = () => setPage((p) => ({ ...p, pageNo: 1 }));
  return (
    <>
      <PagedList
        data-slot="classroom-record-list"
        title={text.title}
        actions={
          <>
            <SearchBar
              label={text.search}
              onSearch={(value) => {
                setTitle(value);
                toFirstPage();
              }}
            />
            {courseId === undefined ? (
              <Select.Root
                value={course === null ? "all" : String(course)}
                onValueChange={(value) => {
                  setCourse(value === "all" ? null : Number(value));
                  toFirstPage();
                }}
              >
                <Select.Trigger aria-label={text.course} className="w-40">
                  <Select.Value />
                </Select.Trigger>
                <Select.Content>
                  <Select.Item value="all">{text.allCourses}</Select.Item>
                  {[...courses].map(([id, name]) => (
                    <Select.Item key={id} value={String(id)}>
                      {name}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            ) : null}
          </>
        }
        columns={columns}
        rowKey={(r) => r.id}
        {...pagedQueryProps(list, page, setPage)}
        empty={text.empty}
        {...props}
      />
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </>
  );
}

export { ClassroomRecordList };
export type { ClassroomRecordListProps };
