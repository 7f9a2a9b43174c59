import { Button, cn, STYLE_SCOPE_CLASS } from "@smartclass/ui";
import { cva, type VariantProps } from "class-variance-authority";
import { BellRingIcon } from "lucide-react";
import { useState } from "react";
import type * as React from "react";

import { type Camera, type TabletCamera } from "../check-in/camera";
import { CheckInDialog } from "../check-in/check-in-dialog";
import { messages } from "../messages";

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

/** The prompt a student sees when the teacher starts a sign-in; it opens the check-in dialog. */
function SignInWidget({
  className,
  placement,
  signInId,
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
  return (
    <section
      data-slot="sign-in-widget"
      aria-label={messages.signInWidget.title}
      className={cn(STYLE_SCOPE_CLASS, signInWidgetVariants({ placement }), className)}
      {...props}
    >
      <BellRingIcon className="size-6 shrink-0 text-primary-strong" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="text-sm font-semibold">{messages.signInWidget.title}</h2>
        <p className="text-sm text-muted-foreground">{messages.signInWidget.description}</p>
      </div>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {messages.signInWidget.action}
      </Button>
      <CheckInDialog
        open={open}
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
