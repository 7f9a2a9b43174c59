// The workflow (BPM): process models and forms, deployed definitions, instances, tasks and the
// viewer's data. One key tree per resource; every action invalidates what it changes.
import type { ApiClient } from "../../client/create-api-client";
import { createMutationHook, type JsonBody, type QueryParams, useApiQuery } from "../helpers";
import { apiQuery, domainKey } from "./define";

/** Query keys of process models. */
const bpmModelKeys = {
  all: domainKey("bpm-model"),
  page: (query: QueryParams<"/bpm/model/page">) => [...bpmModelKeys.all, "page", query] as const,
  detail: (id: number) => [...bpmModelKeys.all, "detail", id] as const,
  versions: (id: number) => [...bpmModelKeys.all, "versions", id] as const,
};
/** Query keys of process forms. */
const bpmFormKeys = {
  all: domainKey("bpm-form"),
  page: (query: QueryParams<"/bpm/form/page">) => [...bpmFormKeys.all, "page", query] as const,
  detail: (id: number) => [...bpmFormKeys.all, "detail", id] as const,
  simpleList: () => [...bpmFormKeys.all, "simple-list"] as const,
};
/** Query keys of deployed definitions. */
const bpmDefinitionKeys = {
  all: domainKey("bpm-definition"),
  list: () => [...bpmDefinitionKeys.all, "list"] as const,
  detail: (id: number) => [...bpmDefinitionKeys.all, "detail", id] as const,
};
/** Query keys of process instances, their tasks and activities (one tree: an action changes all three). */
const bpmInstanceKeys = {
  all: domainKey("bpm-instance"),
  myPage: (query: QueryParams<"/bpm/process-instance/my-page">) => [...bpmInstanceKeys.all, "my-page", query] as const,
  detail: (id: string) => [...bpmInstanceKeys.all, "detail", id] as const,
  tasks: (id: string) => [...bpmInstanceKeys.all, "tasks", id] as const,
  activities: (id: string) => [...bpmInstanceKeys.all, "activities", id] as const,
};
/** Query keys of the caller's tasks. */
const bpmTaskKeys = {
  all: domainKey("bpm-task"),
  todoPage: (query: QueryParams<"/bpm/task/todo-page">) => [...bpmTaskKeys.all, "todo", query] as const,
  donePage: (query: QueryParams<"/bpm/task/done-page">) => [...bpmTaskKeys.all, "done", query] as const,
  returnTargets: (id: string) => [...bpmTaskKeys.all, "return-targets", id] as const,
};
/** Query key of the assignee rules' options. */
const bpmAssignOptionsKey = () => [...domainKey("bpm-assign-options")] as const;

/** Process models, paged. */
const bpmModelPageOptions = (api: ApiClient, query: QueryParams<"/bpm/model/page">) =>
  apiQuery(bpmModelKeys.page(query), (signal) => api.get("/bpm/model/page", { params: { query }, signal }));
/** One model with its XML and settings. */
const bpmModelOptions = (api: ApiClient, id: number) =>
  apiQuery(bpmModelKeys.detail(id), (signal) => api.get("/bpm/model/get", { params: { query: { id } }, signal }));
/** A model's deployed versions. */
const bpmModelVersionsOptions = (api: ApiClient, id: number) =>
  apiQuery(bpmModelKeys.versions(id), (signal) =>
    api.get("/bpm/model/versions", { params: { query: { id } }, signal }),
  );
/** Process forms, paged. */
const bpmFormPageOptions = (api: ApiClient, query: QueryParams<"/bpm/form/page">) =>
  apiQuery(bpmFormKeys.page(query), (signal) => api.get("/bpm/form/page", { params: { query }, signal }));
/** One process form. */
const bpmFormOptions = (api: ApiClient, id: number) =>
  apiQuery(bpmFormKeys.detail(id), (signal) => api.get("/bpm/form/get", { params: { query: { id } }, signal }));
/** Every enabled form's id and name. */
const bpmFormSimpleListOptions = (api: ApiClient) =>
  apiQuery(bpmFormKeys.simpleList(), (signal) => api.get("/bpm/form/list-all-simple", { signal }));
