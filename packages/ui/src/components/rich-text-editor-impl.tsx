import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  BoldIcon,
  Heading2Icon,
  ItalicIcon,
  ListIcon,
  ListOrderedIcon,
  QuoteIcon,
  Redo2Icon,
  StrikethroughIcon,
  Undo2Icon,
} from "lucide-react";
import type * as React from "react";

import { cn } from "../lib/cn";
import { sanitizeHtml } from "../lib/sanitize";
import { messages } from "../messages";
import type { RichTextEditorProps } from "./rich-text-editor";

/** The TipTap editor behind RichTextEditor; loaded on demand (React.lazy). */
function RichTextEditorImpl({
  value,
  onChange,
  height = 300,
  readOnly = false,
  label = messages.richText,
  className,
}: RichTextEditorProps) {
  const t = messages.richTextToolbar;
  const editor = useEditor({
    extensions: [StarterKit],
    // Stored HTML goes through the one sanitiser before the editor parses it, as it does wherever it is shown.
    content: sanitizeHtml(value ?? ""),
    editable: !readOnly,
    shouldRerenderOnTransaction: true,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        class:
          "h-full overflow-y-auto px-3 py-2 text-sm outline-none [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_h2]:text-lg [&_h2]:font-semibold [&_blockquote]:border-l-4 [&_blockquote]:pl-3",
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.getHTML()),
  });

  const tools: { label: string; icon: React.ReactNode; active?: boolean; run: () => void; disabled?: boolean }[] = [
    {
      label: t.bold,
      icon: <BoldIcon aria-hidden />,
      active: editor.isActive("bold"),
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      label: t.italic,
      icon: <ItalicIcon aria-hidden />,
      active: editor.isActive("italic"),
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      label: t.strike,
      icon: <StrikethroughIcon aria-hidden />,
      active: editor.isActive("strike"),
      run: () => editor.chain().focus().toggleStrike().run(),
    },
    {
      label: t.heading,
      icon: <Heading2Icon aria-hidden />,
      active: editor.isActive("heading", { level: 2 }),
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      label: t.bulletList,
      icon: <ListIcon aria-hidden />,
      active: editor.isActive("bulletList"),
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      label: t.orderedList,
      icon: <ListOrderedIcon aria-hidden />,
      active: editor.isActive("orderedList"),
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      label: t.blockquote,
      icon: <QuoteIcon aria-hidden />,
      active: editor.isActive("blockquote"),
      run: () => editor.chain().focus().toggleBlockquote().run(),
    },
    {
      label: t.undo,
      icon: <Undo2Icon aria-hidden />,
      run: () => editor.chain().focus().undo().run(),
      disabled: !editor.can().undo(),
    },
    {
      label: t.redo,
      icon: <Redo2Icon aria-hidden />,
      run: () => editor.chain().focus().redo().run(),
      disabled: !editor.can().redo(),
    },
  ];

  return (
    <div data-slot="rich-text-editor" className={cn("flex flex-col rounded-md border bg-background", className)}>
      {readOnly ? null : (
        <div role="toolbar" aria-label={t.label} className="flex flex-wrap gap-0.5 border-b p-1">
          {tools.map((tool) => (
            <button
              key={tool.label}
              type="button"
              aria-label={tool.label}
              aria-pressed={tool.active === undefined ? undefined : tool.active}
              disabled={tool.disabled}
              onClick={tool.run}
              className="inline-flex size-7 cursor-pointer items-center justify-center rounded outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-primary-soft aria-pressed:text-primary-strong [&_svg]:size-4"
            >
              {tool.icon}
            </button>
          ))}
        </div>
      )}
      <EditorContent editor={editor} style={{ height }} className="min-h-0 [&>div]:h-full" />
    </div>
  );
}

export default RichTextEditorImpl;
