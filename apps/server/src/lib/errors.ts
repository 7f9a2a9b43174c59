// Errors that handlers throw and the error handler turns into the envelope.
import { serverMessages } from "./messages.js";

/** A failure answered with an envelope code (and an HTTP status that matches it). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = httpStatusFor(code),
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

function httpStatusFor(code: number): number {
  if (code === 400 || code === 401 || code === 403 || code === 404 || code === 429 || code === 501) return code;
  if (code === 500) return 500;
  // Business errors (e.g. 1_002_000_000-style codes) travel in an HTTP 200 envelope, as the client expects.
  return 200;
}

export const badRequest = (msg: string) => new ApiError(400, msg);
export const unauthorized = (msg?: string) => new ApiError(401, msg ?? serverMessages.notSignedIn);
export const forbidden = (msg?: string) => new ApiError(403, msg ?? serverMessages.noPermission);
export const notFound = (msg: string) => new ApiError(404, msg);
/** A business rule refused the request; HTTP 200 with a non-zero code, as the error catalogue expects. */
export const businessError = (code: number, msg: string, data: unknown = null) => new ApiError(code, msg, 200, data);
