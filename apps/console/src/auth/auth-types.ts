// What the console knows about the signed-in person, and the operations on it. Implemented on
// @smartclass/api's session and client in `auth-store.ts`; the guard and pages only see this.
import type { components } from "@smartclass/api";

import type { MenuRoute } from "../routes/menu-routes";

/** A menu route record as the server sends it. */
type ServerRouteRecord = components["schemas"]["RouteRecord"];

/** The current user as the shell shows it. */
interface ConsoleUser {
  id: number;
  userName: string;
  nickname: string;
  avatar: string;
  roles: string[];
  permissions: string[];
  roleIds: number[];
}

/** A snapshot of the session, immutable: a new object on every change. */
interface AuthSnapshot {
  accessToken: string | null;
  classroom: boolean;
  /** The login page is finishing a login. */
  loggingIn: boolean;
  /** `null` until the current user is loaded (roles not loaded yet). */
  user: ConsoleUser | null;
  /** The server's menu tree, for the sidebar. */
  menus: ServerRouteRecord[];
  /** The pages the menu tree adds to the router. */
  menuRoutes: MenuRoute[];
}

export type { AuthSnapshot, ConsoleUser, ServerRouteRecord };
