import { isApiError } from "@smartclass/api";
import { Button, formatLongTime } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon } from "lucide-react";
import type * as React from "react";

import { useStudentShareLinkApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { noticeVariants } from "../lib/notice-variants";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import { shareLinkMessages } from "./messages";
import type { ShareLinkInvite, ShareLinkJoined } from "./share-api";
import { shareInviteOptions, shareLinkKeys } from "./share-queries";

const text = shareLinkMessages.join;

/** The server's refusals that mean the invite itself changed (unknown, expired, revoked). */
const INVITE_CHANGED = new Set([404, 1_003_007_001, 1_003_007_002]);

/** Whether a failed call says the link does not exist. */
function isUnknownLink(error: unknown): boolean {
  return isApiError(error) && (error.code === 404 || error.status === 404);
}

type ShareJoinCardProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  /** The share code from the link (/share/:code). */
  code: string;
  /** Called once the student joined (or was already in the course). */
  onJoined?: (joined: ShareLinkJoined) => void;
  /** Opens the course (offered once the student is in it). */
  onOpenCourse?: () => void;
};

/** The invite's course, teacher, session and expiry. */
function InviteFacts({ invite }: { invite: ShareLinkInvite }) {
  const rows: [string, string][] = [
    [text.course, invite.courseName],
    [text.teacher, invite.teacherName],
    [text.session, invite.courseItemName],
    [text.expiry, invite.expireTime === null ? text.neverExpires : text.expiresAt(formatLongTime(invite.expireTime))],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A share link opened by a signed-in user: the invite (course, teacher, session, expiry) with 加入课程,
 * or why it cannot be used (already in the course, expired, revoked, unknown); a success state after joining. */
function ShareJoinCard({ code, onJoined, onOpenCourse, ...props }: ShareJoinCardProps) {
  const api = useStudentShareLinkApi();
  const client = useQueryClient();
  const invite = useQuery({
    ...shareInviteOptions(api, code),
    // An unknown code stays unknown; any other failure is tried once more.
    retry: (count, error) => !isUnknownLink(error) && count < 1,
  });
  const join = useMutation({
    mutationFn: () => api.joinByShareLink(code),
    onSuccess: (joined) => onJoined?.(joined),
    onError: (error) => {
      if (isApiError(error) && error.code !== undefined && INVITE_CHANGED.has(error.code)) {
        void client.invalidateQueries({ queryKey: shareLinkKeys.invite(code) });
      }
    },
  });

  const openCourse = onOpenCourse ? (
    <Button variant="primary" onClick={onOpenCourse}>
      {text.openCourse}
    </Button>
  ) : null;

  let body: React.ReactNode;
  if (invite.isPending) body = <LoadingState />;
  else if (invite.isError)
    body = isUnknownLink(invite.error) ? (
      <p role="alert" className={noticeVariants({ tone: "danger" })}>
        {text.unknown}
      </p>
    ) : (
      <ErrorState message={errorMessage(invite.error)} onRetry={() => void invite.refetch()} />
    );
  else if (join.isSuccess)
    body = (
      <>
        <p role="status" className={noticeVariants({ tone: "success" })}>
          <CheckCircle2Icon className="size-4 shrink-0" aria-hidden />
          {join.data.alreadyJoined ? text.alreadyJoined : text.joined(join.data.courseName)}
        </p>
        <InviteFacts invite={invite.data} />
        {openCourse}
      </>
    );
  else if (invite.data.joined)
    body = (
      <>
        <p role="status" className={noticeVariants({ tone: "info" })}>
          {text.alreadyJoined}
        </p>
        <InviteFacts invite={invite.data} />
        {openCourse}
      </>
    );
  else if (invite.data.state !== "valid")
    body = (
      <>
        <p role="alert" className={noticeVariants({ tone: "danger" })}>
          {invite.data.state === "expired" ? text.expired : text.revoked}
        </p>
        <InviteFacts invite={invite.data} />
      </>
    );
  else
    body = (
      <>
        <InviteFacts invite={invite.data} />
        {join.isError ? (
          <p role="alert" className={noticeVariants({ tone: "danger" })}>
            {isUnknownLink(join.error) ? text.unknown : errorMessage(join.error)}
          </p>
        ) : null}
        <div>
          <Button variant="primary" disabled={join.isPending} onClick={() => join.mutate()}>
            {join.isPending ? text.joining : text.join}
          </Button>
        </div>
      </>
    );

  return (
    <Panel data-slot="share-join-card" title={text.title} {...props}>
      {body}
    </Panel>
  );
}

export { ShareJoinCard };
export type { ShareJoinCardProps };
