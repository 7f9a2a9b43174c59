// The React side of the event channel: a provider that opens one push connection for the page, and
// hooks with which widgets react to pushed events and to reconnects.
import type { PushEventOf, PushEventType } from "@smartclass/api";
import { createContext, use, useEffect, useRef, useState } from "react";
import type * as React from "react";

import { connectEventChannel, createEventChannel, type EventChannel, type PushSubscribe } from "./event-channel";

const EventChannelContext = createContext<EventChannel | null>(null);

type ClassroomEventsProviderProps = {
  /** Connects to the push channel (the console passes @smartclass/api's push client, with its
   * `onStatus`); `null` while there is nothing to connect (e.g. signed out). */
  subscribe: PushSubscribe | null;
  /** Push errors for people (e.g. 您的浏览器不支持WebSocket); optional when a listener reports them. */
  onError?: (message: string) => void;
  children: React.ReactNode;
};

/** Opens one push connection for every classroom widget below it and fans its events out. */
function ClassroomEventsProvider({ subscribe, onError, children }: ClassroomEventsProviderProps) {
  const [channel] = useState(() => createEventChannel());
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  useEffect(() => {
    if (!subscribe) return;
    return connectEventChannel(channel, subscribe);
  }, [channel, subscribe]);
  useEffect(
    () => channel.subscribe({ onEvent: () => undefined, onError: (message) => onErrorRef.current?.(message) }),
    [channel],
  );
  return <EventChannelContext value={channel}>{children}</EventChannelContext>;
}

/** The page's event channel, or `null` outside a ClassroomEventsProvider (widgets then only refresh by hand). */
function useClassroomEventChannel(): EventChannel | null {
  return use(EventChannelContext);
}

/** Calls `handler` for every pushed event of the given type(s) while `enabled`; the newest handler is used. */
function useClassroomEvent<T extends PushEventType>(
  types: T | readonly T[],
  handler: (event: PushEventOf<T>) => void,
  enabled = true,
): void {
  const channel = useClassroomEventChannel();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  const key = (Array.isArray(types) ? types : [types]).join(",");
  useEffect(() => {
    if (!channel || !enabled) return;
    const wanted = new Set(key.split(","));
    return channel.subscribe({
      onEvent: (event) => {
        // The push client parsed the frame into the contract's union and checked its ids; the type
        // was matched here.
        if (wanted.has(event.type)) handlerRef.current(event as PushEventOf<T>);
      },
      onError: () => undefined,
    });
  }, [channel, enabled, key]);
}

/** Calls `handler` each time the push connection (re)opens after the widget mounted, so that it
 * refetches what it may have missed while disconnected (a reload, a phone back from the background). */
function useOnPushReconnect(handler: () => void, enabled = true): void {
  const channel = useClassroomEventChannel();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!channel || !enabled) return;
    return channel.onOpen(() => handlerRef.current());
  }, [channel, enabled]);
}

/** Calls `handler` when the connection cannot replay what was missed although something may be running
 * (a first connect after login, or a resync), so that the page fetches the activity in progress. */
function useOnPushCatchUp(handler: () => void, enabled = true): void {
  const channel = useClassroomEventChannel();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!channel || !enabled) return;
    return channel.onCatchUp(() => handlerRef.current());
  }, [channel, enabled]);
}

export { ClassroomEventsProvider, useClassroomEvent, useClassroomEventChannel, useOnPushCatchUp, useOnPushReconnect };
export type { ClassroomEventsProviderProps };
