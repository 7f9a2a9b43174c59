// The error catalogue applied to every answer: an envelope with a success code passes, any other code
// becomes the ApiError its caller gets, with the notice the catalogue asks for (a message, a persistent
// message, or a notification), and an answer that is no envelope is a transport or format failure.
import type { Middleware } from "openapi-fetch";

import { MESSAGE_DURATION, type Messages } from "../messages";
import { ApiError } from "./api-error";
import { defaultText, type Envelope, isRefreshTokenRejection, isSuccessCode, readBody } from "./envelope";
import type { Notifier } from "./notify";

/** The bearer token a request was sent with (none: a public call, or sent while logged out). */
export function bearerOf(request: Request): string | undefined {
  const header = request.headers.get("Authorization");
  return header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : undefined;
}

/** What the envelope rules need of the client that uses them. */
export interface EnvelopeRulesOptions {
  messages: Messages;
  notify: Notifier;
  /** Business codes outside the catalogue: reject (default) or resolve with the envelope's data. */
  otherCodes: "reject" | "resolve";
  /** Shows an error message, for 5 seconds or until closed (persistent). */
  showMessage: (text: string, persistent?: boolean) => void;
  /** Turns a failure to read the answer into the ApiError of a failed transport. */
  transportError: (error: unknown) => ApiError;
  /** Whether the person has just been logged out (and told so): a later 401 then stays quiet. */
  loggedOut: () => boolean;
}

/** Applies section 8 to an answer: throws the ApiError the caller gets, or lets the answer through. */
export function createEnvelopeMiddleware({
  messages,
  notify,
  otherCodes,
  showMessage,
  transportError,
  loggedOut,
}: EnvelopeRulesOptions): Middleware {
  return {
    async onResponse({ request, response, options: requestOptions }) {
      const reading = await readBody(response);
      // Headers arrived but not the whole body (the caller stopped waiting, e.g. a refetch cancelled by
      // the next one, or the connection dropped): a transport failure, not an answer of the wrong format.
      if (reading.kind === "unread") throw transportError(reading.error);
      if (reading.kind !== "envelope") {
        if (!response.ok) {
          const text = messages.httpStatus(response.status);
          showMessage(text);
          throw new ApiError({ kind: "http", message: text, status: response.status });
        }
        // Files (exports, templates) are not envelopes.
        if (requestOptions.parseAs !== "json" && reading.kind === "not-json") return undefined;
        showMessage(messages.invalidResponse);
        throw new ApiError({ kind: "invalid-response", message: messages.invalidResponse, status: response.status });
      }
      const { code, data, msg } = reading.envelope;
      if (isSuccessCode(code)) {
        // openapi-fetch only parses 2xx bodies as data: normalise an odd non-2xx success.
        return response.ok
          ? undefined
          : new Response(JSON.stringify(reading.envelope), { status: 200, headers: response.headers });
      }
      const text = msg || defaultText(code, messages);
      const base = { message: text, code, status: response.status, data };
      if (isRefreshTokenRejection(msg)) {
        throw new ApiError({ ...base, kind: "unauthorized", silent: true });
      }
      if (code === 401 || response.status === 401) {
        // Sent without a token (e.g. a public call refused): nothing to refresh, say why.
        if (!bearerOf(request)) {
          // Right after a logout the person has been told already (请重新登录): stay quiet.
          if (!loggedOut()) showMessage(text);
          throw new ApiError({ ...base, kind: "unauthorized", silent: loggedOut() });
        }
        // Otherwise reached only when the refresh did not cure it (a retry answered 401 again).
        throw new ApiError({ ...base, kind: "unauthorized", silent: true });
      }
      if (code === 500) {
        showMessage(text);
        throw new ApiError({ ...base, kind: "business" });
      }
      if (code === 501) {
        showMessage(text, true);
        throw new ApiError({ ...base, kind: "business" });
      }
      if (code === 901) {
        showMessage(messages.demoMode, true);
        throw new ApiError({ ...base, message: messages.demoMode, kind: "business" });
      }
      notify.notification({ type: "error", title: text, text: "", duration: MESSAGE_DURATION, persistent: false });
      if (otherCodes === "reject") throw new ApiError({ ...base, kind: "business" });
      const resolved: Envelope = { code: 0, data, msg };
      return new Response(JSON.stringify(resolved), { status: 200, headers: { "content-type": "application/json" } });
    },
  };
}
