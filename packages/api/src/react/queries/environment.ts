import type { ApiClient } from "../../client/create-api-client";
import { useApiQuery } from "../helpers";
import { apiQuery, domainKey } from "./define";

/** Query keys of the school's environment settings (e.g. the origins a preview may open). */
const environmentKeys = {
  all: domainKey("environment"),
};

/** The school's environment. */
const environmentOptions = (api: ApiClient) =>
  apiQuery(environmentKeys.all, (signal) => api.get("/teach/environment/get", { signal }));

/** Hook: the school's environment. */
const useEnvironment = () => useApiQuery(environmentOptions);

export { environmentKeys, environmentOptions, useEnvironment };
