import { Toaster } from "@smartclass/ui";
import { BrowserRouter } from "react-router-dom";

import { AuthProvider } from "./auth/auth-context";
import { createAuthStore } from "./auth/auth-store";
import { forgetTabSession } from "./auth/forget-tab-session";
import { AppRoutes } from "./routes/app-routes";
import { api, queryCache, session } from "./services/api";

const authStore = createAuthStore({ session, api, queryClient: queryCache, forgetTab: () => forgetTabSession() });

/**
 * The console: the auth store around the routes. The query client, API hooks and classroom API are
 * provided by the (lazily loaded) shell, and the toaster loads and mounts with the first notice, so
 * the login page loads neither.
 */
function App() {
  return (
    <AuthProvider store={authStore}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </AuthProvider>
  );
}

export { App };
