// Every route of the spec exists; pages of activities not built yet say so instead of failing.
import { useLocation } from "react-router-dom";

import { messages } from "../messages";
import { titleForPath } from "../routes/route-table";
import { PageFrame } from "./page-frame";

/** A route whose page is not built yet: its title and a notice. */
function AreaPage({ title }: { title?: string }) {
  const { pathname } = useLocation();
  return (
    <PageFrame title={title || titleForPath(pathname) || pathname}>
      <p className="rounded-md border border-dashed p-6 text-sm text-muted-foreground">{messages.pageNotBuilt}</p>
    </PageFrame>
  );
}

export default AreaPage;
