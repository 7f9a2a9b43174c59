// A console message table's English half lives in a module of its own, loaded only by a page whose
// chosen language is English: a Chinese page (the default, and most visits) never downloads it, and an
// English page loads it before its first render (main.tsx waits for `englishReady`), so it paints in
// English from the start. The language only changes with a reload (the user menu reloads the page).
import { currentLocale, localized, type MessageTable } from "@smartclass/ui";

/** The English tables still to load, one per message module evaluated so far. */
const pending: (() => Promise<void>)[] = [];

/**
 * `localized(zhCN, en)` for an English table loaded on demand: the same object, read the same way. Until
 * the English table has arrived an English page reads the Chinese texts (the table starts as a copy of
 * them), so a text is never missing, only late.
 */
function localizedEnglishWhenChosen<T extends object>(zhCN: T, loadEnglish: () => Promise<MessageTable<T>>): T {
  // Filled in place: the localized view holds this object and reads it again at every access.
  const en: MessageTable<T> = { ...(zhCN as MessageTable<T>) };
  let loaded: Promise<void> | undefined;
  pending.push(() => {
    loaded ??= loadEnglish().then((table) => {
      Object.assign(en, table);
    });
    return loaded;
  });
  return localized(zhCN, en);
}

/**
 * Resolves when every English table the page needs so far has arrived (at once on a Chinese page). A
 * table that cannot be loaded (the network failed) leaves its Chinese texts in place: the page still
 * renders rather than staying blank.
 */
async function englishReady(): Promise<void> {
  if (currentLocale() !== "en") return;
  await Promise.all(pending.map((load) => load().catch(() => undefined)));
}

export { englishReady, localizedEnglishWhenChosen };
