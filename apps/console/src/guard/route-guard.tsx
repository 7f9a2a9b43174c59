// Carries out the pure guard decision (`decide`) for every navigation, before any page renders.
import { isApiError } from "@smartclass/api";
import { Suspense, useEffect, useRef } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router-dom";

import { useAuth, useAuthSnapshot } from "../auth/auth-context";
import { messages } from "../messages";
import { notifyError } from "../services/notify";
import { credentialsFromQuery, decide, loadUserOrLogout } from "./decide";

/** The route element every other route sits under: lets a navigation through, redirects it, or loads the user first. */
function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const snapshot = useAuthSnapshot();
  const decision = decide(location, snapshot);
  const loading = useRef(false);

  // Token and tenant from the address are stored (the decision above already counts them).
  useEffect(() => {
    const credentials = credentialsFromQuery(location.search);
    if (credentials) auth.storeCredentials(credentials);
  }, [auth, location.search]);

  useEffect(() => {
    if (decision.kind !== "load-user" || loading.current) return;
    loading.current = true;
    void loadUserOrLogout(
      {
        loadUser: () => auth.loadUser(),
        logout: () => auth.logout(),
        showError: notifyError,
        // Leaving the page cancels the fetch; that, or a network failure, is no reason to end the session.
        isFatal: (error) => !(isApiError(error) && (error.kind === "aborted" || error.kind === "network")),
      },
      messages.userInfoFailed,
    ).then((to) => {
      loading.current = false;
      // On success the snapshot changes and this navigation is decided again; on failure go to `/`.
      if (to) navigate(to, { replace: true });
    });
  }, [decision.kind, auth, navigate]);

  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  if (decision.kind === "load-user") return <RouteProgress />;
  return (
    <Suspense fallback={<RouteProgress />}>
      <Outlet />
    </Suspense>
  );
}

/** A thin bar across the top while a route is being prepared. */
function RouteProgress() {
  return (
    <div
      role="progressbar"
      aria-label={messages.loading}
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden"
    >
      <div className="h-full w-1/3 animate-[sc-progress_1s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}

export { RouteGuard, RouteProgress };
