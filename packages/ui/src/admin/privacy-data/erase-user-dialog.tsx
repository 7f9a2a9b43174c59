// 删除用户数据: the administrator's confirmation before erasing a person. It names what will go (the
// server's counts per kind, and whether each is deleted or kept without a name) and asks for the user name
// typed out, so a person is never erased by a slipped click.
import * as React from "react";
import * as z from "zod";

import { Button } from "../../components/button";
import { FormDialog, FormDialogField } from "../../components/form-dialog";
import { Input } from "../../components/input";
import { privacyDataMessages as messages } from "./privacy-data-messages";

type ErasureKind = keyof typeof messages.erase.kinds;

/** What erasing would do (the contract's ErasurePreview). */
type ErasurePreviewView = {
  username: string;
  nickname: string;
  counts: { kind: ErasureKind; count: number; action: "delete" | "anonymise" }[];
};

type EraseUserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person's name, shown while the counts load. */
  name: string;
  /** The counts from the server (undefined while they load or when they could not be had). */
  preview?: ErasurePreviewView;
  /** Why the counts could not be had; 重试 calls `onRetry`. */
  previewError?: string;
  onRetry?: () => void;
  /** Erases with the typed user name; a rejection keeps the dialog open with its message. */
  onErase: (confirmUsername: string) => Promise<void>;
};

/** The counts per kind as a small table. */
function ErasureCounts({ preview }: { preview: ErasurePreviewView }) {
  const t = messages.erase;
  return (
    <table data-slot="erasure-counts" className="w-full text-sm">
      <caption className="pb-1 text-left font-medium">{t.countsCaption}</caption>
      <thead className="text-muted-foreground">
        <tr>
          <th scope="col" className="text-left font-normal">
            {t.kind}
          </th>
          <th scope="col" className="text-right font-normal">
            {t.count}
          </th>
          <th scope="col" className="pl-4 text-left font-normal">
            {t.action}
          </th>
        </tr>
      </thead>
      <tbody>
        {preview.counts.map((c) => (
          <tr key={c.kind}>
            <th scope="row" className="text-left font-normal">
              {t.kinds[c.kind]}
            </th>
            <td className="text-right tabular-nums">{c.count}</td>
            <td className={c.action === "delete" ? "pl-4 text-danger" : "pl-4"}>{t.actions[c.action]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The confirmation before erasing a person: counts per kind, then the user name typed out. */
function EraseUserDialog({ open, onOpenChange, name, preview, previewError, onRetry, onErase }: EraseUserDialogProps) {
  const t = messages.erase;
  const username = preview?.username;
  const schema = React.useMemo(
    () =>
      z.object({
        confirm: z.string().refine((typed) => username !== undefined && typed.trim() === username, t.confirmMismatch),
      }),
    [username, t.confirmMismatch],
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description(preview?.nickname ?? name)}
      width="default"
      schema={schema}
      defaultValues={{ confirm: "" }}
      submitLabel={t.submit}
      onSubmit={({ confirm }) => onErase(confirm.trim())}
    >
      {(form) => (
        <>
          {preview ? (
            <ErasureCounts preview={preview} />
          ) : previewError ? (
            <div role="alert" className="flex items-center gap-3 text-danger">
              {t.loadFailed}：{previewError}
              {onRetry ? (
                <Button size="small" onClick={onRetry}>
                  {t.retry}
                </Button>
              ) : null}
            </div>
          ) : (
            <p role="status" className="text-muted-foreground">
              {t.loading}
            </p>
          )}
          {username ? (
            <FormDialogField form={form} name="confirm" label={t.confirmLabel(username)} required>
              <Input autoComplete="off" spellCheck={false} {...form.register("confirm")} />
            </FormDialogField>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}

export { EraseUserDialog };
export type { EraseUserDialogProps, ErasurePreviewView, ErasureKind };