/** The latest version of every deployed process (what the caller may start). */
const bpmDefinitionListOptions = (api: ApiClient) =>
  apiQuery(bpmDefinitionKeys.list(), (signal) => api.get("/bpm/process-definition/list", { signal }));
/** One definition with its XML and start form. */
const bpmDefinitionOptions = (api: ApiClient, id: number) =>
  apiQuery(bpmDefinitionKeys.detail(id), (signal) =>
    api.get("/bpm/process-definition/get", { params: { query: { id } }, signal }),
  );
/** The caller's instances, paged. */
const myBpmInstancePageOptions = (api: ApiClient, query: QueryParams<"/bpm/process-instance/my-page">) =>
  apiQuery(bpmInstanceKeys.myPage(query), (signal) =>
    api.get("/bpm/process-instance/my-page", { params: { query }, signal }),
  );
/** One instance with its definition, values and XML. */
const bpmInstanceOptions = (api: ApiClient, id: string) =>
  apiQuery(bpmInstanceKeys.detail(id), (signal) =>
    api.get("/bpm/process-instance/get", { params: { query: { id } }, signal }),
  );
/** Every task of an instance. */
const bpmInstanceTasksOptions = (api: ApiClient, processInstanceId: string) =>
  apiQuery(bpmInstanceKeys.tasks(processInstanceId), (signal) =>
    api.get("/bpm/task/list-by-process-instance-id", { params: { query: { processInstanceId } }, signal }),
  );
/** Every pass of an instance through a node (the viewer's highlights). */
const bpmInstanceActivitiesOptions = (api: ApiClient, processInstanceId: string) =>
  apiQuery(bpmInstanceKeys.activities(processInstanceId), (signal) =>
    api.get("/bpm/activity/list", { params: { query: { processInstanceId } }, signal }),
  );
/** The caller's open tasks, paged. */
const bpmTodoTaskPageOptions = (api: ApiClient, query: QueryParams<"/bpm/task/todo-page">) =>
  apiQuery(bpmTaskKeys.todoPage(query), (signal) => api.get("/bpm/task/todo-page", { params: { query }, signal }));
/** The tasks the caller completed, paged. */
const bpmDoneTaskPageOptions = (api: ApiClient, query: QueryParams<"/bpm/task/done-page">) =>
  apiQuery(bpmTaskKeys.donePage(query), (signal) => api.get("/bpm/task/done-page", { params: { query }, signal }));
/** The earlier user tasks a task may return to. */
const bpmReturnTargetsOptions = (api: ApiClient, id: string) =>
  apiQuery(bpmTaskKeys.returnTargets(id), (signal) =>
    api.get("/bpm/task/return-targets", { params: { query: { id } }, signal }),
  );
/** Roles, departments, posts, groups, users and scripts an assignee rule can name. */
const bpmAssignOptionsOptions = (api: ApiClient) =>
  apiQuery(bpmAssignOptionsKey(), (signal) => api.get("/bpm/assign-options", { signal }));

/** Hook: process models, paged. */
const useBpmModelPage = (query: QueryParams<"/bpm/model/page">) => useApiQuery(bpmModelPageOptions, query);
/** Hook: process forms, paged. */
const useBpmFormPage = (query: QueryParams<"/bpm/form/page">) => useApiQuery(bpmFormPageOptions, query);
/** Hook: the processes the caller may start. */
const useBpmDefinitionList = () => useApiQuery(bpmDefinitionListOptions);

