// Fixed pages that are not in the server's menus but belong in the breadcrumb and the tags view:
// hidden route records appended to the menus given to the shell (route name MyNotifyMessage as the
// spec names it). Their titles are read from the messages at each use, in the page's language.
import type { ServerRouteRecord } from "../auth/auth-types";
import { messages } from "../messages";
import { FIXED_ROUTES, STUDENT_ROUTES, TEACHER_ROUTES, type AreaRoute } from "../routes/route-table";

type RouteMeta = NonNullable<ServerRouteRecord["meta"]>;

/** A hidden record's meta whose title is read when the shell reads it (`title` gives the current text). */
const meta = (title: () => string, extra: Partial<Omit<RouteMeta, "title">> = {}): RouteMeta => ({
  icon: "",
  noCache: true,
  ...extra,
  get title() {
    return title();
  },
});

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
    meta: meta(() => messages.routes.user, { noRedirect: true }),
    children: [
      hidden({
        id: -2,
        parentId: -1,
        name: "Profile",
        path: "profile",
        component: "user/profile",
        meta: meta(() => messages.routes.profile),
      }),
      hidden({
        id: -3,
        parentId: -1,
        name: "MyNotifyMessage",
        path: "notify-message",
        component: "user/notify-message",
        meta: meta(() => messages.routes.notify),
      }),
    ],
  }),
];

const fixedTitle = (path: string) => FIXED_ROUTES.find((route) => route.path === path)?.title ?? path;

/** A role area (/student, /teacher) and its pages, with the route table's titles, hidden from the sidebar. */
function areaRecord(id: number, name: string, path: string, pages: readonly AreaRoute[]): ServerRouteRecord {
  return hidden({
    id,
    parentId: 0,
    name,
    path,
    component: "",
    meta: meta(() => fixedTitle(path)),
    children: pages.map((page, index) =>
      hidden({
        id: id - 1 - index,
        parentId: id,
        name: `${name}:${page.path}`,
        path: page.path,
        component: "",
        meta: meta(() => page.title),
      }),
    ),
  });
}

/** /teacher/new, the teacher's class dashboard, with its title from the route table. */
const teacherDashboard: AreaRoute = {
  path: "new",
  get title() {
    return fixedTitle("/teacher/new");
  },
};

/** A page that opens from another (the designer from its list), hidden, under that page. */
const subPage = (id: number, parentId: number, path: string, fullPath: string) =>
  hidden({ id, parentId, name: `Bpm:${path}`, path, component: "", meta: meta(() => fixedTitle(fullPath)) });

/**
 * The workflow pages that open from a list (the process designer, the form editor), under 工作流程 and
 * their list, so that their breadcrumb is full. The menus' own /bpm records come first and carry the
 * list pages; these are only reached for the pages the menus do not hold.
 */
const bpmPages = hidden({
  id: -400,
  parentId: 0,
  name: "BpmPages",
  path: "/bpm",
  component: "",
  meta: meta(() => messages.routes.bpm),
  children: [
    hidden({
      id: -401,
      parentId: -400,
      name: "BpmPages:model",
      path: "manager/model",
      component: "bpm/model/index",
      meta: meta(() => messages.bpm.model),
      children: [subPage(-402, -401, "design/:id", "/bpm/manager/model/design/:id")],
    }),
    hidden({
      id: -403,
      parentId: -400,
      name: "BpmPages:form",
      path: "manager/form",
      component: "bpm/form/index",
      meta: meta(() => messages.bpm.form),
      children: [
        subPage(-404, -403, "edit", "/bpm/manager/form/edit"),
        subPage(-405, -403, "edit/:id", "/bpm/manager/form/edit/:id"),
      ],
    }),
  ],
});

/**
 * The student and teacher pages and /share/{code}, so that the breadcrumb and the tags view show their
 * titles (route-table.ts) instead of only 首页.
 */
const AREA_MENU_ROUTES: ServerRouteRecord[] = [
  areaRecord(-100, "StudentArea", "/student", STUDENT_ROUTES),
  areaRecord(-200, "TeacherArea", "/teacher", [teacherDashboard, ...TEACHER_ROUTES]),
  hidden({
    id: -300,
    parentId: 0,
    name: "ShareLink",
    path: "/share/:code",
    component: "",
    meta: meta(() => fixedTitle("/share/:code")),
  }),
  bpmPages,
];

export { AREA_MENU_ROUTES, FIXED_MENU_ROUTES };
