/**
 * Why a call failed:
 * - `business`: the envelope carried a non-zero code (500, 501, 901, 403, …);
 * - `unauthorized`: 401 that could not be cured by a refresh (or a retry that was 401 again);
 * - `http`: a non-2xx answer without an envelope;
 * - `network`: the server could not be reached;
 * - `timeout`: no answer within the timeout;
 * - `invalid-response`: the answer is not JSON or lacks the envelope;
 * - `aborted`: the caller aborted the call.
 */
type ApiErrorKind = "business" | "unauthorized" | "http" | "network" | "timeout" | "invalid-response" | "aborted";

/** What an ApiError is built from. */
interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  code?: number | undefined;
  status?: number | undefined;
  data?: unknown;
  silent?: boolean | undefined;
  cause?: unknown;
}

/** The one error type every call of the client rejects with. */
class ApiError extends Error {
  override readonly name = "ApiError";
  /** Why the call failed. */
  readonly kind: ApiErrorKind;
  /** The envelope's code, when there was an envelope. */
  readonly code: number | undefined;
  /** The HTTP status, when there was an answer. */
  readonly status: number | undefined;
  /** The envelope's data, when there was an envelope. */
  readonly data: unknown;
  /** True when nothing was (or should be) shown to the person for this error. */
  readonly silent: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.data = init.data;
    this.silent = init.silent ?? false;
  }
}

/** True when the value is an ApiError (also across package copies). */
function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (value instanceof Error && value.name === "ApiError" && "kind" in value);
}

export { ApiError, isApiError };
export type { ApiErrorInit, ApiErrorKind };
