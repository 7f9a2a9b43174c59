// The AI assistant pages: /teacher/chat (the teacher's 备课助手, opening the latest conversation),
// /teacher/chatnew (the same, starting a new conversation), /teacher/research (the assistant for
// lesson research, each topic in its own conversation) and /student/chat (the student's 学习辅导,
// opening the latest conversation). The open conversation is in the address (?conversation=ID), so
// a reload or a shared link keeps it.
import { ChatPanel, chatConversationsOptions, type ChatRole, useChatApi } from "@smartclass/classroom";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";

import { messages } from "../../messages";
import { useIsActivePage } from "../../shell/keep-alive-outlet";
import { PageFrame } from "../page-frame";

const PARAM = "conversation";

/**
 * The conversation named in the address, or null. The page stays mounted behind other tabs (keep-alive)
 * while the address is another page's: then it keeps showing the conversation it had and writes nothing,
 * else its `?conversation=` would land on that page (a pushed question's address among them).
 */
function useConversationParam(): [number | null, (id: number | null) => void] {
  const active = useIsActivePage();
  const [params, setParams] = useSearchParams();
  const value = Number(params.get(PARAM));
  const inAddress = Number.isInteger(value) && value > 0 ? value : null;
  const [kept, setKept] = useState(inAddress);
  if (active && kept !== inAddress) setKept(inAddress);
  const setId = (next: number | null) => {
    if (!active) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete(PARAM);
        else updated.set(PARAM, String(next));
        return updated;
      },
      { replace: true },
    );
  };
  return [active ? inAddress : kept, setId];
}

/** Opens the latest conversation (the list comes newest first) when the address names none. */
function useLatestConversation(enabled: boolean, open: (id: number) => void) {
  const conversations = useQuery({ ...chatConversationsOptions(useChatApi()), enabled });
  const latest = conversations.data?.[0]?.id;
  useEffect(() => {
    if (enabled && latest !== undefined) open(latest);
    // Once, when the list arrives: after that the person chooses.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, latest]);
}

/** One assistant page: its title, an optional line of guidance, and the panel for the role. */
function ChatPage({
  title,
  assistant,
  hint,
  openLatest = false,
}: {
  title: string;
  assistant: ChatRole;
  hint?: string;
  openLatest?: boolean;
}) {
  const [conversationId, setConversationId] = useConversationParam();
  const [params] = useSearchParams();
  const active = useIsActivePage();
  useLatestConversation(active && openLatest && !params.has(PARAM), setConversationId);
  return (
    <PageFrame title={title}>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      <ChatPanel role={assistant} conversationId={conversationId} onConversationChange={setConversationId} />
    </PageFrame>
  );
}

/** /teacher/chat: a new conversation starts with the first question. */
function TeacherChatPage() {
  return <ChatPage title={messages.chat.teacher} assistant="teacher" openLatest />;
}

/** /teacher/chatnew. */
function TeacherChatNewPage() {
  return <ChatPage title={messages.chat.teacherNew} assistant="teacher" />;
}

/** /teacher/research. */
function TeacherResearchPage() {
  return <ChatPage title={messages.chat.research} assistant="teacher" hint={messages.chat.researchHint} />;
}

/** /student/chat. */
function StudentChatPage() {
  return <ChatPage title={messages.chat.student} assistant="student" openLatest />;
}

export { StudentChatPage, TeacherChatNewPage, TeacherChatPage, TeacherResearchPage };
