import * as React from "react";

import { messages } from "../messages";

/** Props of the rich-text editor; `value` and `onChange` carry HTML. */
type RichTextEditorProps = {
  value?: string;
  onChange?: (html: string) => void;
  /** Height of the editing area in px (300 by default, section 9). */
  height?: number;
  readOnly?: boolean;
  /** Accessible name of the editing area. */
  label?: string;
  className?: string;
};

/** Loads the editor code; replaceable so that stories can show the loading state. */
type EditorLoader = () => Promise<{ default: React.ComponentType<RichTextEditorProps> }>;

/** The full-screen text shown while the editor's code loads. */
function RichTextLoading() {
  return (
    <div
      data-slot="rich-text-loading"
      role="status"
      className="fixed inset-0 z-50 flex items-center justify-center bg-background/80 text-sm text-foreground"
    >
      {messages.richTextLoading}
    </div>
  );
}

/** Makes an on-demand editor from a loader (call at module level, not during render). */
function createRichTextEditor(loader: EditorLoader) {
  const Editor = React.lazy(loader);
  return function LazyRichTextEditor(props: RichTextEditorProps) {
    return (
      <React.Suspense fallback={<RichTextLoading />}>
        <Editor {...props} />
      </React.Suspense>
    );
  };
}

/**
 * A rich-text editor (TipTap) loaded on demand behind the full-screen text "Rich text resources
 * loading"; 300 px high by default. Sanitise its HTML (SafeHtml) wherever it is shown again.
 */
const RichTextEditor = createRichTextEditor(() => import("./rich-text-editor-impl"));

export { createRichTextEditor, RichTextEditor, RichTextLoading };
export type { EditorLoader, RichTextEditorProps };
