import { cn, STYLE_SCOPE_CLASS } from "@smartclass/ui";
import { cva } from "class-variance-authority";
import { PresentationIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import type * as React from "react";

import type { ControlMode } from "./control-api";
import { isPathOpenWhenLocked } from "./locked-paths";
import { controlMessages } from "./messages";

// The lock cover is a modal dialog: its code loads when a teacher first locks the screen, not with every
// student page.
const StudentLockCover = lazy(() => import("./student-lock-cover").then((m) => ({ default: m.StudentLockCover })));

const bannerVariants = cva(
  "flex items-center gap-2 rounded-md border border-primary/30 bg-primary/10 px-4 py-2 text-sm font-medium text-foreground",
);

type StudentControlCoverProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The session's control mode (useStudentControlMode): 0 自由, 1 讲授, 2 锁屏. */
  mode: ControlMode;
  /** The student page shown now; the pushed activity pages and the check-in stay open when locked. */
  path: string;
};

/** What a student page shows for the teacher's control mode: the lecture banner (讲授), a cover that
 * cannot be dismissed (锁屏, except on the activity pages), or nothing (自由). */
function StudentControlCover({ mode, path, className, ...props }: StudentControlCoverProps) {
  if (mode === 1) {
    return (
      <div
        data-slot="student-control-banner"
        role="status"
        className={cn(STYLE_SCOPE_CLASS, bannerVariants(), className)}
        {...props}
      >
        <PresentationIcon className="size-4 shrink-0 text-primary-strong" aria-hidden />
        {controlMessages.lecturing}
      </div>
    );
  }
  if (mode !== 2 || isPathOpenWhenLocked(path)) return null;
  return (
    <Suspense fallback={null}>
      <StudentLockCover />
    </Suspense>
  );
}

export { StudentControlCover };
export type { StudentControlCoverProps };
