// The user import call (POST /system/user/import, multipart `file`, query `updateSupport`), as a mutation
// that refreshes the user lists when it succeeds. It lives beside the page until @smartclass/api/react
// offers it next to the other user calls.
import type { Schema } from "@smartclass/api";
import { createMutationHook, userKeys } from "@smartclass/api/react";
import type { ImportUsersInput } from "@smartclass/ui";

/** Mutation: import users from a filled template; resolves with the created, updated and failed rows. */
const useImportUsers = createMutationHook(
  (api, { file, updateSupport }: ImportUsersInput): Promise<Schema<"UserImportResult">> =>
    api.post("/system/user/import", {
      params: { query: { updateSupport } },
      // The body is sent as multipart form data by the serializer; the typed body only names its field.
      body: { file: "" },
      bodySerializer: () => {
        const form = new FormData();
        form.append("file", file, file.name);
        return form;
      },
    }),
  () => [userKeys.all],
);

/**
 * The import answer as the ImportResult widget shows it: counts (updates only when the import could
 * update), each failure with its user name, and the created users' initial passwords (the only time the
 * server answers them).
 */
function importResultOf(
  result: Schema<"UserImportResult">,
  updateSupport: boolean,
  failure: (username: string, reason: string) => string,
) {
  return {
    created: result.createUsernames.length,
    ...(updateSupport ? { updated: result.updateUsernames.length } : {}),
    failures: result.failures.map((f) => ({ line: f.line, reason: failure(f.username, f.reason) })),
    initialPasswords: result.initialPasswords ?? [],
  };
}

export { importResultOf, useImportUsers };
