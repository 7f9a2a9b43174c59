// The classroom calls for stories: the real client of @smartclass/api on a memory session, so that
// stories exercise real HTTP (answered by the MSW handlers) and the client's envelope rules.
import { createApiClient, createMemoryStorage, createSession } from "@smartclass/api";

import { createClassroomApi } from "../lib/create-classroom-api";

const session = createSession({ storage: createMemoryStorage(), address: "http://storybook.invalid/" });
session.setAccessToken("story-token");

/** The story implementation of every classroom call. */
const storyApi = createClassroomApi(createApiClient({ baseUrl: "/admin-api", session }));

export { storyApi };
