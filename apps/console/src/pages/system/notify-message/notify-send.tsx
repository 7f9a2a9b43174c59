// 发送站内信 on the notification page: the ui's send dialog fed with the templates, the users and the
// roles, sending through the contract's send-notify call; the messages arrive live in the recipients' bells.
import { notifyTemplatePageOptions, simpleUserListOptions, useApiClient, useSendNotify } from "@smartclass/api/react";
import {
  Authorized,
  Button,
  notifyMessageAdminMessages as m,
  notifyMessages as sendTexts,
  NotifySendDialog,
  roleLabel,
} from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { notifySuccess } from "../../../services/notify";
import { useSimpleRoles } from "../user/user-roles";

/** The templates one can send from: the first hundred (a school keeps a handful). */
const TEMPLATE_QUERY = { pageNo: 1, pageSize: 100 };

type SendDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template chosen on opening (发送 on the templates page's row). */
  templateId?: number;
};

/** The dialog's data, loaded when it opens. */
function SendDialog({ open, onOpenChange, templateId }: SendDialogProps) {
  const api = useApiClient();
  const templates = useQuery({ ...notifyTemplatePageOptions(api, TEMPLATE_QUERY), enabled: open });
  const users = useQuery({ ...simpleUserListOptions(api), enabled: open });
  const roles = useSimpleRoles();
  const send = useSendNotify();
  return (
    <NotifySendDialog
      open={open}
      onOpenChange={onOpenChange}
      templates={templates.data?.list ?? []}
      users={users.data?.map((u) => ({ id: u.id, name: m.userOf(u.nickname, u.id) }))}
      roles={roles.data?.map((r) => ({ id: r.id, name: roleLabel(r) }))}
      {...(templateId === undefined ? {} : { templateId })}
      onSubmit={async (values) => {
        const count = await send.mutateAsync(values);
        notifySuccess(m.sentTo(count));
      }}
    />
  );
}

/** The page's 发送站内信 button and its dialog (shown with the send permission only). */
function NotifySendAction() {
  const [open, setOpen] = React.useState(false);
  return (
    <Authorized hasPermi={["system:notify-template:send-notify"]}>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {sendTexts.sendTitle}
      </Button>
      <SendDialog open={open} onOpenChange={setOpen} />
    </Authorized>
  );
}

export { NotifySendAction, SendDialog };
