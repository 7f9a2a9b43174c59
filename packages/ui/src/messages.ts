import { localized, type MessageTable } from "./lib/locale";

/**
 * Every text @smartclass/ui shows, in one place: a Chinese table (the spec's texts verbatim) and an
 * English table of the same shape. Components read `messages.x`, which answers in <html lang>'s language.
 */
const zhCN = {
  close: "关闭",
  confirmTitle: "系统提示",
  confirm: "确定",
  cancel: "取消",
  loading: "加载中",
  empty: "暂无数据",
  noResults: "无匹配结果",
  required: "必填",

  // Relative time
  justNow: "刚刚",
  minutesAgo: (n: number) => `${n}分钟前`,
  hoursAgo: (n: number) => `${n}小时前`,
  oneDayAgo: "1天前",
  // Beside date and time inputs when the computer's zone is not the school's
  schoolTimeZoneHint: (zone: string) => `（学校时间 ${zone}）`,

  // Permissions (section 8: the directive's empty-value errors)
  permissionEmpty: "请设置操作权限标签值",
  roleEmpty: "请设置角色权限标签值",

  // Toasts
  notifications: "通知",

  // Shell
  home: "首页",
  sidebar: "侧边栏",
  mainMenu: "主菜单",
  topMenu: "顶部菜单",
  moreMenu: "更多菜单",
  openNewTab: "（在新标签页打开）",
  expandSidebar: "展开侧边栏",
  collapseSidebar: "收起侧边栏",
  breadcrumb: "面包屑导航",
  search: "搜索",
  reset: "重置",
  searchPlaceholder: "搜索菜单",
  fullscreen: "全屏",
  exitFullscreen: "退出全屏",
  fullscreenUnsupported: "你的浏览器不支持全屏",
  layoutSize: "布局大小",
  sizeLabels: { default: "较大", medium: "默认", small: "稍小", mini: "迷你" },
  sizeChanged: "设置布局大小成功",

  // While the live (push) connection is down and being re-established
  connectionLost: "连接已断开，正在重连…",

  notices: "消息通知",
  /** The bell's name with unread messages. */
  noticesWithUnread: (n: number) => `消息通知，${n} 条未读消息`,
  noticeColumns: { sender: "发送人", time: "发送时间", type: "类型", content: "内容" },
  viewAll: "查看全部",
  userMenu: "用户菜单",
  profile: {
    centre: "个人中心",
    nickname: "用户昵称",
    mobile: "手机号码",
    email: "邮箱",
    sex: "性别",
    male: "男",
    female: "女",
    save: "保存",
    saved: "修改成功",
    nicknameRequired: "用户昵称不能为空",
    emailRequired: "邮箱地址不能为空",
    emailInvalid: "请输入正确的邮箱地址",
    mobileRequired: "手机号码不能为空",
    mobileInvalid: "请输入正确的手机号码",
  },
  layoutSettings: "布局设置",
  logout: "退出登录",
  logoutConfirm: "确定注销并退出系统吗？",

  // Tags view
  tagsView: "已访问页面",
  tags: {
    refresh: "刷新页面",
    close: "关闭当前",
    closeRight: "关闭右侧",
    closeLeft: "关闭左侧",
    closeOthers: "关闭其他",
    closeAll: "全部关闭",
    closeTab: (title: string) => `关闭 ${title}`,
  },

  // Settings drawer
  settings: {
    title: "主题风格设置",
    sideTheme: "侧边栏主题",
    dark: "暗色主题",
    light: "亮色主题",
    themeColor: "主题颜色",
    customColor: "自定义颜色",
    preset: (color: string) => `预设颜色 ${color}`,
    layout: "系统布局配置",
    topNav: "开启 TopNav",
    tagsView: "开启 Tags-Views",
    fixedHeader: "固定 Header",
    sidebarLogo: "显示 Logo",
    dynamicTitle: "动态标题",
    save: "保存配置",
    reset: "重置配置",
    saving: "正在保存到本地，请稍候...",
    resetting: "正在清除设置缓存并刷新，请稍候...",
    colorMode: "主题模式",
    colorModes: { light: "浅色", dark: "深色", system: "跟随系统" },
  },

  // Pagination
  pagination: {
    label: "分页",
    total: (n: number) => `共 ${n} 条`,
    perPage: "每页条数",
    sizeOption: (n: number) => `${n}条/页`,
    prev: "上一页",
    next: "下一页",
    page: (n: number) => `第 ${n} 页`,
    morePrev: "向前 5 页",
    moreNext: "向后 5 页",
    goTo: "前往",
    pageUnit: "页",
  },

  // Data table
  dataTable: {
    columnSettings: "列设置",
    shownColumns: "显示列",
    selectPage: "全选本页",
    selectRow: (name: string) => `选择 ${name}`,
    loadFailed: "加载失败",
    loadFailedReason: (reason: string) => `加载失败：${reason}`,
    retry: "重试",
  },

  // Form dialog
  formDialog: {
    failed: "提交失败",
    submitting: "正在提交",
    discardTitle: "放弃未保存的内容？",
    discardMessage: "已填写的内容还没有保存，关闭后将丢失。",
    discard: "放弃",
    keepEditing: "继续编辑",
  },

  // Filter bar, option select, export button, checkbox group
  filterBar: {
    label: "搜索条件",
  },
  optionSelect: {
    all: "全部",
  },
  exportButton: {
    label: "导出",
    busy: "正在导出",
    failed: "导出失败",
    failedReason: (reason: string) => `导出失败：${reason}`,
  },
  checkboxGroup: {
    loading: "正在加载选项",
    failed: "选项加载失败",
    retry: "重试",
  },
  dateField: {
    placeholder: "年-月-日",
    invalid: "请输入 年-月-日 格式的日期，如 2026-09-01",
  },

  // Import result
  backupPanel: {
    title: "备份列表",
    start: "立即备份",
    running: "正在备份…",
    progress: "备份进度",
    phases: { snapshot: "读取数据库快照", files: "清点上传的文件", archive: "写入备份归档" },
    schedule: (at: string, keep: number, next: string) =>
      `每天 ${at}（学校时间）自动备份，保留最近 ${keep} 份；下次：${next}`,
    noSchedule: "未设置自动备份（服务器的 BACKUP_TIME）；可随时手动备份。",
    time: "开始时间",
    result: "结果",
    size: "大小",
    trigger: "方式",
    detail: "内容",
    name: "归档",
    completed: "成功",
    failed: "失败",
    triggers: { manual: "手动", schedule: "定时", cli: "命令行" },
    contents: (rows: number, files: number) => `${rows} 行数据，${files} 个文件`,
    empty: "还没有备份",
  },
  importResult: {
    title: "导入结果",
    created: (n: number) => `成功导入 ${n} 条`,
    updated: (n: number) => `更新 ${n} 条`,
    failed: (n: number) => `失败 ${n} 条`,
    failuresCaption: "导入失败的行",
    line: "行号",
    reason: "失败原因",
    copy: "复制失败明细",
    copied: "已复制",
    copyFailed: "复制失败，请手动选择表格内容复制",
    passwordsCaption: "初始密码",
    passwordsHint: "请立即复制并转交给用户，关闭后将无法再次查看",
    username: "用户账号",
    password: "初始密码",
    copyPasswords: "复制全部",
  },

  // Misc widgets
  resizeHandle: "拖动调整对话框宽度",
  richTextLoading: "Rich text resources loading",
  richText: "富文本编辑器",
  richTextToolbar: {
    label: "格式工具栏",
    bold: "加粗",
    italic: "斜体",
    strike: "删除线",
    heading: "标题",
    bulletList: "无序列表",
    orderedList: "有序列表",
    blockquote: "引用",
    undo: "撤销",
    redo: "重做",
  },
  iframeLoading: "正在加载页面，请稍候！",
  error401: {
    code: "401错误!",
    title: "您没有访问权限！",
    text: "对不起，您没有访问权限，请不要进行非法操作！您可以返回主页面",
  },
  error404: {
    code: "404错误!",
    title: "找不到网页！",
    text: "对不起，您正在寻找的页面不存在。尝试检查URL的错误，然后按浏览器上的刷新按钮或尝试在我们的应用程序中找到其他内容。",
  },
  backHome: "返回首页",
  back: "返回",

  // Language switch (the user menu); each language's own name is `localeNames`
  language: "语言",
};

