// The interface language. Every package keeps its texts in a messages module with one table per language;
// `localized` turns the tables into one object that answers in the page's language at each read, so a
// component reads `messages.x` and never knows there is more than one language.
//
// The page's language is <html lang>: the host application sets it before it renders (the console does
// in `locale-boot.ts`), and a product that embeds a widget sets it the same way. No shared store is
// needed between packages, and a page without `lang` stays Chinese, the spec's language.

import { browserLocalStorage, type KeyValueStorage } from "./storage";

/** The languages the interface speaks: Chinese (the default, the spec's texts verbatim) and English. */
type Locale = "zh-CN" | "en";

/** The languages in the order a language menu lists them. */
const locales = ["zh-CN", "en"] as const satisfies readonly Locale[];

/** Chinese until the page says otherwise. */
const DEFAULT_LOCALE: Locale = "zh-CN";

/** The local key the chosen language is remembered under. */
const LOCALE_KEY = "locale";

/** Each language's name in itself, as a language menu shows it. */
const localeNames: Record<Locale, string> = { "zh-CN": "中文", en: "English" };

/** The locale a BCP 47 tag selects: any English tag gives English, everything else Chinese. */
function localeOf(tag: string | null | undefined): Locale {
  return tag?.trim().toLowerCase().startsWith("en") ? "en" : DEFAULT_LOCALE;
}

/** The language of the page now: <html lang> (Chinese outside a browser). */
function currentLocale(): Locale {
  if (typeof document === "undefined") return DEFAULT_LOCALE;
  return localeOf(document.documentElement.lang);
}

/** Whether a stored value is one of the locales. */
function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The remembered language; missing, unreadable or unknown values give Chinese. */
function readLocale(storage: KeyValueStorage | undefined = browserLocalStorage()): Locale {
  try {
    const value = storage?.getItem(LOCALE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Remembers a language (the page applies it on its next load: see `applyLocale`). */
function writeLocale(locale: Locale, storage: KeyValueStorage | undefined = browserLocalStorage()): void {
  try {
    storage?.setItem(LOCALE_KEY, locale);
  } catch {
    // A browser that refuses storage keeps the language for this page only.
  }
}

/** Sets <html lang> to a locale, so every package's messages answer in it from now on. */
function applyLocale(
  locale: Locale,
  root: Pick<HTMLElement, "lang"> | undefined = globalThis.document?.documentElement,
): void {
  if (root) root.lang = locale;
}

/**
 * The same shape as a message table `T`, with any texts: what a second language's table must match.
 * Functions keep their parameters (a text with a count stays a function of the count).
 */
type MessageTable<T> = T extends (...args: infer A) => infer R
  ? (...args: A) => R extends string ? string : R
  : T extends string
    ? string
    : T extends readonly (infer U)[]
      ? readonly MessageTable<U>[]
      : T extends object
        ? { readonly [K in keyof T]: MessageTable<T[K]> }
        : T;

type Tables<T> = { "zh-CN": T; en: MessageTable<T> };

function isTable(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

/** A view of one nested table that reads from the current locale's table at every access. */
function localizedView<T extends object>(tables: Tables<T>, pick: (root: unknown) => unknown): T {
  const children = new Map<PropertyKey, unknown>();
  const active = (): object => {
    const table = pick(currentLocale() === "en" ? tables.en : tables["zh-CN"]);
    return isTable(table) ? table : (pick(tables["zh-CN"]) as object);
  };
  const base = pick(tables["zh-CN"]) as object;
  return new Proxy(base, {
    get(_target, key) {
      const value: unknown = Reflect.get(active(), key);
      if (!isTable(value) || typeof key === "symbol") return value;
      let child = children.get(key);
      if (!child) {
        child = localizedView(tables, (root) => {
          const parent = pick(root);
          return isTable(parent) ? Reflect.get(parent, key) : undefined;
        });
        children.set(key, child);
      }
      return child;
    },
    has: (_target, key) => Reflect.has(active(), key),
    ownKeys: () => Reflect.ownKeys(active()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(active(), key);
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
  }) as T;
}

/**
 * One message object over a Chinese and an English table: each read answers from the table of the page's
 * language (`currentLocale`). Components keep reading `messages.x`; adding the language changes none.
 */
function localized<T extends object>(zhCN: T, en: MessageTable<T>): T {
  return localizedView({ "zh-CN": zhCN, en }, (root) => root);
}

/**
 * The key paths in which two message tables differ (a key in one and not the other, or a text in one
 * where the other has a nested table): empty when the tables have the same shape. For each package's
 * check that its tables have the same keys.
 */
function differingKeys(a: unknown, b: unknown, path = ""): string[] {
  if (!isTable(a) || !isTable(b)) return isTable(a) !== isTable(b) || typeof a !== typeof b ? [path || "(root)"] : [];
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return [path || "(root)"];
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const out: string[] = [];
  for (const key of keys) {
    const sub = path ? `${path}.${key}` : key;
    if (!(key in a) || !(key in b)) out.push(sub);
    else out.push(...differingKeys(Reflect.get(a, key), Reflect.get(b, key), sub));
  }
  return out;
}

export {
  applyLocale,
  currentLocale,
  DEFAULT_LOCALE,
  differingKeys,
  isLocale,
  localeNames,
  localeOf,
  locales,
  LOCALE_KEY,
  localized,
  readLocale,
  writeLocale,
};
export type { Locale, MessageTable };