const models = () => [bpmModelKeys.all] as const;
/** Mutation: create a model (a new skeleton process). */
const useCreateBpmModel = createMutationHook(
  (api, body: JsonBody<"/bpm/model/create", "post">) => api.post("/bpm/model/create", { body }),
  models,
);
/** Mutation: copy a model the caller may view (the copy is theirs, under a free key). */
const useCopyBpmModel = createMutationHook(
  (api, id: number) => api.post("/bpm/model/copy", { params: { query: { id } } }),
  models,
);
/** Mutation: save a model from the designer. */
const useUpdateBpmModel = createMutationHook(
  (api, body: JsonBody<"/bpm/model/update", "put">) => api.put("/bpm/model/update", { body }),
  models,
);
/** Mutation: delete a model. */
const useDeleteBpmModel = createMutationHook(
  (api, id: number) => api.delete("/bpm/model/delete", { params: { query: { id } } }),
  models,
);
/** Mutation: deploy a model as its next version. */
const useDeployBpmModel = createMutationHook(
  (api, id: number) => api.post("/bpm/model/deploy", { params: { query: { id } } }),
  () => [bpmModelKeys.all, bpmDefinitionKeys.all],
);
const forms = () => [bpmFormKeys.all] as const;
/** Mutation: create a process form. */
const useCreateBpmForm = createMutationHook(
  (api, body: JsonBody<"/bpm/form/create", "post">) => api.post("/bpm/form/create", { body }),
  forms,
);
/** Mutation: update a process form. */
const useUpdateBpmForm = createMutationHook(
  (api, body: JsonBody<"/bpm/form/update", "put">) => api.put("/bpm/form/update", { body }),
  forms,
);
/** Mutation: delete a process form. */
const useDeleteBpmForm = createMutationHook(
  (api, id: number) => api.delete("/bpm/form/delete", { params: { query: { id } } }),
  forms,
);
const running = () => [bpmInstanceKeys.all, bpmTaskKeys.all] as const;
/** Mutation: start a process with its form's values. */
const useStartBpmProcess = createMutationHook(
  (api, body: JsonBody<"/bpm/process-instance/create", "post">) => api.post("/bpm/process-instance/create", { body }),
  running,
);
/** Mutation: cancel one's own running instance with a reason. */
const useCancelBpmProcess = createMutationHook(
  (api, body: JsonBody<"/bpm/process-instance/cancel", "post">) => api.post("/bpm/process-instance/cancel", { body }),
  running,
);
/** Mutation: approve a task. */
const useApproveBpmTask = createMutationHook(
  (api, body: JsonBody<"/bpm/task/approve", "put">) => api.put("/bpm/task/approve", { body }),
  running,
);
/** Mutation: reject a task (the instance ends rejected). */
const useRejectBpmTask = createMutationHook(
  (api, body: JsonBody<"/bpm/task/reject", "put">) => api.put("/bpm/task/reject", { body }),
  running,
);
/** Mutation: return a task to an earlier user task. */
const useReturnBpmTask = createMutationHook(
  (api, body: JsonBody<"/bpm/task/return", "put">) => api.put("/bpm/task/return", { body }),
  running,
);
/** Mutation: transfer a task to another user. */
const useTransferBpmTask = createMutationHook(
  (api, body: JsonBody<"/bpm/task/transfer", "put">) => api.put("/bpm/task/transfer", { body }),
  running,
);

export {
  bpmAssignOptionsOptions,
  bpmDefinitionKeys,
  bpmDefinitionListOptions,
  bpmDefinitionOptions,
  bpmDoneTaskPageOptions,
  bpmFormKeys,
  bpmFormOptions,
  bpmFormPageOptions,
  bpmFormSimpleListOptions,
  bpmInstanceActivitiesOptions,
  bpmInstanceKeys,
  bpmInstanceOptions,
  bpmInstanceTasksOptions,
  bpmModelKeys,
  bpmModelOptions,
  bpmModelPageOptions,
  bpmModelVersionsOptions,
  bpmReturnTargetsOptions,
  bpmTaskKeys,
  bpmTodoTaskPageOptions,
  myBpmInstancePageOptions,
  useApproveBpmTask,
  useBpmDefinitionList,
  useBpmFormPage,
  useBpmModelPage,
  useCancelBpmProcess,
  useCopyBpmModel,
  useCreateBpmForm,
  useCreateBpmModel,
  useDeleteBpmForm,
  useDeleteBpmModel,
  useDeployBpmModel,
  useRejectBpmTask,
  useReturnBpmTask,
  useStartBpmProcess,
  useTransferBpmTask,
  useUpdateBpmForm,
  useUpdateBpmModel,
};
