// The demo accounts accept the privacy notice in force through the API, as if at an earlier visit: the
// scenarios that are not about the notice then meet the console as a returning person does. The notice
// itself (a first sign-in, a new version) is the privacy scenario's, with accounts of its own; any other
// account a scenario creates meets the notice and accepts it through the page (e2e/helpers.ts).

/** The seeded accounts (apps/server/src/seed/users.ts) and their passwords. */
const DEMO_ACCOUNTS: [string, string][] = [
  ["admin", "admin123"],
  ["teacher1", "teacher123"],
  ["teacher2", "teacher123"],
  ...Array.from({ length: 40 }, (_, i): [string, string] => [`student${String(i + 1).padStart(2, "0")}`, "student123"]),
];

type Answer<T> = { code: number; msg?: string; data: T };

async function call<T>(baseUrl: string, method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${baseUrl}/admin-api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as Answer<T>;
  if (answer.code !== 0) throw new Error(`${method} ${path}: ${answer.code} ${answer.msg ?? ""}`);
  return answer.data;
}

async function accept(baseUrl: string, username: string, password: string) {
  const login = await fetch(`${baseUrl}/admin-api/teach/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const signedIn = (await login.json()) as Answer<{ accessToken: string } | null>;
  // An account a scenario disabled or erased cannot sign in, so it never meets the notice.
  if (signedIn.code !== 0 || !signedIn.data) return;
  const { accessToken } = signedIn.data;
  const notice = await call<{ accepted: boolean; text: { version: number } }>(
    baseUrl,
    "GET",
    "/teach/privacy/notice/get",
    accessToken,
  );
  if (!notice.accepted)
    await call(baseUrl, "POST", "/teach/privacy/notice/accept", accessToken, { version: notice.text.version });
}

/** Every demo account accepts the privacy notice in force (a few sign-ins at a time). */
export async function demoAccountsAcceptPrivacyNotice(baseUrl: string): Promise<void> {
  const queue = [...DEMO_ACCOUNTS];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await accept(baseUrl, ...next);
  };
  await Promise.all(Array.from({ length: 4 }, lane));
}
