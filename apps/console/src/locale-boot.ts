// The remembered interface language, applied to <html lang> as the entry module's first import: every
// console module evaluated after it (and every page loaded later) reads its texts in that language.
// The console's CSP forbids inline scripts, so this cannot sit in index.html (which keeps lang="zh-CN").
import { applyLocale, type KeyValueStorage, type Locale, readLocale } from "@smartclass/ui";

/** Sets <html lang> to the language chosen in the user menu (Chinese if none), and returns it. */
function bootLocale(
  storage?: KeyValueStorage,
  root: Pick<HTMLElement, "lang"> | undefined = globalThis.document?.documentElement,
): Locale {
  const locale = readLocale(storage);
  applyLocale(locale, root);
  return locale;
}

bootLocale();

export { bootLocale };
