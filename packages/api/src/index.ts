// @smartclass/api: the contract's generated types, the typed client with the spec's session and error
// rules, the session store and the push client. No React here: the query layer is `@smartclass/api/react`.
export { sendAiChatStream } from "./ai/chat-stream";
export type { AiChatMessageSend, AiChatStreamEvent, AiChatStreamOptions, AiChatStreamOutcome } from "./ai/chat-stream";
export { streamAiTopicFeedback, streamAiTopicSummary } from "./ai/topic-stream";
export type { AiTopicStreamEvent, AiTopicStreamOptions, AiTopicStreamOutcome } from "./ai/topic-stream";
export { ApiError, isApiError } from "./client/api-error";
export type { ApiErrorInit, ApiErrorKind } from "./client/api-error";
export { createApiClient, DEFAULT_TIMEOUT } from "./client/create-api-client";
export type { ApiClient, ApiClientOptions, EntryPath, SessionEnd, SessionEndReason } from "./client/create-api-client";
export { fileNameFromDisposition } from "./client/download";
export { defaultText, isEnvelope } from "./client/envelope";
export type { Envelope } from "./client/envelope";
export { silentNotifier } from "./client/notify";
export type { MessageNotice, NoticeType, NotificationNotice, Notifier } from "./client/notify";
export { serializeQuery } from "./client/query-serializer";
export type { QueryObject, QueryValue } from "./client/query-serializer";
export type { TokenPair, TokenStore } from "./client/token-store";
export type {
  BlobPaths,
  DataOf,
  Download,
  HttpMethod,
  InitArgs,
  InitOf,
  OperationOf,
  Page,
  PathsWith,
  Schema,
} from "./client/types";
export {
  createServerClock,
  DEFAULT_TIME_ZONE,
  remainingMs,
  remainingSeconds,
  serverClock,
  serverNow,
  startCountdown,
  syncServerClock,
} from "./clock";
export type {
  ClockReading,
  ClockSample,
  Countdown,
  CountdownOptions,
  CountdownTimers,
  ServerClock,
  ServerClockOptions,
  SyncClockOptions,
} from "./clock";
export type { components, operations, paths } from "./generated/openapi";
export { MESSAGE_DURATION, messages } from "./messages";
export type { Messages } from "./messages";
export { createPushClient, pushUrl } from "./push/create-push-client";
export type {
  DeliveredPushEvent,
  LastSeqStore,
  OnlineSource,
  PushClient,
  PushClientOptions,
  PushFrameMeta,
  PushStatus,
  PushTimers,
  VisibilitySource,
  WebSocketConstructor,
  WebSocketLike,
} from "./push/create-push-client";
export { parsePushEvent, PUSH_EVENT_TYPES } from "./push/parse-push-event";
export type { ParsedFrame, PushEvent, PushEventOf, PushEventType } from "./push/parse-push-event";
export { createSession } from "./session/create-session";
export type {
  EnvironmentInfo,
  LoginUserInfo,
  RememberedLogin,
  Session,
  SessionOptions,
} from "./session/create-session";
export { storageLeaseRunner, webLockRunner } from "./session/refresh-lock";
export type { ExclusiveRunner, LeaseOptions, LockManagerLike } from "./session/refresh-lock";
export { createSecretBox, indexedDbKeyProvider, memoryKeyProvider } from "./session/secret-box";
export type { KeyProvider, SecretBox } from "./session/secret-box";
export { createMemoryStorage } from "./session/storage";
export type { KeyValueStorage } from "./session/storage";
