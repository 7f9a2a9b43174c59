// Uploads a face photo through the server's file call (kept apart from face-photos.ts, which the
// end-to-end tests import without the server).
import type { TestServer } from "./helpers.js";

/** Uploads a photo as the given user and answers its storage path. */
export async function uploadPhoto(s: TestServer, token: string, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append(
    "file",
    new Blob([new Uint8Array(bytes)], { type: name.endsWith(".png") ? "image/png" : "image/jpeg" }),
    name,
  );
  const r = await s.call<{ path: string }>("POST", "/teach/file/s3/ali/api", { token, rawBody: form });
  if (r.code !== 0) throw new Error(`upload ${name} failed: ${r.code} ${r.msg}`);
  return r.data.path;
}
