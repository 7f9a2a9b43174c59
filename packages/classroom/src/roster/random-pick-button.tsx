// The random-pick entry of the teacher's pages (学生名单, the class dashboard): a button opening the fair
// random pick of the running session in a dialog, shuffling through the session's students.
import { Button, Dialog } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";

import { useTeacherRosterApi } from "../lib/classroom-api";
import { RandomPickWidget } from "../random-pick/random-pick-widget";
import { rosterMessages } from "./messages";
import { sessionStudentsOptions } from "./roster-queries";

type RandomPickButtonProps = {
  /** The running session. */
  courseItemId: number;
  variant?: "primary" | "secondary";
};

/** 随机点名: the fair random pick of session `courseItemId`, in a dialog. */
function RandomPickButton({ courseItemId, variant = "primary" }: RandomPickButtonProps) {
  const api = useTeacherRosterApi();
  const roster = useQuery(sessionStudentsOptions(api, courseItemId));
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant={variant}>{rosterMessages.randomPick}</Button>
      </Dialog.Trigger>
      <Dialog.Content width="task" aria-describedby={undefined}>
        <Dialog.Header>
          <Dialog.Title>{rosterMessages.randomPick}</Dialog.Title>
        </Dialog.Header>
        <RandomPickWidget courseItemId={courseItemId} {...(roster.data ? { students: roster.data } : {})} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

export { RandomPickButton };
export type { RandomPickButtonProps };
