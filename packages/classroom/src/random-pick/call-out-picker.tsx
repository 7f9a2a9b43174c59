import { Button, Form } from "@smartclass/ui";
import { useMutation } from "@tanstack/react-query";
import { MegaphoneIcon } from "lucide-react";
import { useState } from "react";
import type * as React from "react";

import { useCallOutApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { Panel } from "../lib/panel";
import { StudentPicker } from "../lib/student-picker";
import { messages } from "../messages";
import type { ClassStudent } from "../question/question-api";

type CallOutPickerProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The class session. */
  courseItemId: number;
  /** The session's students. */
  students: readonly ClassStudent[];
  /** The question they are called on to answer, if any. */
  questionId?: number;
  /** Called with the students called out. */
  onCalledOut?: (students: ClassStudent[]) => void;
};

/** The teacher's named call-out (点名提问): search the session's students, choose one or more, call
 * them out (each gets a `specific` push event); the result is announced. */
function CallOutPicker({ courseItemId, students, questionId, onCalledOut, ...props }: CallOutPickerProps) {
  const api = useCallOutApi();
  const [userIds, setUserIds] = useState<number[]>([]);
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState("");
  const text = messages.callOut;
  const call = useMutation({
    mutationFn: (ids: number[]) => api.callOut({ courseItemId, userIds: ids, ...(questionId ? { questionId } : {}) }),
    onMutate: () => setResult(""),
    onSuccess: (called) => {
      setResult(text.called(messages.common.list(called.map((s) => s.nickname))));
      setUserIds([]);
      setTried(false);
      onCalledOut?.(called);
    },
  });
  return (
    <Panel data-slot="call-out-picker" title={text.title} {...props}>
      <Form.Root
        aria-label={text.title}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (userIds.length > 0) call.mutate(userIds);
        }}
      >
        <StudentPicker
          label={messages.composer.named}
          students={students}
          value={userIds}
          onChange={setUserIds}
          {...(tried && userIds.length === 0 ? { error: text.errors.none } : {})}
        />
        <Form.Alert>{call.isError ? errorMessage(call.error) : null}</Form.Alert>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm font-medium text-success" data-slot="call-out-result">
            {result}
          </p>
          <Button type="submit" variant="primary" disabled={call.isPending || students.length === 0}>
            <MegaphoneIcon aria-hidden />
            {call.isPending ? text.calling : text.call}
          </Button>
        </div>
      </Form.Root>
    </Panel>
  );
}

export { CallOutPicker };
export type { CallOutPickerProps };
