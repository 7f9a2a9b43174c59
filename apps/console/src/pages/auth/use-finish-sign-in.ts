import type { TokenPair } from "@smartclass/api";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";

import { useAuth } from "../../auth/auth-context";
import { afterLoginPath } from "../../auth/login-form";

/**
 * Signs a person in with a token pair the way the login page does (load the user, then go to the safe
 * `redirect` or their own area), and ends the login when the page unmounts.
 */
function useFinishSignIn(): (pair: TokenPair) => Promise<void> {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => () => auth.finishLogin(), [auth]);
  return async (pair) => {
    const user = await auth.login(pair);
    navigate(afterLoginPath(params.get("redirect"), user.roles), { replace: true });
  };
}

export { useFinishSignIn };
