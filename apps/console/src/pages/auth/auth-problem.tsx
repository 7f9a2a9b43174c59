// @smartclass/ui's sign-in problem card with its way back leading to this console's login page.
import { AuthProblem as AuthProblemCard, type AuthProblemProps } from "@smartclass/ui";
import { useNavigate } from "react-router-dom";

/** A sign-in flow that cannot go on: the server's (or the page's) message and the way back to login. */
function AuthProblem(props: Omit<AuthProblemProps, "loginHref" | "onNavigate">) {
  const navigate = useNavigate();
  return <AuthProblemCard {...props} loginHref="/login" onNavigate={(href) => void navigate(href)} />;
}

export { AuthWaiting } from "@smartclass/ui";
export { AuthProblem };
