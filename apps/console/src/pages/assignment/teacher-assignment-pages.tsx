// The teacher's assignment pages, composed from @smartclass/classroom's widgets:
// /teacher/assignment (this class's), list (all), create/{courseItemId}, detail/{id} (the phases),
// info/{id} (edit), info/{id}/classroom (submissions and the big screen), …/classroom/detail (finals
// and statistics), …/classroom/correct (grading) and user/{assignmentId}/{id} (one student's work).
import {
  AssignmentEditor,
  AssignmentGrading,
  AssignmentOverview,
  AssignmentStatisticsView,
  CastControl,
  FinalGradesPanel,
  GradingForm,
  type OverviewLink,
  RunningClassAssignments,
  SubmissionTable,
  TeacherAssignmentList,
} from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import type * as React from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";

import { messages } from "../../messages";
import { positiveId } from "../../routes/positive-id";
import { PageFrame } from "../page-frame";
import { TeacherClassControl } from "../teacher-class-control";

const m = messages.assignment;
const base = "/teacher/assignment";

/** Where each of the overview's links goes. */
const LINKS: Record<OverviewLink, (id: number) => string> = {
  edit: (id) => `${base}/info/${id}`,
  submissions: (id) => `${base}/info/${id}/classroom`,
  grades: (id) => `${base}/info/${id}/classroom/detail`,
  statistics: (id) => `${base}/info/${id}/classroom/detail`,
  cast: (id) => `${base}/info/${id}/classroom`,
};

function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Button asChild variant="outline">
      <Link to={to}>{children}</Link>
    </Button>
  );
}

/** A page whose route names an assignment: its id, or the bad-link message. */
function WithId({
  title,
  param = "id",
  actions,
  children,
}: {
  title: string;
  param?: string;
  actions?: (id: number) => React.ReactNode;
  children: (id: number) => React.ReactNode;
}) {
  const id = positiveId(useParams()[param]);
  return (
    <PageFrame title={title} actions={id === null ? undefined : actions?.(id)}>
      {id === null ? <p role="alert">{messages.activity.badId}</p> : children(id)}
    </PageFrame>
  );
}

/** /teacher/assignment: the running class's assignments, and setting a new one. */
function TeacherAssignmentHomePage() {
  const navigate = useNavigate();
  return (
    <PageFrame title={m.title} actions={<BackLink to={`${base}/list`}>{m.allAssignments}</BackLink>}>
      <TeacherClassControl />
      <RunningClassAssignments
        onOpen={(a) => navigate(`${base}/detail/${a.id}`)}
        onEdit={(a) => navigate(`${base}/info/${a.id}`)}
        onCreate={(courseItemId) => navigate(`${base}/create/${courseItemId}`)}
      />
    </PageFrame>
  );
}

/** /teacher/assignment/list: every assignment the teacher set. */
function TeacherAssignmentListPage() {
  const navigate = useNavigate();
  return (
    <PageFrame title={m.list}>
      <TeacherAssignmentList
        onOpen={(a) => navigate(`${base}/detail/${a.id}`)}
        onEdit={(a) => navigate(`${base}/info/${a.id}`)}
      />
    </PageFrame>
  );
}

/** /teacher/assignment/create/{courseItemId}: a new assignment in that session. */
function TeacherAssignmentCreatePage() {
  const navigate = useNavigate();
  return (
    <WithId title={m.create} param="courseItemId" actions={() => <BackLink to={base}>{m.backToList}</BackLink>}>
      {(courseItemId) => (
        <AssignmentEditor courseItemId={courseItemId} onSaved={(id) => navigate(`${base}/detail/${id}`)} />
      )}
    </WithId>
  );
}

/** /teacher/assignment/info/{id}: edit an assignment. */
function TeacherAssignmentEditPage() {
  const navigate = useNavigate();
  return (
    <WithId title={m.edit} actions={(id) => <BackLink to={`${base}/detail/${id}`}>{m.backToDetail}</BackLink>}>
      {(id) => <AssignmentEditor assignmentId={id} onSaved={() => navigate(`${base}/detail/${id}`)} />}
    </WithId>
  );
}

