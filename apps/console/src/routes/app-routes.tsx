// The console's route tree (history mode): the public pages here, every signed-in page (the shell's
// routes) in shell-routes.tsx, loaded with the first of them, so the login page's first load carries
// neither the table of signed-in pages nor the area routes.
import { lazy } from "react";
import { Navigate, Route, Routes } from "react-router-dom";

import { useAuthSnapshot } from "../auth/auth-context";
import { homePathFor } from "../auth/home-path";
import { RouteGuard } from "../guard/route-guard";

const ShellRoutes = lazy(() => import("./shell-routes").then((m) => ({ default: m.ShellRoutes })));
const LoginPage = lazy(() => import("../pages/auth/login-page"));
const PasswordPage = lazy(() => import("../pages/auth/password-page"));
const ScreenInPage = lazy(() => import("../pages/assignment/screen-in-page"));
const UnauthorizedPage = lazy(() => import("../pages/error-page").then((m) => ({ default: m.UnauthorizedPage })));
const NotFoundPage = lazy(() => import("../pages/error-page").then((m) => ({ default: m.NotFoundPage })));

const socialPages = () => import("../pages/auth/social-pages");
/** The public sign-in pages besides login and password (classroom spec §2): sign-up, binding, SSO, social login. */
const PUBLIC_PAGES: Record<string, React.ComponentType> = {
  "/register": lazy(() => import("../pages/auth/register-page")),
  "/bind": lazy(() => import("../pages/auth/bind-page")),
  "/sso": lazy(() => import("../pages/auth/sso-page")),
  "/social-login": lazy(() => socialPages().then((m) => ({ default: m.SocialLoginPage }))),
  "/oauthLogin/gitee": lazy(() => socialPages().then((m) => ({ default: m.GiteeLoginPage }))),
  "/auth-redirect": lazy(() => socialPages().then((m) => ({ default: m.AuthRedirectPage }))),
};

/** `/` (the address `npm start` prints) is no page of its own: each person goes to their home. */
function HomeRedirect() {
  const { user } = useAuthSnapshot();
  return <Navigate to={homePathFor(user)} replace />;
}

/** The whole route tree: public pages, `/`, and below them every signed-in page. */
function AppRoutes() {
  return (
    <Routes>
      <Route element={<RouteGuard />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/password" element={<PasswordPage />} />
        {Object.entries(PUBLIC_PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="/401" element={<UnauthorizedPage />} />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/teacher/assignment/screenin/:screenId" element={<ScreenInPage />} />
        <Route path="/" element={<HomeRedirect />} />
        <Route path="*" element={<ShellRoutes />} />
      </Route>
    </Routes>
  );
}

export { AppRoutes };
