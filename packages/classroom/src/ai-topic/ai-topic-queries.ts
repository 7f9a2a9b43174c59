// Query keys and options of the AI topic widgets.
import { queryOptions } from "@tanstack/react-query";

import type { StudentAiTopicApi, TeacherAiTopicApi } from "./ai-topic-api";

/** Query keys of the AI topic widgets. */
const aiTopicKeys = {
  all: ["classroom", "ai-topic"] as const,
  record: (aiTopicId: number) => [...aiTopicKeys.all, "record", aiTopicId] as const,
  student: (aiTopicId: number) => [...aiTopicKeys.all, "student", aiTopicId] as const,
};

/** The teacher's view of a topic. */
const aiTopicRecordOptions = (api: TeacherAiTopicApi, aiTopicId: number) =>
  queryOptions({ queryKey: aiTopicKeys.record(aiTopicId), queryFn: () => api.aiTopicRecord(aiTopicId) });

/** The student's view of a topic. */
const studentAiTopicOptions = (api: StudentAiTopicApi, aiTopicId: number) =>
  queryOptions({ queryKey: aiTopicKeys.student(aiTopicId), queryFn: () => api.studentAiTopic(aiTopicId) });

export { aiTopicKeys, aiTopicRecordOptions, studentAiTopicOptions };
