import { ErrorPage } from "@smartclass/ui";
import { useNavigate } from "react-router-dom";

/** The 401 page. */
function UnauthorizedPage() {
  const navigate = useNavigate();
  return (
    <main className="min-h-screen bg-background px-4 text-foreground">
      <ErrorPage code={401} onHome={() => navigate("/index")} onBack={() => navigate(-1)} />
    </main>
  );
}

/** The 404 page. */
function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className="min-h-screen bg-background px-4 text-foreground">
      <ErrorPage code={404} onHome={() => navigate("/index")} />
    </main>
  );
}

export { NotFoundPage, UnauthorizedPage };
