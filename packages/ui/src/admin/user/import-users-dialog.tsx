// 用户导入: choose the filled .xlsx template, choose whether existing users are updated, upload, and see
// what was created, updated and refused (line and reason).
import * as React from "react";

import { Button } from "../../components/button";
import { Checkbox } from "../../components/checkbox";
import { Dialog } from "../../components/dialog";
import { Form } from "../../components/form";
import { ImportResult, type ImportResultData } from "../../components/import-result";
import { Input } from "../../components/input";
import { Label } from "../../components/label";
import { userAdminMessages as messages } from "./user-admin-messages";
import { isXlsx } from "./user-schema";

/** What to import: the filled template and whether existing users are updated. */
type ImportUsersInput = { file: File; updateSupport: boolean };

type ImportUsersDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Uploads; resolves with what was created, updated and refused. A rejection shows its message. */
  onImport: (input: ImportUsersInput) => Promise<ImportResultData>;
};

/** The user import dialog: file, "update existing users", upload, then the import result. */
function ImportUsersDialog({ open, onOpenChange, onImport }: ImportUsersDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so each opening starts with no file and no result. */}
      {open ? <ImportUsersContent onImport={onImport} onClose={() => onOpenChange(false)} /> : null}
    </Dialog.Root>
  );
}

function ImportUsersContent({ onImport, onClose }: Pick<ImportUsersDialogProps, "onImport"> & { onClose: () => void }) {
  const m = messages.importDialog;
  const id = React.useId();
  const fileRef = React.useRef<HTMLInputElement>(null);
  const opener = React.useRef<HTMLElement | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [file, setFile] = React.useState<File>();
  const [fileError, setFileError] = React.useState<string>();
  const [updateSupport, setUpdateSupport] = React.useState(false);
  const [alert, setAlert] = React.useState<string>();
  const [result, setResult] = React.useState<ImportResultData>();

  const submit = async () => {
    setAlert(undefined);
    if (!file) {
      setFileError(m.fileRequired);
      fileRef.current?.focus();
      return;
    }
    if (!isXlsx(file)) {
      setFileError(m.fileType);
      fileRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      setResult(await onImport({ file, updateSupport }));
    } catch (error) {
      setAlert(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Content
      width="task"
      dismissOnBackdrop={false}
      showClose={!busy}
      aria-describedby={undefined}
      onOpenAutoFocus={() => {
        // Runs before focus moves into the dialog: the active element is still the 导入 button.
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }}
      onCloseAutoFocus={(event) => {
        if (opener.current?.isConnected) {
          event.preventDefault();
          opener.current.focus();
        }
      }}
      // A file in flight finishes before the dialog can close.
      onEscapeKeyDown={(event) => busy && event.preventDefault()}
    >
      <Dialog.Header>
        <Dialog.Title>{m.title}</Dialog.Title>
      </Dialog.Header>
      {result ? (
        <>
          <ImportResult result={result} />
          <Dialog.Footer>
            <Button variant="primary" onClick={onClose}>
              {m.close}
            </Button>
          </Dialog.Footer>
        </>
      ) : (
        <Form.Root
          aria-label={m.title}
          aria-busy={busy || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Form.Alert>{alert}</Form.Alert>
          <Form.Field error={fileError}>
            <Form.Label required>{m.file}</Form.Label>
            <Form.Control>
              <Input
                ref={fileRef}
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={busy}
                onChange={(event) => {
                  setFile(event.target.files?.[0]);
                  setFileError(undefined);
                  setAlert(undefined);
                }}
                className="h-auto py-1.5"
              />
            </Form.Control>
            <p className="text-xs text-muted-foreground">{m.fileHint}</p>
            <Form.Message />
          </Form.Field>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-update`}
              checked={updateSupport}
              disabled={busy}
              onCheckedChange={(checked) => setUpdateSupport(checked === true)}
            />
            <Label htmlFor={`${id}-update`} className="font-normal">
              {m.updateSupport}
            </Label>
          </div>
          <Dialog.Footer>
            <Button disabled={busy} onClick={onClose}>
              {m.cancel}
            </Button>
            <Button type="submit" variant="primary" disabled={busy}>
              {m.submit}
            </Button>
          </Dialog.Footer>
          {busy ? (
            <span role="status" className="sr-only">
              {m.uploading}
            </span>
          ) : null}
        </Form.Root>
      )}
    </Dialog.Content>
  );
}

export { ImportUsersDialog };
export type { ImportUsersDialogProps, ImportUsersInput };
