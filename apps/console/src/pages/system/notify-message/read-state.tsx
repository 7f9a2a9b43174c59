import { Badge } from "@smartclass/ui";

import { notifyMessages as m } from "./messages";

/** 已读 / 未读 as a badge (unread stands out). */
function ReadState({ read }: { read: boolean }) {
  return read ? <Badge>{m.read}</Badge> : <Badge variant="primary">{m.unread}</Badge>;
}

export { ReadState };
