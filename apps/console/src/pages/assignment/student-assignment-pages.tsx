// The student's assignment pages: list (全部) and list/new (新作业), info/{id} (answer,
// submit, the result once published, and the peer reviews asked of them) and mutual/{id}/{userId}
// (reviewing one classmate's work against the rubric).
import { AssignmentAnswerForm, PeerReviewForm, PeerReviewTasks, StudentAssignmentList } from "@smartclass/classroom";
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
          <PeerReviewTasks assignmentId={id} onReview={(task) => navigate(`${base}/mutual/${id}/${task.userId}`)} />
        </>
      )}
    </PageFrame>
  );
}

/** /student/assignment/mutual/{id}/{userId}: one peer review. */
function StudentPeerReviewPage() {
  const params = useParams();
  const id = positiveId(params.id);
  const userId = positiveId(params.userId);
  const navigate = useNavigate();
  return (
    <PageFrame title={m.review}>
      {id === null || userId === null ? (
        <p role="alert">{messages.activity.badId}</p>
      ) : (
        <PeerReviewForm key={userId} assignmentId={id} userId={userId} onBack={() => navigate(`${base}/info/${id}`)} />
      )}
    </PageFrame>
  );
}

export { StudentAllAssignmentsPage, StudentAssignmentPage, StudentNewAssignmentsPage, StudentPeerReviewPage };
