import { ApiClientProvider } from "@smartclass/api/react";
import { ClassroomApiProvider, createClassroomApi } from "@smartclass/classroom";
import { Toaster } from "@smartclass/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router-dom";

import { AuthProvider } from "./auth/auth-context";
import { createAuthStore } from "./auth/auth-store";
import { AppRoutes } from "./routes/app-routes";
import { api, queryClient, session } from "./services/api";

const authStore = createAuthStore({ session, api, queryClient });
const classroomApi = createClassroomApi(api);

/** The console: providers around the routes. */
function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <ClassroomApiProvider api={classroomApi}>
          <AuthProvider store={authStore}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
            <Toaster />
          </AuthProvider>
        </ClassroomApiProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

export { App };
