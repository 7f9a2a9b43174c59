import type { TokenPair, TokenStore } from "../client/token-store";
import type { components } from "../generated/openapi";
import { type ExclusiveRunner, type LockManagerLike, storageLeaseRunner, webLockRunner } from "./refresh-lock";
import { createSecretBox, type SecretBox } from "./secret-box";
import { defaultStorage, type KeyValueStorage } from "./storage";

/** The signed-in user as the shell keeps it. */
type LoginUserInfo = components["schemas"]["LoginUserInfo"];
/** Environment information kept client-side. */
type EnvironmentInfo = components["schemas"]["Environment"];

/** The login form as remembered for "remember me" (the password only when remembered). */
interface RememberedLogin {
  username: string;
  password: string | undefined;
  rememberMe: boolean;
}

/** Options of `createSession`. */
interface SessionOptions {
  /** Where state is kept (default: localStorage, or memory when there is none). */
  storage?: KeyValueStorage;
  /** Prefix of every storage key (default `smartclass.`). */
  prefix?: string;
  /** The page address read for `token` and `tenant` at creation (default: `location.href`). */
  address?: string | undefined;
  /** Encrypts the remembered password (default: AES-GCM on Web Crypto with a non-extractable key). */
  secretBox?: SecretBox;
  /** Cross-tab exclusivity for the token refresh (default: Web Locks, else a storage lease). */
  refreshLock?: ExclusiveRunner;
  /** The Web Locks manager (default: `navigator.locks`). */
  locks?: LockManagerLike | undefined;
}

