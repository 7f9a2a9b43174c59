// A fetch made with XMLHttpRequest, for uploads whose progress a student should see: fetch() has no
// upload progress in browsers (a streamed request body needs HTTP/2 and half-duplex, and still says
// nothing about bytes sent), XMLHttpRequest's `upload.onprogress` does. It is handed to the typed API
// client per call (openapi-fetch's `fetch` option), so the client's bearer, timeout, refresh and
// envelope rules still apply to the request and its answer.

/** Reports how much of the request body was sent, 0..1. */
type UploadProgress = (fraction: number) => void;

/** The response headers of an XMLHttpRequest as Headers. */
function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(":");
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** A fetch(request) on XMLHttpRequest that reports the upload's progress; aborts with the request's
 * signal (rejecting with its reason, e.g. the client's TimeoutError) and rejects a network failure
 * with a TypeError, as fetch does. */
function xhrFetch(onProgress: UploadProgress): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = request.method === "GET" || request.method === "HEAD" ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const { signal } = request;
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = "blob";
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
      const stop = () => xhr.abort();
      signal.addEventListener("abort", stop, { once: true });
      const done = () => signal.removeEventListener("abort", stop);
      xhr.onload = () => {
        done();
        onProgress(1);
        // A Response cannot carry a body with these statuses.
        const empty = [101, 204, 205, 304].includes(xhr.status);
        resolve(
          new Response(empty ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr),
          }),
        );
      };
      xhr.onerror = () => {
        done();
        reject(new TypeError("Failed to fetch"));
      };
      xhr.onabort = () => {
        done();
        reject(signal.reason ?? new DOMException("The upload was aborted.", "AbortError"));
      };
      xhr.send(body);
    });
  };
}

export { xhrFetch };
export type { UploadProgress };
