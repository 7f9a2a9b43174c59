/** The document title: `页面 - 系统名` with dynamic titles on (and a known page), else the system name. */
function pageTitle(title: string | undefined, systemName: string, dynamic: boolean): string {
  return dynamic && title ? `${title} - ${systemName}` : systemName;
}

export { pageTitle };