type Messages = typeof zhCN;

const en: MessageTable<Messages> = {
  close: "Close",
  confirmTitle: "System notice",
  confirm: "OK",
  cancel: "Cancel",
  loading: "Loading",
  empty: "No data",
  noResults: "No matches",
  required: "Required",

  justNow: "Just now",
  minutesAgo: (n) => (n === 1 ? "1 minute ago" : `${n} minutes ago`),
  hoursAgo: (n) => (n === 1 ? "1 hour ago" : `${n} hours ago`),
  oneDayAgo: "1 day ago",
  schoolTimeZoneHint: (zone) => `(school time, ${zone})`,

  permissionEmpty: "Set the permission value of the tag",
  roleEmpty: "Set the role value of the tag",

  notifications: "Alerts",

  home: "Home",
  sidebar: "Sidebar",
  mainMenu: "Main menu",
  topMenu: "Top menu",
  moreMenu: "More",
  openNewTab: " (opens in a new tab)",
  expandSidebar: "Expand sidebar",
  collapseSidebar: "Collapse sidebar",
  breadcrumb: "Breadcrumb",
  search: "Search",
  reset: "Reset",
  searchPlaceholder: "Search menus",
  fullscreen: "Full screen",
  exitFullscreen: "Exit full screen",
  fullscreenUnsupported: "Your browser does not support full screen",
  layoutSize: "Layout size",
  sizeLabels: { default: "Large", medium: "Default", small: "Small", mini: "Mini" },
  sizeChanged: "Layout size changed",

  connectionLost: "Connection lost, reconnecting…",

  notices: "Notifications",
  noticesWithUnread: (n) => `Notifications, ${n} unread`,
  noticeColumns: { sender: "From", time: "Sent", type: "Type", content: "Content" },
  viewAll: "View all",
  userMenu: "User menu",
  profile: {
    centre: "Profile",
    nickname: "Nickname",
    mobile: "Mobile number",
    email: "Email",
    sex: "Sex",
    male: "Male",
    female: "Female",
    save: "Save",
    saved: "Saved",
    nicknameRequired: "Enter a nickname",
    emailRequired: "Enter an email address",
    emailInvalid: "Enter a valid email address",
    mobileRequired: "Enter a mobile number",
    mobileInvalid: "Enter a valid mobile number",
  },
  layoutSettings: "Layout settings",
  logout: "Log out",
  logoutConfirm: "Log out of the system?",

  tagsView: "Visited pages",
  tags: {
    refresh: "Refresh page",
    close: "Close",
    closeRight: "Close tabs to the right",
    closeLeft: "Close tabs to the left",
    closeOthers: "Close other tabs",
    closeAll: "Close all tabs",
    closeTab: (title) => `Close ${title}`,
  },

  settings: {
    title: "Theme settings",
    sideTheme: "Sidebar theme",
    dark: "Dark",
    light: "Light",
    themeColor: "Theme colour",
    customColor: "Custom colour",
    preset: (color) => `Preset colour ${color}`,
    layout: "Layout",
    topNav: "Top navigation",
    tagsView: "Page tabs",
    fixedHeader: "Fixed header",
    sidebarLogo: "Show logo",
    dynamicTitle: "Dynamic title",
    save: "Save settings",
    reset: "Reset settings",
    saving: "Saving locally, please wait…",
    resetting: "Clearing saved settings and reloading, please wait…",
    colorMode: "Colour mode",
    colorModes: { light: "Light", dark: "Dark", system: "System" },
  },

  pagination: {
    label: "Pagination",
    total: (n) => `${n} total`,
    perPage: "Rows per page",
    sizeOption: (n) => `${n} / page`,
    prev: "Previous page",
    next: "Next page",
    page: (n) => `Page ${n}`,
    morePrev: "Back 5 pages",
    moreNext: "Forward 5 pages",
    goTo: "Go to page",
    pageUnit: "",
  },

  dataTable: {
    columnSettings: "Columns",
    shownColumns: "Shown columns",
    selectPage: "Select all on this page",
    selectRow: (name) => `Select ${name}`,
    loadFailed: "Failed to load",
    loadFailedReason: (reason) => `Failed to load: ${reason}`,
    retry: "Retry",
  },

  formDialog: {
    failed: "Submission failed",
    submitting: "Submitting",
    discardTitle: "Discard unsaved input?",
    discardMessage: "What you have entered is not saved yet and will be lost when the dialog closes.",
    discard: "Discard",
    keepEditing: "Keep editing",
  },

  filterBar: {
    label: "Filters",
  },
  optionSelect: {
    all: "All",
  },
  exportButton: {
    label: "Export",
    busy: "Exporting",
    failed: "Export failed",
    failedReason: (reason) => `Export failed: ${reason}`,
  },
  checkboxGroup: {
    loading: "Loading the options",
    failed: "The options could not be loaded",
    retry: "Retry",
  },
  dateField: {
    placeholder: "yyyy-mm-dd",
    invalid: "Enter a date as yyyy-mm-dd, e.g. 2026-09-01",
  },

  backupPanel: {
    title: "Backups",
    start: "Back up now",
    running: "Backing up…",
    progress: "Backup progress",
    phases: {
      snapshot: "Reading the database snapshot",
      files: "Listing the uploaded files",
      archive: "Writing the archive",
    },
    schedule: (at, keep, next) => `Daily at ${at} (school time), keeping the last ${keep}; next: ${next}`,
    noSchedule: "No daily backup is set (the server's BACKUP_TIME); back up by hand at any time.",
    time: "Started",
    result: "Result",
    size: "Size",
    trigger: "How",
    detail: "Contents",
    name: "Archive",
    completed: "Completed",
    failed: "Failed",
    triggers: { manual: "By hand", schedule: "Scheduled", cli: "Command line" },
    contents: (rows, files) => `${rows} rows, ${files} files`,
    empty: "No backups yet",
  },
  importResult: {
    title: "Import result",
    created: (n) => `${n} imported`,
    updated: (n) => `${n} updated`,
    failed: (n) => `${n} failed`,
    failuresCaption: "Rows that failed to import",
    line: "Row",
    reason: "Reason",
    copy: "Copy failures",
    copied: "Copied",
    copyFailed: "Copy failed; select the table and copy it by hand",
    passwordsCaption: "Initial passwords",
    passwordsHint: "Copy them now and hand them to the users: they cannot be shown again once this is closed",
    username: "Username",
    password: "Initial password",
    copyPasswords: "Copy all",
  },

  resizeHandle: "Drag to resize the dialog",
  richTextLoading: "Rich text resources loading",
  richText: "Rich text editor",
  richTextToolbar: {
    label: "Formatting",
    bold: "Bold",
    italic: "Italic",
    strike: "Strikethrough",
    heading: "Heading",
    bulletList: "Bulleted list",
    orderedList: "Numbered list",
    blockquote: "Quote",
    undo: "Undo",
    redo: "Redo",
  },
  iframeLoading: "Loading the page, please wait…",
  error401: {
    code: "Error 401",
    title: "You do not have access",
    text: "Sorry, you do not have permission to view this page. You can go back to the home page.",
  },
  error404: {
    code: "Error 404",
    title: "Page not found",
    text: "Sorry, the page you are looking for does not exist. Check the URL for mistakes and refresh, or find what you need elsewhere in the application.",
  },
  backHome: "Back to home",
  back: "Back",

  language: "Language",
};

/** Every text of @smartclass/ui, in the page's language (`currentLocale`). */
const messages = localized(zhCN, en);

/** The language tables, by locale, for the same-keys check. */
const messageTables = { "zh-CN": zhCN, en };

export { messages, messageTables };
export type { Messages };