/** /teacher/assignment/detail/{id}: the phases, the counts and the way to each page. */
function TeacherAssignmentDetailPage() {
  const navigate = useNavigate();
  return (
    <WithId title={m.detail} actions={() => <BackLink to={`${base}/list`}>{m.backToList}</BackLink>}>
      {(id) => <AssignmentOverview assignmentId={id} onNavigate={(to) => navigate(LINKS[to](id))} />}
    </WithId>
  );
}

/** /teacher/assignment/info/{id}/classroom: every student's submission, and the big screen. */
function TeacherAssignmentSubmissionsPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const cast = positiveId(search.get("cast")) ?? undefined;
  return (
    <WithId title={m.submissions} actions={(id) => <BackLink to={`${base}/detail/${id}`}>{m.backToDetail}</BackLink>}>
      {(id) => (
        <>
          <SubmissionTable
            assignmentId={id}
            onGrade={(userId) => navigate(`${base}/info/${id}/classroom/correct?userId=${userId}`)}
            onView={(userId) => navigate(`${base}/user/${id}/${userId}`)}
            onCast={(userId) => setSearch({ cast: String(userId) }, { replace: true })}
          />
          <CastControl key={cast ?? 0} assignmentId={id} userId={cast} />
        </>
      )}
    </WithId>
  );
}

/** /teacher/assignment/info/{id}/classroom/detail: final grades and statistics. */
function TeacherAssignmentGradesPage() {
  return (
    <WithId title={m.statistics} actions={(id) => <BackLink to={`${base}/detail/${id}`}>{m.backToDetail}</BackLink>}>
      {(id) => (
        <>
          <FinalGradesPanel assignmentId={id} />
          <AssignmentStatisticsView assignmentId={id} />
        </>
      )}
    </WithId>
  );
}

/** /teacher/assignment/info/{id}/classroom/correct?userId=: grading, student by student. */
function TeacherAssignmentCorrectPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const userId = positiveId(search.get("userId"));
  return (
    <WithId
      title={m.correct}
      actions={(id) => <BackLink to={`${base}/info/${id}/classroom`}>{m.backToSubmissions}</BackLink>}
    >
      {(id) => (
        <AssignmentGrading
          assignmentId={id}
          userId={userId}
          onStudentChange={(next) => setSearch({ userId: String(next) })}
          onView={(next) => navigate(`${base}/user/${id}/${next}`)}
        />
      )}
    </WithId>
  );
}

/** /teacher/assignment/user/{assignmentId}/{id}: one student's work, graded here and castable. */
function TeacherAssignmentStudentPage() {
  const params = useParams();
  const assignmentId = positiveId(params.assignmentId);
  const userId = positiveId(params.id);
  const navigate = useNavigate();
  return (
    <PageFrame
      title={m.student}
      actions={
        assignmentId === null ? undefined : (
          <BackLink to={`${base}/info/${assignmentId}/classroom`}>{m.backToSubmissions}</BackLink>
        )
      }
    >
      {assignmentId === null || userId === null ? (
        <p role="alert">{messages.activity.badId}</p>
      ) : (
        <>
          <GradingForm
            key={userId}
            assignmentId={assignmentId}
            userId={userId}
            onStudentChange={(next) => navigate(`${base}/user/${assignmentId}/${next}`)}
          />
          <CastControl assignmentId={assignmentId} userId={userId} />
        </>
      )}
    </PageFrame>
  );
}

export {
  TeacherAssignmentCorrectPage,
  TeacherAssignmentCreatePage,
  TeacherAssignmentDetailPage,
  TeacherAssignmentEditPage,
  TeacherAssignmentGradesPage,
  TeacherAssignmentHomePage,
  TeacherAssignmentListPage,
  TeacherAssignmentStudentPage,
  TeacherAssignmentSubmissionsPage,
};
