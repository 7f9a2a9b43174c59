import { Button, cn, STYLE_SCOPE_CLASS } from "@smartclass/ui";
import { cva, type VariantProps } from "class-variance-authority";
import { BellRingIcon, ClockIcon } from "lucide-react";
import { useEffect, useState } from "react";
import type * as React from "react";

import type { Camera, TabletCamera } from "../check-in/camera";
import { CheckInDialog } from "../check-in/check-in-dialog";
import { usePhoneLayout } from "../lib/phone-layout";
import { useServerCountdown } from "../lib/use-server-countdown";
import { messages } from "../messages";
import { useClassroomEvent } from "../push/classroom-events";

/**
 * On a phone the floating prompt spans the screen's width just above the home indicator, its 签到
 * button a 44 px target under the thumb.
 */
const PHONE_FLOATING_CLASS =
  "right-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] left-3 w-auto max-w-none [&_button]:min-h-11 [&_button]:min-w-11";

/** How long 签到已结束 stays before the widget goes. */
const ENDED_NOTICE_MS = 3000;

const signInWidgetVariants = cva(
  "flex items-center gap-3 rounded-lg border border-primary bg-card p-4 text-foreground shadow-lg",
  {
    variants: {
      placement: {
        inline: "w-full",
        floating: "fixed right-6 bottom-6 z-40 w-[22rem] max-w-[calc(100vw-3rem)]",
      },
    },
    defaultVariants: { placement: "floating" },
  },
);

type SignInWidgetProps = Omit<React.ComponentProps<"section">, "children"> &
  VariantProps<typeof signInWidgetVariants> & {
    /** The check-in id of the pushed `signIn` event. */
    signInId: number;
    /** When the sign-in ends, server epoch ms (the event's `at` plus its `duration`); given, the widget
     * counts down to it and goes at 0. */
    endTime?: number | null;
    /** Whether someone is signed in (check-in requires a login). */
    loggedIn: boolean;
    /** Sends the student to the login page with a redirect back. */
    onLoginRequired?: () => void;
    /** Called once the student has checked in; the page then hides the widget. */
    onSignedIn: () => void;
    /** Device kind, passed on to the check-in dialog. */
    device?: "desktop" | "tablet";
    /** Camera for face check-in (desktop). */
    camera?: Camera;
    /** Native camera (tablet). */
    tabletCamera?: TabletCamera;
    /** Given, the dialog's status 5 (no face registered) offers 录入人脸, which calls this. */
    onEnrolFace?: () => void;
  };

/** The prompt a student sees when the teacher starts a sign-in; it opens the check-in dialog. It counts
 * down to the sign-in's end when known and, at 0 or when the sign-in is ended or cancelled
 * (activityChanged), shows 签到已结束 and then goes. */
function SignInWidget({
  className,
  placement,
  signInId,
  endTime = null,
  loggedIn,
  onLoginRequired,
  onSignedIn,
  device,
  camera,
  tabletCamera,
  onEnrolFace,
  ...props
}: SignInWidgetProps) {
  const [open, setOpen] = useState(false);
  const { phone } = usePhoneLayout();
  const [endedByServer, setEndedByServer] = useState(false);
  const [gone, setGone] = useState(false);
  const remaining = useServerCountdown(endTime, { running: !endedByServer });
  const ended = endedByServer || remaining === 0;
  useClassroomEvent("activityChanged", (event) => {
    // The contract's activity names grow with the server (sign-ins end and cancel too).
    const activity: string = event.activity;
    if (activity === "signIn" && event.id === signInId && (event.status === 2 || event.status === 3)) {
      setEndedByServer(true);
    }
  });
  useEffect(() => {
    if (!ended) return;
    const timer = window.setTimeout(() => setGone(true), ENDED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [ended]);
  if (gone) return null;
  const text = messages.signInWidget;
  return (
    <section
      data-slot="sign-in-widget"
      data-state={ended ? "ended" : "open"}
      aria-label={messages.signInWidget.title}
      className={cn(
        STYLE_SCOPE_CLASS,
        signInWidgetVariants({ placement }),
        phone && (placement ?? "floating") === "floating" && PHONE_FLOATING_CLASS,
        className,
      )}
      {...props}
    >
      <BellRingIcon className="size-6 shrink-0 text-primary-strong" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="text-sm font-semibold">{text.title}</h2>
        {ended ? (
          <p role="status" className="text-sm font-medium text-warning">
            {text.ended}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            {text.description}
            {remaining !== null ? (
              <span className="ml-1 inline-flex items-center gap-1 tabular-nums" data-slot="sign-in-remaining">
                <ClockIcon className="size-3.5" aria-hidden />
                {text.remaining(remaining)}
              </span>
            ) : null}
          </p>
        )}
      </div>
      {ended ? null : (
        <Button variant="primary" onClick={() => setOpen(true)}>
          {text.action}
        </Button>
      )}
      <CheckInDialog
        open={open && !ended}
        onOpenChange={setOpen}
        loggedIn={loggedIn}
        signInId={signInId}
        onCheckedIn={onSignedIn}
        {...(onLoginRequired ? { onLoginRequired } : {})}
        {...(device ? { device } : {})}
        {...(camera ? { camera } : {})}
        {...(tabletCamera ? { tabletCamera } : {})}
        {...(onEnrolFace ? { onEnrolFace } : {})}
      />
    </section>
  );
}

export { SignInWidget, signInWidgetVariants };
export type { SignInWidgetProps };
