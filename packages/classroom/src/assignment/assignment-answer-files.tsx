import { Button, UserText } from "@smartclass/ui";
import { FileIcon, PaperclipIcon, XIcon } from "lucide-react";
import { useRef, useState } from "react";

import { errorMessage } from "../lib/error-message";
import type { FileUploadResult, UploadProgress } from "./assignment-api";
import { type AttachedFile, FILE_ACCEPT, fileHref, fileLabel, fileProblem } from "./assignment-answer-rules";
import { studentAssignmentMessages } from "./student-messages";

const text = studentAssignmentMessages.form;

type AnswerFilesProps = {
  files: readonly AttachedFile[];
  /** Changes the files; an updater, because uploads finish in any order. */
  onChange: (update: (files: AttachedFile[]) => AttachedFile[]) => void;
  /** Uploads one file through the server's upload call, reporting how much was sent. */
  upload: (file: File, onProgress: UploadProgress) => Promise<FileUploadResult>;
  disabled?: boolean;
  /** The question's legend, naming the upload button's group. */
  labelledBy: string;
  describedBy?: string | undefined;
  /** The server's base for file links. */
  fileBase?: string;
};

/** A file question's answer: the uploaded files (name, size, 移除), 上传文件 with the type, size and count
 * limits checked before sending, each upload in progress, and why a file was refused. */
function AnswerFiles({
  files,
  onChange,
  upload,
  disabled = false,
  labelledBy,
  describedBy,
  fileBase = "/admin-api",
}: AnswerFilesProps) {
  const input = useRef<HTMLInputElement>(null);
  // Each upload under way, with the share of it sent (0..1).
  const [uploading, setUploading] = useState<{ key: number; name: string; sent: number }[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const nextKey = useRef(0);

  const pick = (picked: FileList | null) => {
    if (!picked) return;
    const refused: string[] = [];
    let held = files.length + uploading.length;
    for (const file of Array.from(picked)) {
      const problem = fileProblem(file, held);
      if (problem) {
        refused.push(problem);
        continue;
      }
      held += 1;
      const key = nextKey.current++;
      setUploading((list) => [...list, { key, name: file.name, sent: 0 }]);
      const progress = (sent: number) =>
        setUploading((list) => list.map((item) => (item.key === key ? { ...item, sent } : item)));
      upload(file, progress)
        .then((stored) =>
          onChange((list) => [...list, { path: stored.path, name: stored.name || file.name, size: stored.size }]),
        )
        .catch((error: unknown) => setProblems((list) => [...list, text.uploadFailed(file.name, errorMessage(error))]))
        .finally(() => setUploading((list) => list.filter((item) => item.key !== key)));
    }
    setProblems(refused);
    if (input.current) input.current.value = "";
  };

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {files.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {files.map((file, index) => {
            const label = fileLabel(file, index);
            return (
              <li key={file.path} className="flex items-center gap-2 text-sm">
                <FileIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <a
                  href={fileHref(file.path, fileBase)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="truncate text-primary-strong underline underline-offset-2"
                >
                  <UserText>{label}</UserText>
                </a>
                {file.size !== undefined ? (
                  <span className="text-xs text-muted-foreground">
                    {studentAssignmentMessages.answers.fileSize(file.size)}
                  </span>
                ) : null}
                <Button
                  size="mini"
                  variant="ghost"
                  aria-label={text.removeFile(label)}
                  disabled={disabled}
                  onClick={() => onChange((list) => list.filter((f) => f.path !== file.path))}
                >
                  <XIcon aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {uploading.map((item) => {
        const percent = Math.round(item.sent * 100);
        return (
          <div
            key={item.key}
            data-slot="upload-progress"
            className="flex items-center gap-2 text-sm text-muted-foreground"
          >
            <div
              role="progressbar"
              aria-label={text.uploading(item.name)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={text.uploaded(percent)}
              className="h-1.5 w-32 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <span className="w-10 text-right tabular-nums">{text.uploaded(percent)}</span>
            <span className="truncate">{text.uploading(item.name)}</span>
          </div>
        );
      })}
      <div className="flex flex-wrap items-center gap-2">
        <Button size="small" disabled={disabled} onClick={() => input.current?.click()}>
          <PaperclipIcon aria-hidden />
          {text.upload}
        </Button>
        <span className="text-xs text-muted-foreground">{text.fileLimits}</span>
        <input
          ref={input}
          type="file"
          multiple
          accept={FILE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          disabled={disabled}
          onChange={(event) => pick(event.target.files)}
        />
      </div>
      {problems.length > 0 ? (
        <div role="alert" className="text-xs text-danger">
          <ul className="flex flex-col gap-0.5">
            {problems.map((problem, i) => (
              <li key={i}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export { AnswerFiles };
