// The empty state of the pages that act on the running session (学生名单, 课堂控制): say there is none
// and link to the class dashboard where one starts.
import { Button } from "@smartclass/ui";
import { Link } from "react-router-dom";

import { messages } from "../../messages";

/** 当前没有进行中的课, with a link to /teacher/new. */
function NoRunningClass() {
  return (
    <div role="status" className="flex flex-col items-start gap-3 rounded-md border border-dashed p-6 text-sm">
      <p>{messages.userlist.noClass}</p>
      <Button asChild variant="primary">
        <Link to="/teacher/new">{messages.userlist.goStart}</Link>
      </Button>
    </div>
  );
}

/** The session-loading line of those pages. */
function LoadingLine() {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {messages.loading}
    </p>
  );
}

export { LoadingLine, NoRunningClass };
