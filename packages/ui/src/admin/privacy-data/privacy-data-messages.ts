// The texts of a person's data export (导出我的数据 in 个人中心, and an administrator's export of a user) and
// of erasing a person, in Chinese (the default) and English.
import { localized, type MessageTable } from "../../lib/locale";

const zhCN = {
  export: {
    title: "导出我的数据",
    titleFor: (name: string) => `导出 ${name} 的数据`,
    description:
      "导出个人资料、签到、答题、作业及附件、成绩、AI 对话、流程、站内信和同意记录，每类数据为 JSON 与 Excel 文件，打包为 ZIP。",
    start: "导出我的数据",
    startFor: "导出数据",
    again: "重新导出",
    preparing: "正在准备…",
    progress: "导出进度",
    ready: "导出文件已准备好",
    download: "下载 ZIP",
    size: (size: string) => `大小 ${size}`,
    expires: (time: string) => `下载链接 ${time} 前有效`,
    expired: "上次的下载链接已过期，请重新导出。",
    failed: "导出失败",
    noticeHint: "准备好后会通过站内信通知你，可以离开此页面。",
    steps: {
      profile: "个人资料",
      attendance: "签到记录",
      answers: "答题记录",
      assignments: "作业及附件",
      grades: "成绩",
      "ai-conversations": "AI 对话",
      "process-instances": "流程",
      notifications: "站内信",
      consents: "同意记录",
      files: "上传的文件",
      archive: "打包",
    },
  },
  erase: {
    title: "删除用户数据",
    description: (name: string) =>
      `将永久删除或匿名化「${name}」的个人数据，此操作不可撤销。课堂统计中的签到和答题次数保持不变，但不再显示姓名。`,
    loading: "正在统计将要删除的数据…",
    loadFailed: "无法统计将要删除的数据",
    retry: "重试",
    countsCaption: "将要处理的数据",
    kind: "数据",
    count: "数量",
    action: "处理方式",
    actions: { delete: "删除", anonymise: "匿名化" },
    kinds: {
      profile: "个人资料",
      attendance: "签到记录",
      answers: "答题记录",
      assignments: "作业提交",
      files: "上传的文件",
      face: "人脸数据",
      "ai-conversations": "AI 对话",
      "process-instances": "流程申请",
      "peer-reviews": "互评",
      notifications: "站内信",
      consents: "同意记录",
    },
    confirmLabel: (username: string) => `请输入用户名 ${username} 以确认`,
    confirmMismatch: "输入的用户名不一致",
    submit: "永久删除",
    erased: "该用户的数据已删除",
  },
  rowActions: {
    export: "导出数据",
    erase: "删除数据",
    exportOf: (name: string) => `导出 ${name} 的数据`,
    eraseOf: (name: string) => `删除 ${name} 的数据`,
  },
};

const en: MessageTable<typeof zhCN> = {
  export: {
    title: "Export my data",
    titleFor: (name) => `Export ${name}'s data`,
    description:
      "Your profile, check-ins, answers, assignments with attachments, grades, AI conversations, processes, notifications and consents, each kind as JSON and Excel, in one ZIP.",
    start: "Export my data",
    startFor: "Export data",
    again: "Export again",
    preparing: "Preparing…",
    progress: "Export progress",
    ready: "The export is ready",
    download: "Download ZIP",
    size: (size) => `Size ${size}`,
    expires: (time) => `The download link works until ${time}`,
    expired: "The last download link has expired: export again.",
    failed: "The export failed",
    noticeHint: "You will get a notification when it is ready; you can leave this page.",
    steps: {
      profile: "Profile",
      attendance: "Check-ins",
      answers: "Answers",
      assignments: "Assignments and attachments",
      grades: "Grades",
      "ai-conversations": "AI conversations",
      "process-instances": "Processes",
      notifications: "Notifications",
      consents: "Consents",
      files: "Uploaded files",
      archive: "Packing",
    },
  },
  erase: {
    title: "Erase user data",
    description: (name) =>
      `"${name}"'s personal data will be deleted or anonymised for good; this cannot be undone. Class statistics keep their check-in and answer counts, without the name.`,
    loading: "Counting the data to erase…",
    loadFailed: "Could not count the data to erase",
    retry: "Retry",
    countsCaption: "Data to erase",
    kind: "Data",
    count: "Records",
    action: "What happens",
    actions: { delete: "Deleted", anonymise: "Anonymised" },
    kinds: {
      profile: "Profile",
      attendance: "Check-ins",
      answers: "Answers",
      assignments: "Assignment submissions",
      files: "Uploaded files",
      face: "Face data",
      "ai-conversations": "AI conversations",
      "process-instances": "Process requests",
      "peer-reviews": "Peer reviews",
      notifications: "Notifications",
      consents: "Consents",
    },
    confirmLabel: (username) => `Type the user name ${username} to confirm`,
    confirmMismatch: "The user name does not match",
    submit: "Erase for good",
    erased: "This user's data has been erased",
  },
  rowActions: {
    export: "Export data",
    erase: "Erase data",
    exportOf: (name) => `Export ${name}'s data`,
    eraseOf: (name) => `Erase ${name}'s data`,
  },
};

/** The texts in the page's language, read at each access. */
const privacyDataMessages = localized(zhCN, en);
/** Both tables, for the same-keys check. */
const privacyDataMessageTables = { zhCN, en };

export { privacyDataMessages, privacyDataMessageTables };
