// The texts of the share link widgets, in Chinese and English (same keys), kept beside them so that an
// embedded widget carries only its own.
import { localized, type MessageTable } from "@smartclass/ui";

const zhCN = {
  panel: {
    title: "分享链接",
    description: "学生打开链接即可加入这门课程",
    none: "还没有有效的分享链接",
    validity: "有效期",
    validities: [
      { label: "30 分钟", minutes: 30 },
      { label: "1 天", minutes: 24 * 60 },
      { label: "7 天", minutes: 7 * 24 * 60 },
      { label: "不过期", minutes: null },
    ] as const,
    create: "生成链接",
    creating: "生成中…",
    link: "链接",
    copy: "复制链接",
    copied: "链接已复制",
    copyRefused: "浏览器不允许复制，请选中链接后手动复制",
    expiresAt: (time: string) => `有效期至 ${time}`,
    neverExpires: "永久有效",
    revoke: "撤销",
    confirmRevoke: "撤销后，这个链接将不能再用来加入课程。确定撤销吗？",
    revoked: "分享链接已撤销",
  },
  join: {
    title: "课程邀请",
    course: "课程",
    teacher: "教师",
    session: "课堂",
    expiry: "有效期",
    expiresAt: (time: string) => `至 ${time}`,
    neverExpires: "永久有效",
    join: "加入课程",
    joining: "加入中…",
    joined: (course: string) => `已加入课程：${course}`,
    alreadyJoined: "你已在这门课程中",
    expired: "分享链接已过期",
    revoked: "分享链接已被撤销",
    unknown: "分享链接不存在",
    openCourse: "进入课程",
  },
};

const en: MessageTable<typeof zhCN> = {
  panel: {
    title: "Share link",
    description: "Students open the link to join this course",
    none: "No valid share link yet",
    validity: "Valid for",
    validities: [
      { label: "30 minutes", minutes: 30 },
      { label: "1 day", minutes: 24 * 60 },
      { label: "7 days", minutes: 7 * 24 * 60 },
      { label: "Never expires", minutes: null },
    ],
    create: "Create link",
    creating: "Creating…",
    link: "Link",
    copy: "Copy link",
    copied: "Link copied",
    copyRefused: "The browser does not allow copying: select the link and copy it yourself",
    expiresAt: (time) => `Valid until ${time}`,
    neverExpires: "Never expires",
    revoke: "Revoke",
    confirmRevoke: "Once revoked, this link can no longer be used to join the course. Revoke it?",
    revoked: "Share link revoked",
  },
  join: {
    title: "Course invitation",
    course: "Course",
    teacher: "Teacher",
    session: "Class",
    expiry: "Valid until",
    expiresAt: (time) => `Until ${time}`,
    neverExpires: "Never expires",
    join: "Join course",
    joining: "Joining…",
    joined: (course) => `Joined the course: ${course}`,
    alreadyJoined: "You are already in this course",
    expired: "The share link has expired",
    revoked: "The share link has been revoked",
    unknown: "The share link does not exist",
    openCourse: "Go to course",
  },
};

/** Texts of the share link widgets in the page's language (<html lang>), read at each access. */
const shareLinkMessages = localized(zhCN, en);

/** Both languages' tables, for the same-keys test. */
const shareLinkMessageTables = { zhCN, en };

export { shareLinkMessages, shareLinkMessageTables };
