// The query layer against a real HTTP server: factories load through the client with their keys, and
// the domain keys the mutations invalidate cover the factories' queries.
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { createApiClient } from "../src";
import {
  currentUserOptions,
  dictDataByTypeOptions,
  notifyMessageKeys,
  myNotifyMessagePageOptions,
  unreadNotifyMessageCountOptions,
  userKeys,
  userPageOptions,
} from "../src/react";
import { ok, startServer, type TestServer } from "./support/http-server";
import { memoryTokens } from "./support/recorder";

let server: TestServer;
let queryClient: QueryClient;

beforeEach(async () => {
  server = await startServer();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(async () => {
  queryClient.clear();
  await server.close();
});

describe("@smartclass/api/react factories", () => {
  it("load through the client and cache under per-resource keys", async () => {
    const api = createApiClient({ baseUrl: server.baseUrl, session: memoryTokens("a", "r") });
    server.route("GET /teach/user/current", () =>
      ok({ id: 9, userName: "u", nickname: "N", avatar: "", roles: [], permissions: [], roleIds: [] }),
    );
    server.route("GET /system/dict-data/type/system_user_sex", () =>
      ok([{ dictType: "system_user_sex", value: "1", label: "男", colorType: "", cssClass: "" }]),
    );
    server.route("GET /system/user/page", () => ok({ list: [], total: 0 }));

    const user = await queryClient.fetchQuery(currentUserOptions(api));
    expect(user.nickname).toBe("N");
    expect(currentUserOptions(api).queryKey).toEqual(["smartclass", "auth", "current-user"]);

    const sexes = await queryClient.fetchQuery(dictDataByTypeOptions(api, "system_user_sex"));
    expect(sexes[0]?.label).toBe("男");

    const query = { pageNo: 2, pageSize: 20, username: "ab" };
    await queryClient.fetchQuery(userPageOptions(api, query));
    expect(userPageOptions(api, query).queryKey).toEqual(["smartclass", "system-user", "page", query]);
    expect(server.seen("GET /system/user/page")[0]?.url).toBe(
      "/admin-api/system/user/page?pageNo=2&pageSize=20&username=ab",
    );
    expect(queryClient.getQueryData(userPageOptions(api, query).queryKey)).toEqual({ list: [], total: 0 });
  });

  it("a domain key invalidates every query of that domain and no other", async () => {
    const api = createApiClient({ baseUrl: server.baseUrl, session: memoryTokens("a", "r") });
    let count = 0;
    server.route("GET /system/notify-message/get-unread-count", () => ok(++count));
    server.route("GET /system/notify-message/my-page", () => ok({ list: [], total: 0 }));
    server.route("GET /system/user/page", () => ok({ list: [], total: 0 }));
    await queryClient.fetchQuery(unreadNotifyMessageCountOptions(api));
    await queryClient.fetchQuery(myNotifyMessagePageOptions(api, { pageNo: 1, pageSize: 10 }));
    await queryClient.fetchQuery(userPageOptions(api, { pageNo: 1, pageSize: 10 }));

    await queryClient.invalidateQueries({ queryKey: notifyMessageKeys.all });
    const states = queryClient.getQueryCache().getAll();
    const invalid = states.filter((q) => q.state.isInvalidated).map((q) => q.queryKey[1]);
    expect(invalid.sort()).toEqual(["notify-message", "notify-message"]);
    expect(queryClient.getQueryState(userPageOptions(api, { pageNo: 1, pageSize: 10 }).queryKey)?.isInvalidated).toBe(
      false,
    );
    expect(userKeys.all).toEqual(["smartclass", "system-user"]);
  });
});
