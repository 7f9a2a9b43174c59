import { Badge, Button, formatLongTime, UserText } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type * as React from "react";

import { useStudentAssignmentApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { EmptyState, ErrorState, LoadingState, Panel } from "../lib/panel";
import type { PeerReviewTask } from "./assignment-api";
import { assignmentBasicOptions, peerReviewTasksOptions } from "./assignment-queries";
import { reviewWindowOpen, reviewWindowText } from "./peer-review-rules";
import { studentAssignmentMessages } from "./student-messages";

const text = studentAssignmentMessages.peer;

type PeerReviewTasksProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  assignmentId: number;
  /** Opens a review (the console's route mutual/{reviewId}: the review's own id, naming nobody). */
  onReview?: (task: PeerReviewTask) => void;
};

/** The peer reviews the student is asked to do for an assignment: each classmate's label (同学 A… when
 * anonymous), done or not with the score given, 去评阅 / 修改评阅 while the window is open; the review
 * window and the rule for work submitted after reviews opened. */
function PeerReviewTasks({ assignmentId, onReview, ...props }: PeerReviewTasksProps) {
  const api = useStudentAssignmentApi();
  const basic = useQuery(assignmentBasicOptions(api, assignmentId));
  const tasks = useQuery(peerReviewTasksOptions(api, assignmentId));
  const [now] = useState(() => Date.now());
  const a = basic.data;
  const open = a ? reviewWindowOpen(a, now) : false;
  const deadline = a?.peerReviewSettings?.reviewDeadline ?? null;

  let body: React.ReactNode;
  if (basic.isPending || tasks.isPending) body = <LoadingState />;
  else if (basic.isError || tasks.isError || !a)
    body = (
      <ErrorState
        message={errorMessage(basic.error ?? tasks.error)}
        onRetry={() => {
          void basic.refetch();
          void tasks.refetch();
        }}
      />
    );
  else
    body = (
      <>
        {open ? null : (
          <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
            {reviewWindowText(a, now)}
          </p>
        )}
        {tasks.data.length === 0 ? (
          <EmptyState>{text.emptyTasks}</EmptyState>
        ) : (
          <ul className="flex flex-col gap-2">
            {tasks.data.map((task) => (
              <li
                key={task.userId}
                data-slot="peer-review-task"
                data-state={task.reviewed ? "done" : "todo"}
                className="flex flex-wrap items-center gap-3 rounded-md border px-3 py-2"
              >
                <UserText className="min-w-0 flex-1 font-medium">{task.nickname}</UserText>
                {task.reviewed ? (
                  <Badge variant="success">{text.done}</Badge>
                ) : (
                  <Badge variant="warning">{text.todo}</Badge>
                )}
                {task.score !== null ? (
                  <span className="text-sm text-muted-foreground">{text.myScore(task.score)}</span>
                ) : null}
                {onReview && open ? (
                  <Button
                    size="small"
                    variant={task.reviewed ? "secondary" : "primary"}
                    aria-label={studentAssignmentMessages.labelled(
                      task.reviewed ? text.change : text.review,
                      task.nickname,
                    )}
                    onClick={() => onReview(task)}
                  >
                    {task.reviewed ? text.change : text.review}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-muted-foreground">{text.lateRule}</p>
      </>
    );

  return (
    <Panel
      data-slot="peer-review-tasks"
      title={text.tasksTitle}
      description={
        a ? (
          <span className="flex flex-wrap gap-x-3">
            <span>{a.title}</span>
            <span>{deadline === null ? text.noWindow : text.window(formatLongTime(deadline))}</span>
          </span>
        ) : null
      }
      {...props}
    >
      {body}
    </Panel>
  );
}

export { PeerReviewTasks };
export type { PeerReviewTasksProps };
