import { CopyIcon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/cn";
import { messages } from "../messages";
import { Button } from "./button";
import { Table, type TableColumn } from "./table";

/** One row of the imported file that was not written, with its line in the file and why. */
type ImportFailure = { line: number; reason: string };

/** What an import did: rows created, rows updated (when the import may update), rows refused. */
type ImportResultData = { created: number; updated?: number; failures: ImportFailure[] };

type ImportResultProps = Omit<React.ComponentProps<"section">, "children"> & {
  result: ImportResultData;
  /** Where 复制失败明细 writes; the browser's clipboard by default. */
  clipboard?: Pick<Clipboard, "writeText">;
};

/** The failures as tab-separated text with a header row, so they paste into a spreadsheet or a message. */
function failuresText(failures: readonly ImportFailure[]): string {
  const t = messages.importResult;
  const clean = (text: string) => text.replace(/[\t\r\n]+/g, " ");
  return [`${t.line}\t${t.reason}`, ...failures.map((f) => `${f.line}\t${clean(f.reason)}`)].join("\n");
}

/** The failures table's columns, with their headers in the page's language. */
const failureColumns = (): TableColumn<ImportFailure>[] => [
  { key: "line", header: messages.importResult.line, width: 80, align: "right" },
  { key: "reason", header: messages.importResult.reason, className: "whitespace-normal" },
];

/** The outcome of an import: 成功导入 N 条 (and updates), then every refused row with its line and reason, copyable. */
function ImportResult({ result, clipboard, className, ...props }: ImportResultProps) {
  const [copy, setCopy] = React.useState<"idle" | "copied" | "failed">("idle");
  const { created, updated, failures } = result;
  const headingId = React.useId();
  const t = messages.importResult;

  const copyFailures = async () => {
    const target = clipboard ?? (typeof navigator === "undefined" ? undefined : navigator.clipboard);
    try {
      if (!target) throw new Error("no clipboard");
      await target.writeText(failuresText(failures));
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };

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
      {failures.length > 0 ? (
        <>
          <div className="flex items-center justify-between gap-2">
            <h3 id={headingId} className="font-medium">
              {t.failuresCaption}
            </h3>
            <span className="inline-flex items-center gap-2">
              <span role="status" className="text-muted-foreground">
                {copy === "copied" ? t.copied : copy === "failed" ? t.copyFailed : ""}
              </span>
              <Button size="small" onClick={() => void copyFailures()}>
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

export { failuresText, ImportResult };
export type { ImportFailure, ImportResultData, ImportResultProps };
