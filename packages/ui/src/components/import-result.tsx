import { CopyIcon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/cn";
import { messages } from "../messages";
import { Button } from "./button";
import { Table, type TableColumn } from "./table";

/** One row of the imported file that was not written, with its line in the file and why. */
type ImportFailure = { line: number; reason: string };

/** A created user's initial password, shown once so the administrator can hand it over. */
type InitialPassword = { username: string; password: string };

/**
 * What an import did: rows created, rows updated (when the import may update), rows refused, and the
 * initial password of each created user (when the server chose them).
 */
type ImportResultData = {
  created: number;
  updated?: number;
  failures: ImportFailure[];
  initialPasswords?: InitialPassword[];
};

type ImportResultProps = Omit<React.ComponentProps<"section">, "children"> & {
  result: ImportResultData;
  /** Where 复制失败明细 and 复制全部 write; the browser's clipboard by default. */
  clipboard?: Pick<Clipboard, "writeText">;
};

/** The failures as tab-separated text with a header row, so they paste into a spreadsheet or a message. */
function failuresText(failures: readonly ImportFailure[]): string {
  const t = messages.importResult;
  const clean = (text: string) => text.replace(/[\t\r\n]+/g, " ");
  return [`${t.line}\t${t.reason}`, ...failures.map((f) => `${f.line}\t${clean(f.reason)}`)].join("\n");
}

/**
 * The passwords as "username<TAB>password" lines (no header), so each line pastes into a spreadsheet row
 * or a message to one user as it is.
 */
function passwordsText(passwords: readonly InitialPassword[]): string {
  const clean = (text: string) => text.replace(/[\t\r\n]+/g, " ");
  return passwords.map((p) => `${clean(p.username)}\t${clean(p.password)}`).join("\n");
}

/** The failures table's columns, with their headers in the page's language. */
const failureColumns = (): TableColumn<ImportFailure>[] => [
  { key: "line", header: messages.importResult.line, width: 80, align: "right" },
  { key: "reason", header: messages.importResult.reason, className: "whitespace-normal" },
];

/** The passwords table's columns: the password in monospace (0/O and 1/l told apart), one click selects it. */
const passwordColumns = (): TableColumn<InitialPassword>[] => [
  { key: "username", header: messages.importResult.username },
  {
    key: "password",
    header: messages.importResult.password,
    cell: (row) => <span className="font-mono select-all">{row.password}</span>,
  },
];

type CopyState = "idle" | "copied" | "failed";

/** Writes text to the given clipboard (the browser's by default) and answers how it went. */
async function copyText(text: string, clipboard: Pick<Clipboard, "writeText"> | undefined): Promise<CopyState> {
  const target = clipboard ?? (typeof navigator === "undefined" ? undefined : navigator.clipboard);
  try {
    if (!target) throw new Error("no clipboard");
    await target.writeText(text);
    return "copied";
  } catch {
    return "failed";
  }
}

/** The copy outcome beside a copy button, read out by screen readers. */
function CopyStatus({ state }: { state: CopyState }) {
  const t = messages.importResult;
  return (
    <span role="status" className="text-muted-foreground">
      {state === "copied" ? t.copied : state === "failed" ? t.copyFailed : ""}
    </span>
  );
}

/**
 * The created users' initial passwords: the server answers them only once, so the section says so and
 * offers 复制全部 next to a table the administrator can also select by hand.
 */
function InitialPasswords({
  passwords,
  clipboard,
}: {
  passwords: readonly InitialPassword[];
  clipboard: Pick<Clipboard, "writeText"> | undefined;
}) {
  const [copy, setCopy] = React.useState<CopyState>("idle");
  const headingId = React.useId();
  const hintId = React.useId();
  const t = messages.importResult;
  return (
    <section
      data-slot="import-result-passwords"
      aria-labelledby={headingId}
      aria-describedby={hintId}
      className="flex flex-col gap-2"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-medium">
          {t.passwordsCaption}
        </h3>
        <span className="inline-flex items-center gap-2">
          <CopyStatus state={copy} />
          <Button size="small" onClick={() => void copyText(passwordsText(passwords), clipboard).then(setCopy)}>
            <CopyIcon aria-hidden />
            {t.copyPasswords}
          </Button>
        </span>
      </div>
      <p id={hintId} className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2">
        {t.passwordsHint}
      </p>
      <div className="max-h-80 overflow-y-auto">
        <Table
          caption={t.passwordsCaption}
          columns={passwordColumns()}
          rows={passwords}
          rowKey={(p, i) => `${p.username}-${i}`}
          className="select-text"
        />
      </div>
    </section>
  );
}

/** The outcome of an import: 成功导入 N 条 (and updates), then every refused row with its line and reason, copyable. */
function ImportResult({ result, clipboard, className, ...props }: ImportResultProps) {
  const [copy, setCopy] = React.useState<CopyState>("idle");
  const { created, updated, failures, initialPasswords = [] } = result;
  const headingId = React.useId();
  const t = messages.importResult;

  return (
    <section
      data-slot="import-result"
      aria-label={t.title}
      className={cn("flex flex-col gap-3 text-sm", className)}
      {...props}
    >
      <p role="status" className="flex flex-wrap gap-x-4 gap-y-1">
        <span className="font-medium">{t.created(created)}</span>
        {updated !== undefined ? <span>{t.updated(updated)}</span> : null}
        {failures.length > 0 ? <span className="text-danger">{t.failed(failures.length)}</span> : null}
      </p>
      {initialPasswords.length > 0 ? <InitialPasswords passwords={initialPasswords} clipboard={clipboard} /> : null}
      {failures.length > 0 ? (
        <>
          <div className="flex items-center justify-between gap-2">
            <h3 id={headingId} className="font-medium">
              {t.failuresCaption}
            </h3>
            <span className="inline-flex items-center gap-2">
              <CopyStatus state={copy} />
              <Button size="small" onClick={() => void copyText(failuresText(failures), clipboard).then(setCopy)}>
                <CopyIcon aria-hidden />
                {t.copy}
              </Button>
            </span>
          </div>
          <div className="max-h-80 overflow-y-auto">
            <Table
              caption={t.failuresCaption}
              columns={failureColumns()}
              rows={failures}
              rowKey={(f, i) => `${f.line}-${i}`}
              className="select-text"
            />
          </div>
        </>
      ) : null}
    </section>
  );
}

export { failuresText, ImportResult, passwordsText };
export type { ImportFailure, ImportResultData, ImportResultProps, InitialPassword };
