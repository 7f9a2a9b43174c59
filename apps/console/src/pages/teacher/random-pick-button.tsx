// The random-pick entry point of the teacher pages (学生名单, the class dashboard): a button opening the
// classroom package's RandomPickWidget for the running session in a dialog.
import { courseItemStudentsOptions, useApiClient } from "@smartclass/api/react";
import { RandomPickWidget } from "@smartclass/classroom";
import { Button, Dialog } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";

import { messages } from "../../messages";

/** 随机点名: the fair random pick of session `courseItemId`, in a dialog. */
function RandomPickButton({
  courseItemId,
  variant = "primary",
}: {
  courseItemId: number;
  variant?: "primary" | "secondary";
}) {
  const client = useApiClient();
  const roster = useQuery(courseItemStudentsOptions(client, courseItemId));
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant={variant}>{messages.userlist.randomPick}</Button>
      </Dialog.Trigger>
      <Dialog.Content width="task" aria-describedby={undefined}>
        <Dialog.Header>
          <Dialog.Title>{messages.userlist.randomPick}</Dialog.Title>
        </Dialog.Header>
        <RandomPickWidget courseItemId={courseItemId} {...(roster.data ? { students: roster.data } : {})} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

export { RandomPickButton };
