// Every handler, keyed "METHOD /path" as in the contract; operations without one answer 501.
import { aiChatHandlers } from "./ai-chat.js";
import { aiTopicHandlers } from "./ai-topic.js";
import { assignmentCastHandlers } from "./assignment-cast.js";
import { assignmentHandlers } from "./assignment.js";
import { assignmentReviewHandlers } from "./assignment-review.js";
import { askQuestionHandlers } from "./ask-question.js";
import { authHandlers } from "./auth.js";
import { backupHandlers } from "./backup.js";
import { bpmFormHandlers } from "./bpm-form.js";
import { bpmModelHandlers } from "./bpm-model.js";
import { bpmProcessDefinitionHandlers } from "./bpm-process-definition.js";
import { bpmProcessInstanceHandlers } from "./bpm-process-instance.js";
import { bpmTaskHandlers } from "./bpm-task.js";
import { bpmViewerHandlers } from "./bpm-viewer.js";
import { callOutHandlers } from "./call-out.js";
import { classroomPracticeHandlers } from "./classroom-practice.js";
import { classroomRecordHandlers } from "./classroom-record.js";
import { configurationHandlers } from "./configuration.js";
import { courseItemHandlers } from "./course-item.js";
import { courseHandlers } from "./course.js";
import { dictDataHandlers } from "./dict-data.js";
import { faceDatabaseHandlers } from "./face-database.js";
import { infraClockHandlers } from "./infra-clock.js";
import { notifyMessageHandlers } from "./notify-message.js";
import { notifyTemplateHandlers } from "./notify-template.js";
import { privacyAuditHandlers } from "./privacy-audit.js";
import { privacyConsentHandlers } from "./privacy-consent.js";
import { privacyDataHandlers } from "./privacy-data.js";
import { registerHandlers } from "./register.js";
import { resourceHandlers } from "./resources.js";
import { retentionHandlers } from "./retention.js";
import { signInHandlers } from "./sign-in.js";
import { surveyHandlers } from "./survey.js";
import { systemUserHandlers } from "./system-user.js";
import { teachUserHandlers } from "./teach-user.js";
import type { Handler } from "./types.js";
import { userImportHandlers } from "./user-import.js";
import { userProfileHandlers } from "./user-profile.js";

export function allHandlers(): Record<string, Handler> {
  return {
    ...authHandlers,
    ...registerHandlers,
    ...courseHandlers,
    ...courseItemHandlers,
    ...signInHandlers,
    ...faceDatabaseHandlers,
    ...privacyConsentHandlers,
    ...resourceHandlers,
    ...infraClockHandlers,
    ...askQuestionHandlers,
    ...callOutHandlers,
    ...surveyHandlers,
    ...systemUserHandlers,
    ...teachUserHandlers,
    ...dictDataHandlers,
    ...configurationHandlers,
    ...notifyMessageHandlers,
    ...notifyTemplateHandlers,
    ...userProfileHandlers,
    ...userImportHandlers,
    ...bpmModelHandlers,
    ...bpmFormHandlers,
    ...bpmProcessDefinitionHandlers,
    ...bpmProcessInstanceHandlers,
    ...bpmTaskHandlers,
    ...bpmViewerHandlers,
    ...aiChatHandlers,
    ...aiTopicHandlers,
    ...assignmentHandlers,
    ...assignmentReviewHandlers,
    ...assignmentCastHandlers,
    ...classroomRecordHandlers,
    ...classroomPracticeHandlers,
    ...backupHandlers,
    ...privacyAuditHandlers,
    ...retentionHandlers,
    ...privacyDataHandlers,
  };
}
