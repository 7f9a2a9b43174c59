import { Badge, Button, Form, Input, useConfirm, UserText } from "@smartclass/ui";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RotateCcwIcon, ShuffleIcon } from "lucide-react";
import { useEffect, useState } from "react";
import type * as React from "react";

import { useRandomPickApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import { useReducedMotion } from "../lib/use-reduced-motion";
import { messages } from "../messages";
import type { ClassStudent } from "../question/question-api";
import type { RandomPickApi, RandomPickRound } from "./random-pick-api";

/** Query keys of the random pick. */
const randomPickKeys = {
  all: ["classroom", "random-pick"] as const,
  round: (courseItemId: number) => [...randomPickKeys.all, "round", courseItemId] as const,
};

/** The fair random pick's round of a session. */
const randomRoundOptions = (api: RandomPickApi, courseItemId: number) =>
  queryOptions({ queryKey: randomPickKeys.round(courseItemId), queryFn: () => api.randomRound(courseItemId) });

/** How long names shuffle before the picked ones show, in ms. */
const SHUFFLE_MS = 1200;
/** How often the shuffling name changes, in ms. */
const SHUFFLE_TICK_MS = 80;

type RandomPickWidgetProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The class session. */
  courseItemId: number;
  /** Names to shuffle through while picking (the session's students); the round's names otherwise. */
  students?: readonly ClassStudent[];
  /** Length of the shuffle in ms (none when the person prefers reduced motion). */
  shuffleMs?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A name that changes every tick while `active`. */
function useShuffledName(names: readonly string[], active: boolean): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active || names.length === 0) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1 + Math.floor(Math.random() * names.length)) % names.length),
      SHUFFLE_TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, [active, names.length]);
  return names[index % Math.max(1, names.length)] ?? "";
}

/** The teacher's random pick: pick N students fairly (nobody twice in a round), with a short name
 * shuffle (none under prefers-reduced-motion); the counter 已抽 x / 共 y and the round; the picked names
 * announced; reset the round after a confirmation. */
