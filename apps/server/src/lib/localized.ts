// A messages table in both languages behind one object: handlers keep reading `messages.key`, and each
// read answers the text of the current request's language (lib/request-language.ts).
import { currentLanguage } from "./request-language.js";

/** The English table's shape for a Chinese table: the same keys, strings or functions of the same parameters. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

const tables = new WeakMap<object, { zh: object; en: object }>();

/** The language-selecting view of a Chinese table and its English translation (typed as the Chinese table). */
export function localized<T extends object>(zh: T, en: Translation<T>): T {
  const view = new Proxy(zh, {
    get: (target, key, receiver) =>
      currentLanguage() === "en" ? Reflect.get(en, key) : Reflect.get(target, key, receiver),
  });
  tables.set(view, { zh, en });
  return view;
}

/** The two tables behind a view made by `localized` (undefined for anything else); the same-keys test reads them. */
export function tablesOf(view: unknown): { zh: object; en: object } | undefined {
  return view && typeof view === "object" ? tables.get(view) : undefined;
}
