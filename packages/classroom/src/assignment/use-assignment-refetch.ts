// The teacher's assignment views follow pushed `assignment` events (a student submitted or reviewed,
// the stage moved): the assignment's queries are refetched, and again when the push connection
// reopens, so nothing is polled.
import { useQueryClient } from "@tanstack/react-query";

import { useClassroomEvent, useOnPushReconnect } from "../push/classroom-events";
import { assignmentKeys } from "./assignment-queries";

/** Refetches one assignment's queries (detail, submissions, statistics, …) on its pushed events and on
 * reconnect. */
function useAssignmentRefetch(assignmentId: number): void {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: assignmentKeys.of(assignmentId) });
  useClassroomEvent("assignment", (event) => {
    if (event.assignmentId === assignmentId) refetch();
  });
  useOnPushReconnect(refetch);
}

/** Refetches the teacher's assignment lists on any pushed assignment event and on reconnect. */
function useAssignmentListRefetch(): void {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: [...assignmentKeys.all, "teacher-list"] });
  useClassroomEvent("assignment", refetch);
  useOnPushReconnect(refetch);
}

export { useAssignmentListRefetch, useAssignmentRefetch };
