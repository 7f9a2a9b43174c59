// The in-site messages as the administration lists them, and the filters of that list: a user (picked
// or typed by id), a template type, a read state and a send-time range of two school days.

/** One message as the list and its detail show it (the contract's NotifyMessage). */
type NotifyMessageRow = {
  id: number;
  userId: number;
  templateCode: string;
  templateNickname: string;
  templateContent: string;
  templateType: number;
  readStatus: boolean;
  readTime?: number | null;
  createTime: number;
};

/** The filters as typed: a user id, a template type, a read state, a send-time range (yyyy-MM-dd days). */
type NotifyFilters = {
  userId: string;
  templateType: string;
  readStatus: "" | "true" | "false";
  from: string;
  to: string;
};

/** No filter at all. */
const noNotifyFilters: NotifyFilters = { userId: "", templateType: "", readStatus: "", from: "", to: "" };

/** Whether a typed user id is usable: empty (no filter) or a positive whole number. */
function validUserId(text: string): boolean {
  return text.trim() === "" || /^[1-9]\d{0,15}$/.test(text.trim());
}

/** Whether a typed day range can be searched: no end before its start (either end may be empty). */
function validDayRange({ from, to }: { from: string; to: string }): boolean {
  return !(from && to && to < from);
}

export { noNotifyFilters, validDayRange, validUserId };
export type { NotifyFilters, NotifyMessageRow };
