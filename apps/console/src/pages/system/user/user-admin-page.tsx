// /system/user (用户管理): the system users (search, table, create and edit, status, password reset, export,
// import) and, in a second tab, the teaching accounts' actions (enable, disable, delete, renew).
import { Tabs } from "@smartclass/ui";
import { useState } from "react";

import { PageFrame } from "../../page-frame";
import { userAdminMessages as messages } from "@smartclass/ui";
import { SystemUsersPanel } from "./system-users-panel";
import { TeachAccountsPanel } from "./teach-accounts-panel";

/** The user administration page. */
function UserAdminPage() {
  const [tab, setTab] = useState("users");
  return (
    <PageFrame title={messages.title}>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List aria-label={messages.title}>
          <Tabs.Trigger value="users">{messages.tabs.users}</Tabs.Trigger>
          <Tabs.Trigger value="teach">{messages.tabs.teach}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users">
          <SystemUsersPanel />
        </Tabs.Content>
        {/* Loaded only when opened: an administrator who never opens it costs the server nothing. */}
        <Tabs.Content value="teach">{tab === "teach" ? <TeachAccountsPanel /> : null}</Tabs.Content>
      </Tabs.Root>
    </PageFrame>
  );
}

export default UserAdminPage;
