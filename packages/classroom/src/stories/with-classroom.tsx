// Story decorator: a fresh query client, the story implementation of the classroom calls, the confirm
// dialogs, and the page's event channel on the story's fake push (`parameters.push`), if any.
import { ConfirmProvider } from "@smartclass/ui";
import type { Decorator } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";

import { ClassroomApiProvider } from "../lib/classroom-api";
import { ClassroomEventsProvider } from "../push/classroom-events";
import type { FakePush } from "./fake-push";
import { storyApi } from "./story-api";

/** Wraps a story in what the classroom widgets need. */
const withClassroom: Decorator = (Story, context) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const push = (context.parameters as { push?: FakePush }).push;
  return (
    <QueryClientProvider client={client}>
      <ClassroomApiProvider api={storyApi}>
        <ConfirmProvider>
          <ClassroomEventsProvider subscribe={push?.subscribe ?? null}>
            <Story />
          </ClassroomEventsProvider>
        </ConfirmProvider>
      </ClassroomApiProvider>
    </QueryClientProvider>
  );
};

export { withClassroom };
