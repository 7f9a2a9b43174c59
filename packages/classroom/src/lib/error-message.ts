import { isApiError } from "@smartclass/api";

import { firstLoadMessages as messages } from "./first-load-messages";

/** The text to show for a failed call: the server's message (e.g. 提问已结束) when there is one. */
function errorMessage(error: unknown): string {
  if (isApiError(error) || error instanceof Error) return error.message || messages.common.loadFailed;
  return messages.common.loadFailed;
}

export { errorMessage };
