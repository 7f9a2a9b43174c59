// One peer review opened by its own id (the address names the review, never the classmate, so an
// anonymous review stays anonymous in the address bar too): found among the reviews asked of the student.
import { Button } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";

import { useStudentAssignmentApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, LoadingState } from "../lib/panel";
import { peerReviewTasksOptions } from "./assignment-queries";
import { PeerReviewForm } from "./peer-review-form";
import { studentAssignmentMessages } from "./student-messages";

const text = studentAssignmentMessages.peer;

/** Props of `PeerReviewNotFound`. */
type PeerReviewNotFoundProps = {
  /** `missing`: no such review is asked of the student; `retired`: an earlier address that named the classmate. */
  reason: "missing" | "retired";
  /** Goes back to the student's assignments. */
  onBackToList: () => void;
};

/** A clear not-found with the way back to the student's assignments. */
function PeerReviewNotFound({ reason, onBackToList }: PeerReviewNotFoundProps) {
  return (
    <div data-slot="peer-review-not-found" className="flex flex-col items-start gap-3">
      <p role="alert">{reason === "missing" ? text.notFound : text.addressGone}</p>
      <Button variant="outline" onClick={onBackToList}>
        {text.backToList}
      </Button>
    </div>
  );
}

/** Props of `PeerReviewLookup`. */
type PeerReviewLookupProps = {
  /** The review's own id. */
  reviewId: number;
  /** 返回互评列表: back to the assignment the review belongs to. */
  onBack: (assignmentId: number) => void;
  /** Back to the student's assignments, from a review that is not there. */
  onBackToList: () => void;
};

/** The review form of one peer review found by its id; loading and failing as the list of reviews
 * does (before the form has states of its own), and a not-found with the way back. */
function PeerReviewLookup({ reviewId, onBack, onBackToList }: PeerReviewLookupProps) {
  const tasks = useQuery(peerReviewTasksOptions(useStudentAssignmentApi()));
  const task = tasks.data?.find((t) => t.reviewId === reviewId);
  if (task) {
    return (
      <PeerReviewForm
        key={reviewId}
        assignmentId={task.assignmentId}
        userId={task.userId}
        onBack={() => onBack(task.assignmentId)}
      />
    );
  }
  if (tasks.isPending) return <LoadingState label={text.loading} />;
  if (tasks.isError) return <ErrorState message={errorMessage(tasks.error)} onRetry={() => void tasks.refetch()} />;
  return <PeerReviewNotFound reason="missing" onBackToList={onBackToList} />;
}

export { PeerReviewLookup, PeerReviewNotFound };
export type { PeerReviewLookupProps, PeerReviewNotFoundProps };
