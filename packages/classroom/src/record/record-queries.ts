// Query keys and options of the record widgets (one factory per resource).
import { queryOptions } from "@tanstack/react-query";

import type { RecordPageQuery, TeacherRecordApi } from "./record-api";

/** Query keys of the record widgets. */
const recordKeys = {
  all: ["classroom", "record"] as const,
  pages: () => [...recordKeys.all, "page"] as const,
  page: (query: RecordPageQuery) => [...recordKeys.pages(), query] as const,
  detail: (id: number) => [...recordKeys.all, "detail", id] as const,
  practices: (id: number) => [...recordKeys.all, "practices", id] as const,
};

/** A page of classroom records. */
const recordPageOptions = (api: TeacherRecordApi, query: RecordPageQuery) =>
  queryOptions({ queryKey: recordKeys.page(query), queryFn: () => api.recordPage(query) });

/** A record with its summary. */
const recordOptions = (api: TeacherRecordApi, id: number) =>
  queryOptions({ queryKey: recordKeys.detail(id), queryFn: () => api.getRecord(id) });

/** The practices of a record. */
const recordPracticeListOptions = (api: TeacherRecordApi, id: number) =>
  queryOptions({ queryKey: recordKeys.practices(id), queryFn: () => api.practicesOfRecord(id) });

export { recordKeys, recordOptions, recordPageOptions, recordPracticeListOptions };
