import { Button } from "@smartclass/ui";
import * as React from "react";

import { ProcessFormRenderer, type ProcessFormRendererProps } from "../process-form-renderer";
import type { ProcessFormVariables } from "../types";

type RendererStoryProps = Omit<ProcessFormRendererProps, "onSubmit"> & {
  /** Sees every submission (a spy in the stories). */
  onSubmit: (values: ProcessFormVariables) => void;
  /** "by-hand": the submission runs until 完成提交 or 提交失败 is clicked. */
  settle?: "at-once" | "by-hand";
};

/** A renderer whose submissions show in an `<output>` named 已提交的值, as a page would use them. */
function RendererStory({ onSubmit, settle = "at-once", ...props }: RendererStoryProps) {
  const [sent, setSent] = React.useState<ProcessFormVariables | null>(null);
  const [pending, setPending] = React.useState<{ done: () => void; fail: () => void } | null>(null);
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <ProcessFormRenderer
        {...props}
        onSubmit={(values) => {
          onSubmit(values);
          if (settle === "at-once") return setSent(values);
          return new Promise<void>((resolve, reject) =>
            setPending({
              done: () => {
                setPending(null);
                setSent(values);
                resolve();
              },
              fail: () => {
                setPending(null);
                reject(new Error("网络错误"));
              },
            }),
          );
        }}
      />
      {pending ? (
        <div className="flex gap-2 border-t pt-3">
          <Button size="small" onClick={pending.done}>
            完成提交
          </Button>
          <Button size="small" onClick={pending.fail}>
            提交失败
          </Button>
        </div>
      ) : null}
      <output aria-label="已提交的值" className="font-mono text-xs break-all">
        {sent ? JSON.stringify(sent) : "尚未提交"}
      </output>
    </div>
  );
}

export { RendererStory };
