// Every fixed route and role-area route of the classroom spec, section 2, as data: the router and the
// tests read the same table. Titles feed the dynamic page title, the breadcrumb and the tags view; each
// is read from the messages when it is used, so it follows the page's language.
import { messages } from "../messages";

/** A page route: its path relative to its area and the title shown for it. */
interface AreaRoute {
  path: string;
  /** In the page's language at each read. */
  readonly title: string;
}

/** The key of a route title in the messages. */
type RouteTitleKey = keyof typeof messages.routes;

/** A route whose title is the message `key`, read at each access. */
function page(path: string, key: RouteTitleKey): AreaRoute {
  return {
    path,
    get title() {
      return messages.routes[key];
    },
  };
}

/** Student area, under /student, hidden from menus. */
const STUDENT_ROUTES: readonly AreaRoute[] = [
  page("checkin", "checkin"),
  page("question", "question"),
  page("topic", "topic"),
  page("topic/:aiTopicId", "topicPreview"),
  page("topic/create/:aiTopicId", "topicRespond"),
  page("survey/info/:id", "survey"),
  page("survey/list", "surveyList"),
  page("assignment/info/:id", "assignment"),
  page("assignment/mutual/:reviewId", "peerReview"),
  // The earlier address named the classmate reviewed; it answers not-found.
  page("assignment/mutual/:id/:userId", "peerReview"),
  page("assignment/list", "assignmentList"),
  page("assignment/list/new", "newAssignmentList"),
  page("chat", "chat"),
  page("practice/info/:id", "practice"),
  page("practice/info/:id/preview", "practicePreview"),
  page("practice/list", "practiceList"),
  page("question/list", "questionList"),
  page("question/info/preview", "questionPreview"),
  page("preview", "embed"),
  page("file/url", "file"),
];

/** Teacher area, under /teacher. */
const TEACHER_ROUTES: readonly AreaRoute[] = [
  page("checkin", "checkin"),
  page("question", "question"),
  page("question/list", "questionList"),
  page("topic", "topic"),
  page("survey/info/:id", "survey"),
  page("survey/list", "surveyList"),
  page("assignment", "assignment"),
  page("assignment/create/:courseItemId", "assignmentCreate"),
  page("assignment/detail/:id", "assignmentDetail"),
  page("assignment/list", "assignmentList"),
  page("assignment/info/:id", "assignmentInfo"),
  page("assignment/info/:id/classroom", "classAssignment"),
  page("assignment/info/:id/classroom/detail", "classAssignmentDetail"),
  page("assignment/info/:id/classroom/correct", "assignmentCorrect"),
  page("assignment/user/:assignmentId/:id", "studentAssignment"),
  page("chat", "chat"),
  page("chatnew", "chatNew"),
  page("research", "research"),
  page("room/list", "roomList"),
  page("room/info/:id", "roomDetail"),
  page("room/info/:id/practice/:practiceId", "practice"),
  page("userlist", "userlist"),
  page("control", "control"),
];

/** Fixed routes outside the two areas (besides the public entry pages). */
const FIXED_ROUTES: readonly AreaRoute[] = [
  { path: "/redirect/*", title: "" },
  page("/login", "login"),
  page("/password", "password"),
  page("/sso", "sso"),
  page("/social-login", "socialLogin"),
  page("/auth-redirect", "authRedirect"),
  page("/bind", "bind"),
  page("/register", "register"),
  page("/oauthLogin/gitee", "gitee"),
  page("/404", "notFound"),
  page("/401", "unauthorized"),
  page("/user/profile", "profile"),
  page("/user/notify-message", "notify"),
  page("/student", "student"),
  page("/teacher", "teacher"),
  page("/teacher/new", "dashboard"),
  page("/teacher/assignment/screenin/:screenId", "screenIn"),
  page("/share/:code", "share"),
  page("/index", "index"),
  page("/bpm/manager/model/design/:id", "bpmDesign"),
  page("/bpm/manager/form/edit", "bpmFormNew"),
  page("/bpm/manager/form/edit/:id", "bpmFormEdit"),
  page("/bpm/process-instance/detail", "bpmInstance"),
];

/** The title of the static route matching `pathname`, or `undefined` (menu routes carry their own). */
function titleForPath(pathname: string): string | undefined {
  const all = [
    ...FIXED_ROUTES,
    ...STUDENT_ROUTES.map((r) => ({ ...r, path: `/student/${r.path}` })),
    ...TEACHER_ROUTES.map((r) => ({ ...r, path: `/teacher/${r.path}` })),
  ];
  return all.find((route) => matches(route.path, pathname))?.title || undefined;
}

function matches(pattern: string, pathname: string): boolean {
  const pat = pattern.split("/");
  const parts = pathname.replace(/\/+$/, "").split("/");
  if (pat.at(-1) === "*") return parts.length >= pat.length - 1 && pat.slice(0, -1).every((p, i) => p === parts[i]);
  if (pat.length !== parts.length) return false;
  return pat.every((p, i) => (p.startsWith(":") ? Boolean(parts[i]) : p === parts[i]));
}

export { FIXED_ROUTES, STUDENT_ROUTES, TEACHER_ROUTES, titleForPath };
export type { AreaRoute };
