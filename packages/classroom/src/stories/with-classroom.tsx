// Story decorator: a fresh query client and the story implementation of the classroom calls.
import type { Decorator } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";

import { ClassroomApiProvider } from "../lib/classroom-api";
import { storyApi } from "./story-api";

/** Wraps a story in what the classroom widgets need. */
const withClassroom: Decorator = (Story) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <ClassroomApiProvider api={storyApi}>
        <Story />
      </ClassroomApiProvider>
    </QueryClientProvider>
  );
};

export { withClassroom };
