// /teacher/assignment/screenin/{screenId}: the classroom's big screen, public (the screen id is the
// key), outside the shell, following the teacher's casts live.
import { ScreenCastView } from "@smartclass/classroom";
import { useParams } from "react-router-dom";

/** /teacher/assignment/screenin/{screenId}. */
function ScreenInPage() {
  const screenId = useParams().screenId ?? "";
  // The API on the page's own origin, as services/api.ts has it; the screen needs no client or session.
  return <ScreenCastView baseUrl={`${window.location.origin}/admin-api`} screenId={screenId} />;
}

export default ScreenInPage;
