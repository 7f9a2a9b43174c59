import * as React from "react";

/**
 * What the phone title bar's back button does. With pages visited before in this shell, the browser's
 * own history goes back (the router follows it, the page's address and scroll come back as the system
 * back gesture would bring them); on the first page of a visit (opened from a link or a bookmark) there
 * is no earlier page of the app to return to, so it goes up to the home page instead of leaving the app.
 */
function useBack(currentPath: string, homePath: string, onNavigate: (path: string) => void): () => void {
  const [visited, setVisited] = React.useState<readonly string[]>([currentPath]);
  if (visited[visited.length - 1] !== currentPath) {
    // Coming back to the page before the last one is going back; anything else is a new step forward.
    setVisited((paths) =>
      paths.length > 1 && paths[paths.length - 2] === currentPath ? paths.slice(0, -1) : [...paths, currentPath],
    );
  }
  const hasEarlier = visited.length > 1;
  return React.useCallback(() => {
    if (hasEarlier) window.history.back();
    else onNavigate(homePath);
  }, [hasEarlier, homePath, onNavigate]);
}

export { useBack };
