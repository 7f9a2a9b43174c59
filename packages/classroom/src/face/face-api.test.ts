// StudentFaceApi on the real client against an HTTP server on 127.0.0.1 that answers as the reference
// server does: the enrolment summary, one photo per enrolment call, refusals in the envelope.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { createApiClient, createMemoryStorage, createSession } from "@smartclass/api";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { enrolFailure } from "./enrol-failure";
import { createStudentFaceApi, type StudentFaceApi } from "./face-api";

interface Seen {
  method: string;
  path: string;
  contentType: string;
  body: string;
}

let server: Server;
let api: StudentFaceApi;
let seen: Seen[] = [];
/** What the next answer of each path is: the envelope's code, data and msg. */
let answers: Record<string, { code: number; data: unknown; msg: string }> = {};

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("latin1")));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname.replace("/admin-api", "");
    seen.push({
      method: request.method ?? "",
      path,
      contentType: request.headers["content-type"] ?? "",
      body: await read(request),
    });
    const answer = answers[path] ?? { code: 404, data: null, msg: "not found" };
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const session = createSession({ storage: createMemoryStorage(), address: `http://127.0.0.1:${port}/` });
  session.setAccessToken("test-token");
  api = createStudentFaceApi(createApiClient({ baseUrl: `http://127.0.0.1:${port}/admin-api`, session }));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  answers = {};
});

describe("createStudentFaceApi", () => {
  it("reads the enrolment's photo count and date, never the photo path", async () => {
    answers["/teach/face-database/get"] = {
      code: 0,
      data: { id: 3, userId: 101, path: "face/kept.jpg", photoCount: 4, createTime: 1_700_000_000_000 },
      msg: "",
    };
    await expect(api.myFace()).resolves.toEqual({ photoCount: 4, createTime: 1_700_000_000_000 });
    answers["/teach/face-database/get"] = { code: 0, data: null, msg: "" };
    await expect(api.myFace()).resolves.toBeNull();
  });

  it("uploads the photo as the multipart field file and enrols its path", async () => {
    answers["/teach/file/s3/ali/api"] = {
      code: 0,
      data: { url: "/files/f.jpg", path: "face/f.jpg", name: "face.jpg", size: 4, type: "image/jpeg" },
      msg: "",
    };
    answers["/teach/face-database/create"] = { code: 0, data: 9, msg: "" };
    const path = await api.uploadImage(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: "image/jpeg" }));
    expect(path).toBe("face/f.jpg");
    await api.enrolPhoto(path);
    expect(seen[0]).toMatchObject({ method: "POST", path: "/teach/file/s3/ali/api" });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data/);
    expect(seen[0]?.body).toContain('name="file"; filename="face.jpg"');
    expect(seen[1]).toMatchObject({ method: "POST", path: "/teach/face-database/create" });
    expect(JSON.parse(seen[1]?.body ?? "")).toEqual({ path: "face/f.jpg" });
  });

  it("rejects a refused photo with the server's reason, and a full queue as busy", async () => {
    answers["/teach/face-database/create"] = { code: 1_003_005_001, data: null, msg: "检测到多张人脸" };
    const refused = await api.enrolPhoto("face/two.jpg").catch((error: unknown) => error);
    expect(enrolFailure(refused, "上传失败")).toEqual({ kind: "refused", reason: "检测到多张人脸" });
    answers["/teach/face-database/create"] = { code: 1_003_005_002, data: null, msg: "人脸识别繁忙，请稍后重试" };
    const busy = await api.enrolPhoto("face/one.jpg").catch((error: unknown) => error);
    expect(enrolFailure(busy, "上传失败")).toEqual({ kind: "busy", reason: "人脸识别繁忙，请稍后重试" });
  });

  it("deletes the student's face data", async () => {
    answers["/teach/face-database/delete-my"] = { code: 0, data: true, msg: "" };
    await expect(api.deleteMyFace()).resolves.toBe(true);
    expect(seen[0]).toMatchObject({ method: "DELETE", path: "/teach/face-database/delete-my" });
    answers["/teach/face-database/delete-my"] = { code: 0, data: false, msg: "" };
    await expect(api.deleteMyFace()).resolves.toBe(false);
  });
});
