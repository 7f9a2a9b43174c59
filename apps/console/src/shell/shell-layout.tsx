// The console frame around every signed-in page: @smartclass/ui's AppShell fed with the server's
// menus, the current route, the unread notifications and the logout flow.
import { useAllDictData, useUnreadNotifyMessageCount, useUnreadNotifyMessages } from "@smartclass/api/react";
import { ClassroomEventsProvider, PushReconnectNotice } from "@smartclass/classroom";
import { AppShell, AuthorizationProvider, browserSessionStorage, type NoticeItem } from "@smartclass/ui";
import { lazy, Suspense, useMemo, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";

import { useAuth, useAuthSnapshot } from "../auth/auth-context";
import { RouteProgress } from "../guard/route-guard";
import { isExternalPath } from "../routes/menu-routes";
import { DataProviders } from "../services/data-providers";
import { notifyError } from "../services/notify";
import { inStudentArea, inTeacherArea, useClassroomPushSubscribe } from "./classroom-push";
import { AREA_MENU_ROUTES, FIXED_MENU_ROUTES } from "./fixed-menu-routes";
import { KeepAliveOutlet } from "./keep-alive-outlet";
import { createObservedStorage, useOpenTabPaths } from "./observed-storage";
import { PrivacyNoticeGate } from "./privacy-notice-gate";
import { usePageTitle } from "./use-page-title";

const NOTIFY_TYPE_DICT = "system_notify_template_type";

const StudentPush = lazy(() => import("./student-push").then((m) => ({ default: m.StudentPush })));
const StudentControl = lazy(() => import("./student-control").then((m) => ({ default: m.StudentControl })));

/**
 * The shell for signed-in pages; a signed-out visitor of a public page gets the page alone. Either way
 * the pages below get the data providers (the toaster, near the root, loads with the first notice).
 */
function ShellLayout() {
  const { accessToken, user } = useAuthSnapshot();
  return (
    <DataProviders>
      {!accessToken || !user ? (
        <Suspense fallback={<RouteProgress />}>
          <Outlet />
        </Suspense>
      ) : (
        <SignedInShell />
      )}
    </DataProviders>
  );
}

const NONE: readonly string[] = [];

function SignedInShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const { user, menus, menuRoutes } = useAuthSnapshot();
  // The shell keeps its tabs here; the keep-alive cache follows them.
  const [tagsStorage] = useState(() => createObservedStorage(browserSessionStorage()));
  const openPaths = useOpenTabPaths(tagsStorage);
  const keepAlive = (path: string) => menuRoutes.some((route) => route.path === path && route.keepAlive);
  const unreadCount = useUnreadNotifyMessageCount();
  const unread = useUnreadNotifyMessages();
  // The configured product name (system.name), also the document title's suffix.
  const systemName = usePageTitle(location.pathname, menus);
  const routes = useMemo(() => [...menus, ...FIXED_MENU_ROUTES, ...AREA_MENU_ROUTES], [menus]);
  const studentArea = inStudentArea(location.pathname);
  const pushSubscribe = useClassroomPushSubscribe(studentArea || inTeacherArea(location.pathname), user?.id);

  const dicts = useAllDictData();
  const notices = useMemo<NoticeItem[]>(() => {
    // The bell's 类型 names the message's type as the administrator's message list does.
    const typeLabel = (type: number) =>
      dicts.data?.find((d) => d.dictType === NOTIFY_TYPE_DICT && d.value === String(type))?.label;
    return (unread.data ?? []).map((item) => ({
      id: item.id,
      sender: item.templateNickname,
      time: item.createTime,
      type: typeLabel(item.templateType),
      content: item.templateContent,
    }));
  }, [unread.data, dicts.data]);

  const onNavigate = (path: string) => {
    // External menu links open only for http(s), in a new tab (the Sidebar refuses other schemes).
    if (isExternalPath(path)) {
      if (/^https?:/i.test(path)) window.open(path, "_blank", "noopener,noreferrer");
      return;
    }
    navigate(path);
  };

  return (
    <AppShell
      // The app mounts the one toaster (see services/notify.ts); a second would show every notice twice.
      withToaster={false}
      routes={routes}
      tagsStorage={tagsStorage}
      currentPath={location.pathname}
      onNavigate={onNavigate}
      user={{ name: user?.nickname || user?.userName || "", avatar: user?.avatar || null }}
      title={systemName}
      notices={notices}
      unreadCount={unreadCount.data ?? notices.length}
      onNoticesOpenChange={(open) => {
        if (open) {
          void unread.refetch();
          void unreadCount.refetch();
        }
      }}
      onLogout={async () => {
        await auth.logout();
        navigate("/index", { replace: true });
      }}
    >
      {/* One push connection for the classroom widgets of the page; on student pages the reactions
          report push errors, elsewhere the provider does (so nothing is reported twice). */}
      <ClassroomEventsProvider subscribe={pushSubscribe} {...(studentArea ? {} : { onError: notifyError })}>
        {/* 连接已断开，正在重连… while the push connection is down after having been open. */}
        <PushReconnectNotice />
        {/* 隐私政策 instead of the page until the person accepts the version in force; not agreeing signs out. */}
        <PrivacyNoticeGate onSignOut={() => void auth.logout().then(() => navigate("/index", { replace: true }))}>
          {/* Action buttons show only with their permission (Authorized / useAuthorized); the server's 403 stays the guard. */}
          <AuthorizationProvider permissions={user?.permissions ?? NONE} roles={user?.roles ?? NONE}>
            {/* The teacher's control mode (讲授 banner, 锁屏 cover) over the student pages. */}
            {studentArea ? (
              <Suspense fallback={null}>
                <StudentControl />
              </Suspense>
            ) : null}
            <Suspense fallback={<RouteProgress />}>
              <KeepAliveOutlet keepAlive={keepAlive} openPaths={openPaths} />
            </Suspense>
          </AuthorizationProvider>
          {studentArea ? (
            <Suspense fallback={null}>
              <StudentPush />
            </Suspense>
          ) : null}
        </PrivacyNoticeGate>
      </ClassroomEventsProvider>
    </AppShell>
  );
}

export { ShellLayout };
