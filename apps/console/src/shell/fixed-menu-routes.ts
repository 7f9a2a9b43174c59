// Fixed pages that are not in the server's menus but belong in the breadcrumb and the tags view:
// hidden route records appended to the menus given to the shell (route name MyNotifyMessage as the
// spec names it).
import type { ServerRouteRecord } from "../auth/auth-types";

const hidden = (record: Omit<ServerRouteRecord, "visible" | "keepAlive" | "icon" | "componentName">) => ({
  ...record,
  visible: false,
  keepAlive: false,
  icon: "",
  componentName: record.name,
});

/** /user/profile and /user/notify-message, hidden from the sidebar. */
const FIXED_MENU_ROUTES: ServerRouteRecord[] = [
  hidden({
    id: -1,
    parentId: 0,
    name: "User",
    path: "/user",
    component: "",
    meta: { title: "用户", icon: "", noCache: true, noRedirect: true },
    children: [
      hidden({
        id: -2,
        parentId: -1,
        name: "Profile",
        path: "profile",
        component: "user/profile",
        meta: { title: "个人中心", icon: "", noCache: true },
      }),
      hidden({
        id: -3,
        parentId: -1,
        name: "MyNotifyMessage",
        path: "notify-message",
        component: "user/notify-message",
        meta: { title: "我的站内信", icon: "", noCache: true },
      }),
    ],
  }),
];

export { FIXED_MENU_ROUTES };
