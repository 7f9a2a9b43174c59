import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/** `/redirect/{path}`: re-mounts the page at `{path}` (the tags view's refresh). */
function RedirectPage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = pathname.replace(/^\/redirect/, "") || "/";
    navigate(`${target}${search}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);
  return null;
}

export default RedirectPage;
