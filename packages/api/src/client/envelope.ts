import { messages as defaultMessages, type Messages } from "../messages";

/** The `{ code, data, msg }` envelope of every JSON answer. */
interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
}

/** What an answer's body turned out to be. */
type BodyReading =
  | { kind: "envelope"; envelope: Envelope }
  | { kind: "no-envelope"; value: unknown }
  | { kind: "not-json"; contentType: string }
  /** The body could not be read to its end (the caller aborted, a timeout, the connection dropped). */
  | { kind: "unread"; error: unknown };

const readings = new WeakMap<Response, Promise<BodyReading>>();

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  // An error answer may leave `data` out, a success answer may leave `msg` out; one of them must be there.
  return (
    typeof record.code === "number" &&
    Number.isFinite(record.code) &&
    ("data" in record || typeof record.msg === "string")
  );
}

function isJsonType(contentType: string): boolean {
  return /^application\/([\w.+-]*\+)?json\b/i.test(contentType.trim()) || contentType.trim() === "";
}

/**
 * Reads an answer's body once (from a clone, so the original stays readable) and says whether it is
 * an envelope. Non-JSON media types (files) are not read at all.
 */
function readBody(response: Response): Promise<BodyReading> {
  let reading = readings.get(response);
  if (!reading) {
    reading = (async (): Promise<BodyReading> => {
      const contentType = response.headers.get("content-type") ?? "";
      if (!isJsonType(contentType)) return { kind: "not-json", contentType };
      let text: string;
      try {
        text = await response.clone().text();
      } catch (error) {
        // A body cut short says nothing about its format: the caller reports it as the transport error it is.
        return { kind: "unread", error };
      }
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return { kind: "not-json", contentType };
      }
      if (!isEnvelope(value)) return { kind: "no-envelope", value };
      const envelope: Envelope = {
        code: value.code,
        data: value.data ?? null,
        msg: typeof value.msg === "string" ? value.msg : "",
      };
      return { kind: "envelope", envelope };
    })();
    readings.set(response, reading);
  }
  return reading;
}

/** True when the code means success (0; 200 is accepted too, as some gateways answer it). */
function isSuccessCode(code: number): boolean {
  return code === 0 || code === 200;
}

/** The text for a code when the server sent no message (section 8's defaults by status). */
function defaultText(code: number, messages: Messages = defaultMessages): string {
  if (code === 401) return messages.status401;
  if (code === 403) return messages.status403;
  if (code === 404) return messages.status404;
  return messages.statusDefault;
}

/**
 * The server's answers to the refresh call that mean an invalid or expired refresh token. They are the
 * server's words, matched and never shown, so they stay out of the translated `messages`.
 */
const REFRESH_TOKEN_REJECTIONS: readonly string[] = ["无效的刷新令牌", "刷新令牌已过期"];

/** True for the answers that mean an invalid or expired refresh token: they reject silently. */
function isRefreshTokenRejection(msg: string): boolean {
  return REFRESH_TOKEN_REJECTIONS.includes(msg);
}

export { defaultText, isEnvelope, isRefreshTokenRejection, isSuccessCode, readBody };
export type { Envelope };
