// The language a request asked for (its first Accept-Language tag), carried through the request's
// asynchronous work, so that the texts the server answers with (errors, refusals) can follow it
// without every handler passing it along.
import { AsyncLocalStorage } from "node:async_hooks";

/** The languages the server answers in: Chinese (the spec's texts, the default) and English. */
export type Language = "zh" | "en";

const storage = new AsyncLocalStorage<Language>();

/** Whether an Accept-Language header's first tag is English (`en`, `en-GB`, …). */
export function prefersEnglish(acceptLanguage: string | string[] | undefined): boolean {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  const first = header?.split(",")[0]?.split(";")[0]?.trim().toLowerCase() ?? "";
  return first === "en" || first.startsWith("en-");
}

/** The language of an Accept-Language header: English when its first tag is English, Chinese otherwise. */
export function languageOf(acceptLanguage: string | string[] | undefined): Language {
  return prefersEnglish(acceptLanguage) ? "en" : "zh";
}

/** Runs `fn` (and every asynchronous continuation it starts) in `language`. */
export function runInLanguage<T>(language: Language, fn: () => T): T {
  return storage.run(language, fn);
}

/** The language of the work in progress; Chinese outside a request (seeding, background jobs). */
export function currentLanguage(): Language {
  return storage.getStore() ?? "zh";
}
