// /teacher/question: the live question of the running class (composer, then the live panel), with the
// fair random pick and the named call-out beside it; `?id=` opens a past question's results.
import {
  CallOutPicker,
  LiveQuestionPanel,
  QuestionComposer,
  questionKeys,
  questionPageOptions,
  RandomPickWidget,
  sessionStudentsOptions,
  useTeacherQuestionApi,
  useTeacherRosterApi,
  useTeacherRunningClass,
} from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";

import { messages } from "../../messages";
import { PageFrame } from "../page-frame";
import { TeacherClassControl } from "../teacher-class-control";
import { positiveId } from "../../routes/positive-id";

const text = messages.activity;

/** The running class's question, random pick and call-out. */
function ClassQuestions({ courseItemId }: { courseItemId: number }) {
  const api = useTeacherQuestionApi();
  const queryClient = useQueryClient();
  const running = useQuery(questionPageOptions(api, { pageNo: 1, pageSize: 1, courseItemId, status: 1 }));
  const roster = useQuery(sessionStudentsOptions(useTeacherRosterApi(), courseItemId));
  const students = roster.data ?? [];
  // The question this page started or followed last; the running one otherwise.
  const [shown, setShown] = useState<number | null>(null);
  const [composing, setComposing] = useState(false);
  // The question the panel saw end (here, by its deadline, or elsewhere): 发起新提问 is offered at once,
  // not only after the running question's list was read again.
  const [finished, setFinished] = useState<number | null>(null);
  const runningId = running.data?.list[0]?.id ?? null;
  const questionId = shown ?? runningId;
  const refreshQuestions = () => void queryClient.invalidateQueries({ queryKey: questionKeys.all });

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-3">
        {running.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {messages.loading}
          </p>
        ) : !composing && questionId !== null ? (
          <>
            <LiveQuestionPanel
              questionId={questionId}
              onFinished={(question) => {
                setFinished(question.id);
                setShown(question.id);
                refreshQuestions();
              }}
            />
            {questionId !== runningId || finished === questionId ? (
              <Button
                variant="primary"
                className="self-start"
                onClick={() => {
                  setShown(null);
                  setComposing(true);
                }}
              >
                {text.newQuestion}
              </Button>
            ) : null}
          </>
        ) : (
          <QuestionComposer
            courseItemId={courseItemId}
            students={students}
            onStarted={(question) => {
              setShown(question.id);
              setComposing(false);
              refreshQuestions();
            }}
          />
        )}
      </div>
      <aside className="flex flex-col gap-3" aria-label={text.pick}>
        <RandomPickWidget courseItemId={courseItemId} students={students} />
        <CallOutPicker
          courseItemId={courseItemId}
          students={students}
          {...(runningId ? { questionId: runningId } : {})}
        />
      </aside>
    </div>
  );
}

/** /teacher/question. */
function TeacherQuestionPage() {
  const current = useTeacherRunningClass();
  const [params, setParams] = useSearchParams();
  const rawId = params.get("id");
  const viewing = positiveId(rawId);
  let body: React.ReactNode;
  if (rawId !== null && viewing === null) body = <p role="alert">{text.badId}</p>;
  else if (viewing !== null) {
    body = (
      <>
        <LiveQuestionPanel questionId={viewing} />
        <Button variant="outline" className="self-start" onClick={() => setParams({})}>
          {text.backToQuestion}
        </Button>
      </>
    );
  } else if (current.isPending) {
    body = (
      <p role="status" className="text-sm text-muted-foreground">
        {messages.loading}
      </p>
    );
  } else if (current.data) body = <ClassQuestions courseItemId={current.data.id} />;
  else body = <p className="text-sm text-muted-foreground">{text.needClass}</p>;

  return (
    <PageFrame
      title={text.question}
      actions={
        <Button asChild variant="outline">
          <Link to="/teacher/question/list">{text.questionList}</Link>
        </Button>
      }
    >
      {viewing === null ? <TeacherClassControl /> : null}
      {body}
    </PageFrame>
  );
}

export default TeacherQuestionPage;
