// The data providers of the signed-in pages: TanStack Query, the API client hooks and the classroom
// API. Only the shell and its pages use them, so they load with the shell, not on the login page.
import { ApiClientProvider } from "@smartclass/api/react";
import { ClassroomApiProvider, createClassroomApi } from "@smartclass/classroom";
import { QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";

import { api } from "./api";
import { queryClient } from "./query-client";

const classroomApi = createClassroomApi(api);

/** Query client, API client and classroom API for the pages below. */
function DataProviders({ children }: { children: React.ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <ClassroomApiProvider api={classroomApi}>{children}</ClassroomApiProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

export { DataProviders };
