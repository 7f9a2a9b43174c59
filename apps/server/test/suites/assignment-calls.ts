// The assignment calls the assignment suites make, bound to one test server: the operations, an upload,
// and `unchanged` (a refused call answers the status and writes no row).
import type { components } from "@smartclass/api";
import { expect } from "vitest";

import { activityKit } from "../activity-kit.js";
import { sampleBytes, type TestServer } from "../helpers.js";

type Schemas = components["schemas"];
export type Submission = Schemas["AssignmentSubmission"];

/** Calls bound to the server `getServer` returns. */
export function assignmentCalls(getServer: () => TestServer) {
  const kit = activityKit(getServer);
  const { token, userId, rowCounts } = kit;
  const s = () => getServer();
  async function api<T = unknown>(who: string, method: string, path: string, options: object = {}) {
    return s().call<T>(method, `/teach/assignment${path}`, { token: await token(who), ...options });
  }
  const create = (who: string, body: object) => api<number>(who, "POST", "/create", { body });
  const update = (who: string, body: object) => api<boolean>(who, "PUT", "/update", { body });
  const submit = (who: string, assignmentId: number, body: object) =>
    api<boolean>(who, "POST", "/record", { query: { assignmentId }, body });
  const detail = (who: string, assignmentId: number, student: string) =>
    userId(student).then((id) =>
      api<Submission>(who, "GET", "/submission/detail", { query: { assignmentId, userId: id } }),
    );
  async function upload(who: string, name: string, type: string, bytes = 64) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(sampleBytes(type, bytes))], { type }), name);
    const r = await s().call<{ path: string }>("POST", "/teach/file/s3/ali/api", {
      token: await token(who),
      rawBody: form,
    });
    expect(r.code).toBe(0);
    return r.data.path;
  }
  /** The questions of an assignment as the teacher reads them. */
  async function questionIds(id: number) {
    return (await api<Schemas["Assignment"]>("teacher2", "GET", "/get", { query: { id } })).data.questions.map(
      (q) => q.id,
    );
  }
  async function unchanged(call: () => Promise<{ status: number; msg: string }>, status: number, msg?: string) {
    const before = await rowCounts();
    const r = await call();
    expect(r.status).toBe(status);
    if (msg) expect(r.msg).toContain(msg);
    expect(await rowCounts()).toEqual(before);
  }
  return { ...kit, api, create, update, submit, detail, upload, questionIds, unchanged };
}
