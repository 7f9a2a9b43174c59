// Why a session ended without the person asking (disabled, password changed elsewhere, signed out in
// another tab, a revoked refresh): read from a refused refresh's `data.reason`, told in the person's language.
import type { Messages } from "../messages";
import { isApiError } from "./api-error";

/** Why a session ended, as a refused refresh tells it (`unknown` when the server did not say). */
type SessionEndReason = "disabled" | "passwordChanged" | "signedOut" | "revoked" | "expired" | "unknown";

/** The end of a session the person did not ask for: why, and the text they were shown. */
interface SessionEnd {
  reason: SessionEndReason;
  message: string;
}

const SESSION_END_REASONS: readonly SessionEndReason[] = [
  "disabled",
  "passwordChanged",
  "signedOut",
  "revoked",
  "expired",
  "unknown",
];

/** The reason a refused refresh carries in its envelope's `data.reason`, if it is one the client knows. */
function sessionEndReason(cause: unknown): SessionEndReason {
  const data = isApiError(cause) ? cause.data : undefined;
  const reason = typeof data === "object" && data !== null ? (data as { reason?: unknown }).reason : undefined;
  return SESSION_END_REASONS.find((known) => known === reason) ?? "unknown";
}

/** The text that tells the person why their session ended (the spec's 请重新登录 when nothing more is known). */
function sessionEndText(reason: SessionEndReason, texts: Messages): string {
  switch (reason) {
    case "disabled":
      return texts.sessionDisabled;
    case "passwordChanged":
      return texts.sessionPasswordChanged;
    case "signedOut":
      return texts.sessionSignedOut;
    case "revoked":
      return texts.sessionRevoked;
    case "expired":
      return texts.sessionExpired;
    default:
      return texts.relogin;
  }
}

export type { SessionEnd, SessionEndReason };
export { sessionEndReason, sessionEndText };
