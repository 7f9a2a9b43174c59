// The student's assignment pages: list (全部) and list/new (新作业), info/{id} (answer,
// submit, the result once published, and the peer reviews asked of them) and mutual/{reviewId}
// (reviewing one classmate's work against the rubric). The review's address carries the review's own
// id, never the classmate's user id, so an anonymous review stays anonymous in the address bar too.
import {
  AssignmentAnswerForm,
  PeerReviewLookup,
  PeerReviewNotFound,
  PeerReviewTasks,
  StudentAssignmentList,
} from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { Link, useNavigate, useParams } from "react-router-dom";

import { messages } from "../../messages";
import { positiveId } from "../../routes/positive-id";
import { PageFrame } from "../page-frame";

const m = messages.assignment;
const base = "/student/assignment";

/** /student/assignment/list and /student/assignment/list/new: the two filters are two routes. */
function StudentAssignmentListPage({ filter }: { filter: "new" | "all" }) {
  const navigate = useNavigate();
  return (
    <PageFrame title={m.myList}>
      <StudentAssignmentList
        filter={filter}
        onFilterChange={(next) => navigate(next === "new" ? `${base}/list/new` : `${base}/list`, { replace: true })}
        onOpen={(a) => navigate(`${base}/info/${a.id}`)}
      />
    </PageFrame>
  );
}

/** /student/assignment/list. */
function StudentAllAssignmentsPage() {
  return <StudentAssignmentListPage filter="all" />;
}

/** /student/assignment/list/new. */
function StudentNewAssignmentsPage() {
  return <StudentAssignmentListPage filter="new" />;
}

/** /student/assignment/info/{id}: the assignment, the student's answers and the reviews to give. */
function StudentAssignmentPage() {
  const id = positiveId(useParams().id);
  const navigate = useNavigate();
  return (
    <PageFrame
      title={m.title}
      actions={
        <Button asChild variant="outline">
          <Link to={`${base}/list`}>{m.backToList}</Link>
        </Button>
      }
    >
      {id === null ? (
        <p role="alert">{messages.activity.badId}</p>
      ) : (
        <>
          <AssignmentAnswerForm assignmentId={id} />
          <PeerReviewTasks assignmentId={id} onReview={(task) => navigate(peerReviewPath(task.reviewId))} />
        </>
      )}
    </PageFrame>
  );
}

/** The address of one peer review: the review's own id. */
const peerReviewPath = (reviewId: number) => `${base}/mutual/${reviewId}`;

/** /student/assignment/mutual/{reviewId}: one peer review, found among the reviews asked of the student. */
function StudentPeerReviewPage() {
  const reviewId = positiveId(useParams().reviewId);
  const navigate = useNavigate();
  return (
    <PageFrame title={m.review}>
      {reviewId === null ? (
        <p role="alert">{messages.activity.badId}</p>
      ) : (
        <PeerReviewLookup
          reviewId={reviewId}
          onBack={(assignmentId) => navigate(`${base}/info/${assignmentId}`)}
          onBackToList={() => navigate(`${base}/list`)}
        />
      )}
    </PageFrame>
  );
}

/** /student/assignment/mutual/{id}/{userId}, the earlier address that named the classmate: not found. */
function RetiredPeerReviewPage() {
  const navigate = useNavigate();
  return (
    <PageFrame title={m.review}>
      <PeerReviewNotFound reason="retired" onBackToList={() => navigate(`${base}/list`)} />
    </PageFrame>
  );
}

export {
  RetiredPeerReviewPage,
  StudentAllAssignmentsPage,
  StudentAssignmentPage,
  StudentNewAssignmentsPage,
  StudentPeerReviewPage,
};
