// The results of a question as the teacher sees them: correct rate, per-option distribution (bars with
// their numbers written out, right options named, not only coloured) and the answers as they arrive.
import { Button, cn, Table, type TableColumn, UserText } from "@smartclass/ui";
import { CheckIcon, XIcon } from "lucide-react";

import { messages } from "../messages";
import type { AskQuestion, QuestionAnswer } from "./question-api";
import { answerText, correctRate, distribution } from "./question-stats";

type QuestionStatsProps = {
  question: AskQuestion;
  records: readonly QuestionAnswer[];
  className?: string;
};

/** Correct rate and the distribution of choices (choice and true/false questions). */
function QuestionStats({ question, records, className }: QuestionStatsProps) {
  const rate = correctRate(records);
  const shares = distribution(question, records);
  const text = messages.live;
  return (
    <div data-slot="question-stats" className={cn("flex flex-col gap-3", className)}>
      {rate.rate !== null ? (
        <p className="text-sm">
          <span className="text-muted-foreground">
            {text.correctRate}
            {messages.common.colon}
          </span>
          <span className="font-semibold tabular-nums" data-slot="question-correct-rate">
            {text.correctRateValue(rate.rate, rate.correct, rate.judged)}
          </span>
        </p>
      ) : null}
      {shares.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">{text.distribution}</h3>
          <ul className="flex flex-col gap-2" aria-label={text.distribution}>
            {shares.map((share) => (
              <li key={share.key} data-right={share.right || undefined} className="flex flex-col gap-1 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex items-center gap-1.5">
                    <span className="font-medium">{share.key}.</span>
                    <span>{question.type === 3 ? (messages.trueFalse[share.key] ?? share.text) : share.text}</span>
                    {share.right ? (
                      <span className="inline-flex items-center gap-0.5 text-xs font-medium text-success">
                        <CheckIcon className="size-3.5" aria-hidden />
                        {text.rightMark}
                      </span>
                    ) : null}
                  </span>
                  <span className="text-muted-foreground tabular-nums">
                    {text.optionCount(share.count, share.percent)}
                  </span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                  <div
                    className={cn(
                      "h-full rounded-full transition-[width] motion-reduce:transition-none",
                      share.right ? "bg-success" : "bg-primary-strong",
                    )}
                    style={{ width: `${share.percent}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

type QuestionAnswersTableProps = {
  question: AskQuestion;
  records: readonly QuestionAnswer[];
  /** Opens the score dialog for an answer; without it the table has no 评分 column. */
  onScore?: (record: QuestionAnswer) => void;
  className?: string;
};

/** The answers: student, answer, right or wrong (icon and word), score with comment, and 评分. */
function QuestionAnswersTable({ question, records, onScore, className }: QuestionAnswersTableProps) {
  const text = messages.live;
  const columns: TableColumn<QuestionAnswer>[] = [
    { key: "nickname", header: text.student, width: 110 },
    {
      key: "answer",
      header: text.answer,
      className: "whitespace-normal",
      cell: (record) => <UserText>{answerText(question, record) || "—"}</UserText>,
    },
    {
      key: "correct",
      header: text.result,
      width: 80,
      cell: (record) =>
        record.correct === null ? (
          <span className="text-muted-foreground">{text.unjudged}</span>
        ) : record.correct ? (
          <span className="inline-flex items-center gap-1 text-success">
            <CheckIcon className="size-4" aria-hidden />
            {text.correct}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-danger">
            <XIcon className="size-4" aria-hidden />
            {text.wrong}
          </span>
        ),
    },
    {
      key: "score",
      header: text.score,
      width: 140,
      className: "whitespace-normal",
      cell: (record) => (
        <span className="flex flex-col">
          <span className="tabular-nums">{record.score ?? "—"}</span>
          {record.comment ? <UserText className="text-xs text-muted-foreground">{record.comment}</UserText> : null}
        </span>
      ),
    },
  ];
  if (onScore) {
    columns.push({
      key: "actions",
      header: text.actions,
      width: 90,
      cell: (record) => (
        <Button size="mini" aria-label={text.scoreAction(record.nickname)} onClick={() => onScore(record)}>
          {text.scoreButton}
        </Button>
      ),
    });
  }
  return (
    <Table
      data-slot="question-answers"
      className={className}
      caption={text.answers}
      columns={columns}
      rows={[...records].sort((a, b) => a.createTime - b.createTime)}
      rowKey={(record) => record.id}
      empty={text.noAnswers}
    />
  );
}

export { QuestionAnswersTable, QuestionStats };
export type { QuestionAnswersTableProps, QuestionStatsProps };
