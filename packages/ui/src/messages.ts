/**
 * Every text @smartclass/ui shows, in one place, so that another language can be added without
 * touching components. Chinese texts from the spec are verbatim.
 */
const messages = {
  close: "关闭",
  confirmTitle: "系统提示",
  confirm: "确定",
  cancel: "取消",
};

type Messages = typeof messages;

export { messages };
export type { Messages };
