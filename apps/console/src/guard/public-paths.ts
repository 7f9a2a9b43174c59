/**
 * Paths anyone may open without signing in (classroom spec, section 2 "Public paths"). The screen-in
 * page of an assignment is public too, whatever its screen id.
 */
const PUBLIC_PATHS: readonly string[] = [
  "/password",
  "/student",
  "/teacher",
  "/login",
  "/social-login",
  "/auth-redirect",
  "/bind",
  "/register",
  "/oauthLogin/gitee",
  "/sso",
];

const SCREEN_IN_SEGMENT = "/teacher/assignment/screenin/";

/** Whether `pathname` can be opened without a login. */
function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(pathname) || isScreenInPath(pathname);
}

/** Whether `pathname` is an assignment's big-screen page (public, whoever opens it). */
function isScreenInPath(pathname: string): boolean {
  return pathname.includes(SCREEN_IN_SEGMENT);
}

/** Whether `pathname` belongs to the student area (/student and the pages under it). */
function isStudentAreaPath(pathname: string): boolean {
  return pathname === "/student" || pathname.startsWith("/student/");
}

/** Whether `pathname` belongs to the teacher area (any path containing `teacher`, as the spec says). */
function isTeacherPath(pathname: string): boolean {
  return pathname.includes("teacher");
}

export { isPublicPath, isScreenInPath, isStudentAreaPath, isTeacherPath };
