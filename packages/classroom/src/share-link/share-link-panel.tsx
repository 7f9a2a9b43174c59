import { Button, formatLongTime, Input, Label, Radio, RadioGroup, useConfirm } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CopyIcon, Link2OffIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import type * as React from "react";

import { useTeacherShareLinkApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { noticeVariants } from "../lib/notice-variants";
import { EmptyState, ErrorState, LoadingState, Panel } from "../lib/panel";
import { shareLinkMessages } from "./messages";
import type { ShareLink } from "./share-api";
import { shareLinkKeys, shareLinkOptions } from "./share-queries";

const text = shareLinkMessages.panel;
/** 1 天 unless the teacher picks another validity. */
const DEFAULT_VALIDITY = 1;

type ShareLinkPanelProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  /** The class session the link lets students join the course of. */
  courseItemId: number;
};

/** What the last action said: a confirmation (status) or a refusal (alert). */
type Notice = { tone: "success" | "danger" | "warning"; message: string } | null;

/** Copies text to the clipboard; false when the browser does not allow it. */
async function copyText(value: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

/** The session's share link for the teacher: the live link (read-only, 复制链接, expiry, 撤销 behind a
 * confirm) or, without one, a validity choice (30 分钟 / 1 天 / 7 天 / 不过期) and 生成链接. */
function ShareLinkPanel({ courseItemId, ...props }: ShareLinkPanelProps) {
  const id = useId();
  const api = useTeacherShareLinkApi();
  const client = useQueryClient();
  const { confirm } = useConfirm();
  const linkRef = useRef<HTMLInputElement>(null);
  const options = shareLinkOptions(api, courseItemId);
  const link = useQuery(options);
  const [validity, setValidity] = useState(DEFAULT_VALIDITY);
  const [notice, setNotice] = useState<Notice>(null);
  const setLink = (value: ShareLink | null) => client.setQueryData(options.queryKey, value);

  const create = useMutation({
    mutationFn: () => {
      const minutes = text.validities[validity]?.minutes ?? null;
      return api.createShareLink(minutes === null ? { courseItemId } : { courseItemId, expireMinutes: minutes });
    },
    onMutate: () => setNotice(null),
    onSuccess: (created) => setLink(created),
    onError: (error) => setNotice({ tone: "danger", message: errorMessage(error) }),
  });
  const revoke = useMutation({
    mutationFn: (linkId: number) => api.revokeShareLink(linkId),
    onMutate: () => setNotice(null),
    onSuccess: () => {
      setLink(null);
      setNotice({ tone: "success", message: text.revoked });
      void client.invalidateQueries({ queryKey: shareLinkKeys.ofSession(courseItemId) });
    },
    onError: (error) => setNotice({ tone: "danger", message: errorMessage(error) }),
  });

  const onCopy = async (value: string) => {
    if (await copyText(value)) {
      setNotice({ tone: "success", message: text.copied });
    } else {
      // Selected, so that Ctrl+C (or the context menu) copies it by hand.
      linkRef.current?.select();
      setNotice({ tone: "warning", message: text.copyRefused });
    }
  };
  const onRevoke = async (linkId: number) => {
    if (await confirm(text.confirmRevoke, { confirmText: text.revoke, danger: true })) revoke.mutate(linkId);
  };

  let body: React.ReactNode;
  if (link.isPending) body = <LoadingState />;
  else if (link.isError) body = <ErrorState message={errorMessage(link.error)} onRetry={() => void link.refetch()} />;
  else if (link.data) {
    const live = link.data;
    body = (
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-link`}>{text.link}</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            ref={linkRef}
            id={`${id}-link`}
            readOnly
            value={live.url}
            aria-describedby={`${id}-expiry`}
            className="min-w-0 flex-1"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="primary" onClick={() => void onCopy(live.url)}>
            <CopyIcon aria-hidden />
            {text.copy}
          </Button>
          <Button variant="danger" disabled={revoke.isPending} onClick={() => void onRevoke(live.id)}>
            <Link2OffIcon aria-hidden />
            {text.revoke}
          </Button>
        </div>
        <p id={`${id}-expiry`} className="text-sm text-muted-foreground">
          {live.expireTime === null ? text.neverExpires : text.expiresAt(formatLongTime(live.expireTime))}
        </p>
      </div>
    );
  } else
    body = (
      <>
        <EmptyState>{text.none}</EmptyState>
        <div className="flex flex-wrap items-center gap-4">
          <span id={`${id}-validity`} className="text-sm font-medium">
            {text.validity}
          </span>
          <RadioGroup
            aria-labelledby={`${id}-validity`}
            className="flex flex-wrap gap-4"
            value={String(validity)}
            onValueChange={(value) => setValidity(Number(value))}
          >
            {text.validities.map((choice, n) => (
              <div key={choice.label} className="flex items-center gap-2">
                <Radio id={`${id}-v${n}`} value={String(n)} />
                <Label htmlFor={`${id}-v${n}`} className="font-normal">
                  {choice.label}
                </Label>
              </div>
            ))}
          </RadioGroup>
          <Button variant="primary" disabled={create.isPending} onClick={() => create.mutate()}>
            {create.isPending ? text.creating : text.create}
          </Button>
        </div>
      </>
    );

  return (
    <Panel data-slot="share-link-panel" title={text.title} description={text.description} {...props}>
      {body}
      {notice ? (
        <p role={notice.tone === "danger" ? "alert" : "status"} className={noticeVariants({ tone: notice.tone })}>
          {notice.message}
        </p>
      ) : null}
    </Panel>
  );
}

export { ShareLinkPanel };
export type { ShareLinkPanelProps };