function RandomPickWidget({ courseItemId, students, shuffleMs = SHUFFLE_MS, ...props }: RandomPickWidgetProps) {
  const api = useRandomPickApi();
  const { confirm } = useConfirm();
  const queryClient = useQueryClient();
  const reducedMotion = useReducedMotion();
  const round = useQuery(randomRoundOptions(api, courseItemId));
  const [count, setCount] = useState("1");
  const [tried, setTried] = useState(false);
  const [picked, setPicked] = useState<ClassStudent[]>([]);
  const [announcement, setAnnouncement] = useState("");

  const total = round.data?.total ?? 0;
  const max = Math.max(1, total);
  const countValue = Number(count);
  const countError =
    tried && !(Number.isInteger(countValue) && countValue >= 1 && countValue <= max)
      ? messages.randomPickWidget.countError(max)
      : undefined;

  const setRound = (next: RandomPickRound) => queryClient.setQueryData(randomPickKeys.round(courseItemId), next);
  const pick = useMutation({
    mutationFn: async (n: number) => {
      const [result] = await Promise.all([
        api.pickRandom({ courseItemId, count: n }),
        reducedMotion ? Promise.resolve() : sleep(shuffleMs),
      ]);
      return result;
    },
    onMutate: () => setAnnouncement(""),
    onSuccess: (result) => {
      setRound(result.round);
      setPicked(result.students);
      setAnnouncement(
        messages.randomPickWidget.announced(messages.common.list(result.students.map((s) => s.nickname))),
      );
    },
  });
  const reset = useMutation({
    mutationFn: () => api.resetRandomRound(courseItemId),
    onSuccess: (next) => {
      setRound(next);
      setPicked([]);
      setAnnouncement(messages.randomPickWidget.resetDone(next.round));
    },
  });

  const pool = (students && students.length > 0 ? students : (round.data?.picked ?? [])).map((s) => s.nickname);
  const shuffling = pick.isPending && !reducedMotion;
  const shuffledName = useShuffledName(pool, shuffling);
  const text = messages.randomPickWidget;
  const complete = round.data !== undefined && total > 0 && round.data.picked.length >= total;

  return (
    <Panel
      data-slot="random-pick-widget"
      data-state={pick.isPending ? "picking" : picked.length > 0 ? "picked" : "idle"}
      title={text.title}
      description={
        round.data ? (
          <span className="tabular-nums" data-slot="random-pick-counter">
            {text.counter(round.data.picked.length, total)} · {text.round(round.data.round)}
          </span>
        ) : null
      }
      actions={
        <Button
          size="small"
          disabled={reset.isPending || !round.data}
          onClick={async () => {
            if (await confirm(text.confirmReset)) reset.mutate();
          }}
        >
          <RotateCcwIcon aria-hidden />
          {text.reset}
        </Button>
      }
      {...props}
    >
      {round.isPending ? (
        <LoadingState />
      ) : round.isError ? (
        <ErrorState message={errorMessage(round.error)} onRetry={() => void round.refetch()} />
      ) : (
        <>
          <Form.Root
            className="flex-row flex-wrap items-start gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              setTried(true);
              if (!(Number.isInteger(countValue) && countValue >= 1 && countValue <= max)) return;
              pick.mutate(countValue);
            }}
          >
            <Form.Field error={countError} className="w-32">
              <Form.Label>{text.count}</Form.Label>
              <Form.Control>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={max}
                  value={count}
                  onChange={(event) => setCount(event.target.value)}
                />
              </Form.Control>
              <Form.Message />
            </Form.Field>
            <Button type="submit" variant="primary" className="mt-6" disabled={pick.isPending}>
              <ShuffleIcon aria-hidden />
              {pick.isPending ? text.picking : text.pick}
            </Button>
          </Form.Root>

          <div
            className="flex min-h-20 items-center justify-center rounded-md border border-dashed bg-muted/40 p-4"
            data-slot="random-pick-stage"
          >
            {shuffling ? (
              <span data-slot="random-pick-shuffle" aria-hidden className="text-2xl font-semibold text-primary-strong">
                {shuffledName || "…"}
              </span>
            ) : pick.isPending ? (
              <LoadingState label={text.picking} />
            ) : picked.length > 0 ? (
              <ul
                className="flex flex-wrap justify-center gap-2"
                aria-label={text.result}
                data-slot="random-pick-result"
              >
                {picked.map((student) => (
                  <li
                    key={student.userId}
                    className="rounded-md bg-primary-soft px-3 py-1.5 text-xl font-semibold text-primary-strong"
                  >
                    <UserText>{student.nickname}</UserText>
                  </li>
                ))}
              </ul>
            ) : (
              <ShuffleIcon className="size-8 text-muted-foreground" aria-hidden />
            )}
          </div>
          <p className="sr-only" aria-live="polite" data-slot="random-pick-announcement">
            {announcement}
          </p>

          {complete ? <p className="text-sm text-muted-foreground">{text.complete}</p> : null}
          {round.data && round.data.picked.length > 0 ? (
            <div className="flex flex-col gap-1.5 text-sm">
              <h3 className="font-medium">{text.pickedInRound}</h3>
              <ul className="flex flex-wrap gap-1.5" aria-label={text.pickedInRound}>
                {round.data.picked.map((student) => (
                  <li key={student.userId}>
                    <Badge className="max-w-full whitespace-normal">
                      <UserText>{student.nickname}</UserText>
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {pick.isError || reset.isError ? <ErrorState message={errorMessage(pick.error ?? reset.error)} /> : null}
        </>
      )}
    </Panel>
  );
}

export { RandomPickWidget, randomPickKeys, randomRoundOptions, SHUFFLE_MS };
export type { RandomPickWidgetProps };