/** Client-side session state: tokens, tenant, classroom flag, remembered login, user and environment. */
interface Session extends TokenStore {
  /** Store only an access token (e.g. one handed over in the page address). */
  setAccessToken(token: string): void;
  /** The tenant name, if known. */
  getTenantName(): string | undefined;
  /** Store the tenant id and name. */
  setTenant(id: string, name?: string): void;
  /** True in classroom mode (the page address carried tenant=classroom). */
  isClassroom(): boolean;
  /** Switch classroom mode. */
  setClassroom(on: boolean): void;
  /** Read `token` and `tenant` from an address; when both are present, store them. Returns whether it did. */
  applyAddress(address: string): boolean;
  /** The signed-in user, if stored. */
  getUserInfo(): LoginUserInfo | undefined;
  /** Store the signed-in user. */
  setUserInfo(user: LoginUserInfo): void;
  /** The environment info, if stored. */
  getEnvironment(): EnvironmentInfo | undefined;
  /** Store the environment info. */
  setEnvironment(environment: EnvironmentInfo): void;
  /** Remember the login form; the password is encrypted, and kept only when rememberMe is on. */
  rememberLogin(form: { username: string; password?: string | undefined; rememberMe: boolean }): Promise<void>;
  /** The remembered login form (the password decrypted), or undefined. */
  getRememberedLogin(): Promise<RememberedLogin | undefined>;
  /** Forget the remembered login form. */
  forgetLogin(): void;
  /** True when an access token is stored. */
  isLoggedIn(): boolean;
  /** Run a task exclusively across tabs (used by the client for the token refresh). */
  withRefreshLock<T>(task: () => Promise<T>): Promise<T>;
  /** Called when tokens change in this tab (login, refresh, logout); returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const KEYS = {
  access: "ACCESS_TOKEN",
  refresh: "REFRESH_TOKEN",
  expires: "EXPIRES_TIME",
  tenantId: "TENANT_ID",
  tenantName: "TENANT_NAME",
  classroom: "CLASSROOM",
  user: "USER_INFO",
  environment: "ENVIRONMENT",
  username: "LOGIN_USERNAME",
  password: "LOGIN_PASSWORD",
  rememberMe: "LOGIN_REMEMBER_ME",
  refreshLease: "REFRESH_LEASE",
} as const;

function readJson<T>(raw: string | null): T | undefined {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/** Creates the session store the client, the guard and the login page share. */
function createSession(options: SessionOptions = {}): Session {
  const storage = options.storage ?? defaultStorage();
  const prefix = options.prefix ?? "smartclass.";
  const key = (name: string) => `${prefix}${name}`;
  const get = (name: string) => storage.getItem(key(name)) ?? undefined;
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) storage.removeItem(key(name));
    else storage.setItem(key(name), value);
  };
  let box: SecretBox | undefined = options.secretBox;
  const secretBox = () => (box ??= createSecretBox());
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };

  const locks =
    "locks" in options ? options.locks : (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  const refreshLock: ExclusiveRunner =
    options.refreshLock ??
    (locks ? webLockRunner(locks, key("refresh")) : storageLeaseRunner({ storage, key: key(KEYS.refreshLease) }));

  const session: Session = {
    getAccessToken: () => get(KEYS.access),
    getRefreshToken: () => get(KEYS.refresh),
    getTenantId: () => get(KEYS.tenantId),
    setTokens(pair: TokenPair) {
      set(KEYS.access, pair.accessToken);
      set(KEYS.refresh, pair.refreshToken);
      set(KEYS.expires, String(pair.expiresTime));
      changed();
    },
    setAccessToken(token) {
      set(KEYS.access, token);
      changed();
    },
    clear() {
      for (const name of [KEYS.access, KEYS.refresh, KEYS.expires, KEYS.user]) set(name, undefined);
      changed();
    },
    getTenantName: () => get(KEYS.tenantName),
    setTenant(id, name) {
      set(KEYS.tenantId, id);
      set(KEYS.tenantName, name);
    },
    isClassroom: () => get(KEYS.classroom) === "true",
    setClassroom(on) {
      set(KEYS.classroom, on ? "true" : undefined);
    },
    applyAddress(address) {
      let url: URL;
      try {
        url = new URL(address, "http://localhost");
      } catch {
        return false;
      }
      const token = url.searchParams.get("token");
      const tenant = url.searchParams.get("tenant");
      if (!token || !tenant) return false;
      session.setAccessToken(token);
      session.setTenant(tenant);
      session.setClassroom(tenant === "classroom");
      return true;
    },
    getUserInfo: () => readJson<LoginUserInfo>(get(KEYS.user) ?? null),
    setUserInfo(user) {
      set(KEYS.user, JSON.stringify(user));
    },
    getEnvironment: () => readJson<EnvironmentInfo>(get(KEYS.environment) ?? null),
    setEnvironment(environment) {
      set(KEYS.environment, JSON.stringify(environment));
    },
    async rememberLogin(form) {
      set(KEYS.username, form.username.trim());
      set(KEYS.rememberMe, form.rememberMe ? "true" : "false");
      if (form.rememberMe && form.password) set(KEYS.password, await secretBox().seal(form.password));
      else set(KEYS.password, undefined);
    },
    async getRememberedLogin() {
      const username = get(KEYS.username);
      if (username === undefined) return undefined;
      const rememberMe = get(KEYS.rememberMe) === "true";
      const sealed = get(KEYS.password);
      let password: string | undefined;
      if (rememberMe && sealed) {
        try {
          password = await secretBox().open(sealed);
        } catch {
          // Sealed with a key that is gone (another browser profile, cleared IndexedDB): forget it.
          set(KEYS.password, undefined);
        }
      }
      return { username, password, rememberMe };
    },
    forgetLogin() {
      for (const name of [KEYS.username, KEYS.password, KEYS.rememberMe]) set(name, undefined);
    },
    isLoggedIn: () => Boolean(get(KEYS.access)),
    withRefreshLock: (task) => refreshLock(task),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };

  // Another tab logged in, refreshed or logged out: tell this tab's listeners too.
  if (!options.storage && typeof globalThis.addEventListener === "function") {
    globalThis.addEventListener("storage", (event: StorageEvent) => {
      if (event.key === null || event.key === key(KEYS.access) || event.key === key(KEYS.refresh)) changed();
    });
  }

  const address = "address" in options ? options.address : globalThis.location?.href;
  if (address) session.applyAddress(address);
  return session;
}

export { createSession };
export type { EnvironmentInfo, LoginUserInfo, RememberedLogin, Session, SessionOptions };
