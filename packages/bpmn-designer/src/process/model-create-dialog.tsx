import { Dialog, Form, Input, Label, Radio, RadioGroup, Select, Textarea } from "@smartclass/ui";
import * as React from "react";

import { type Engine, isEngine } from "../core/engines";
import { readBpmnFile } from "../core/read-bpmn-file";
import { ActionDialogContent } from "./action-dialog";
import { useAsyncAction } from "./async-action";
import { processMessages } from "./messages";
import {
  fileProcessOf,
  type ModelCreateDraft,
  modelCreateLimits,
  modelCreateValues,
  validateModelCreate,
} from "./model-create-rules";
import type { ProcessModelCreate, ProcessOption } from "./types";

const t = processMessages.create;

/** Flowable first: it is the default (the engine this lineage runs). */
const engineChoices: readonly Engine[] = ["flowable", "activiti", "camunda"];

/** Radix Select has no empty value; this one stands for "no category". */
const NO_CATEGORY = "__none__";

type ModelCreateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Dictionary bpm_model_category; the 分类 field shows when there are some. */
  categories?: readonly ProcessOption[];
  /** Creates the model; the dialog stays open (busy) until it settles, shows the error if it rejects. */
  onSubmit: (values: ProcessModelCreate) => Promise<unknown> | unknown;
};

/**
 * 新建流程: 流程标识 (an XML name), 流程名称, 流程引擎 (flowable by default), optional 分类 and 描述;
 * or 从文件创建: a BPMN file another tool exported gives the key (its process's id, then fixed) and
 * the name, and its diagram is handed over with the values (`xml`) to be saved into the new model.
 * Opening it again starts from an empty form.
 */
function ModelCreateDialog({ open, onOpenChange, categories = [], onSubmit }: ModelCreateDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {open ? <ModelCreateForm categories={categories} onSubmit={onSubmit} onDone={() => onOpenChange(false)} /> : null}
    </Dialog.Root>
  );
}

const emptyDraft: ModelCreateDraft = { key: "", name: "", engine: "flowable", category: "", description: "" };

function ModelCreateForm({
  categories,
  onSubmit,
  onDone,
}: {
  categories: readonly ProcessOption[];
  onSubmit: ModelCreateDialogProps["onSubmit"];
  onDone: () => void;
}) {
  const id = React.useId();
  const [draft, setDraft] = React.useState(emptyDraft);
  const [tried, setTried] = React.useState(false);
  const action = useAsyncAction();
  const errors = tried ? validateModelCreate(draft) : {};
  const set = (patch: Partial<ModelCreateDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const [fileError, setFileError] = React.useState<string | undefined>();
  const chooseFile = async (file: File | undefined) => {
    setFileError(undefined);
    if (!file) return set({ file: undefined });
    try {
      const xml = await readBpmnFile(file);
      const process = fileProcessOf(xml);
      if (!process) throw new Error(t.fileNoProcess);
      setDraft((current) => ({
        ...current,
        key: process.id,
        name: current.name || process.name || "",
        file: { name: file.name, xml },
      }));
    } catch (error) {
      set({ file: undefined });
      setFileError((error as Error).message);
    }
  };

  return (
    <ActionDialogContent
      slot="model-create-dialog"
      title={t.title}
      width="task"
      busy={action.busy}
      error={action.error}
      onSubmit={() => {
        setTried(true);
        const found = validateModelCreate(draft);
        const first = found.key ? "key" : found.name ? "name" : null;
        if (first) {
          document.getElementById(`${id}-${first}`)?.focus();
          return;
        }
        void action.run(() => onSubmit(modelCreateValues(draft))).then((ok) => ok && onDone());
      }}
    >
      <Form.Field id={`${id}-key`} error={errors.key}>
        <Form.Label required>{t.key}</Form.Label>
        <Form.Control>
          <Input
            value={draft.key}
            maxLength={modelCreateLimits.key}
            autoComplete="off"
            spellCheck={false}
            placeholder={t.keyPlaceholder}
            // From a file, the key is the file's process id: the server requires it in the saved diagram.
            readOnly={action.busy || draft.file !== undefined}
            onChange={(event) => set({ key: event.target.value })}
          />
        </Form.Control>
        {draft.file ? <p className="text-xs text-muted-foreground">{t.keyFromFile(draft.file.name)}</p> : null}
        <Form.Message />
      </Form.Field>
      <Form.Field id={`${id}-name`} error={errors.name}>
        <Form.Label required>{t.name}</Form.Label>
        <Form.Control>
          <Input
            value={draft.name}
            maxLength={modelCreateLimits.name}
            autoComplete="off"
            placeholder={t.namePlaceholder}
            readOnly={action.busy}
            onChange={(event) => set({ name: event.target.value })}
          />
        </Form.Control>
        <Form.Message />
      </Form.Field>
      <fieldset className="grid gap-2" disabled={action.busy}>
        <legend className="mb-1 text-sm font-medium">{t.engine}</legend>
        <RadioGroup
          value={draft.engine}
          onValueChange={(engine) => isEngine(engine) && set({ engine })}
          aria-label={t.engine}
          className="flex-wrap"
        >
          {engineChoices.map((engine) => (
            <div key={engine} className="flex items-center gap-2">
              <Radio id={`${id}-engine-${engine}`} value={engine} />
              <Label htmlFor={`${id}-engine-${engine}`} className="font-normal">
                {t.engines[engine]}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      {categories.length > 0 ? (
        <Form.Field id={`${id}-category`}>
          <Form.Label>{t.category}</Form.Label>
          <Select.Root
            value={draft.category || undefined}
            onValueChange={(value) => set({ category: value === NO_CATEGORY ? "" : value })}
            disabled={action.busy}
          >
            <Form.Control>
              <Select.Trigger>
                <Select.Value placeholder={t.categoryPlaceholder} />
              </Select.Trigger>
            </Form.Control>
            <Select.Content>
              <Select.Item value={NO_CATEGORY}>{t.noCategory}</Select.Item>
              {categories.map((category) => (
                <Select.Item key={category.value} value={category.value}>
                  {category.label}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Form.Field>
      ) : null}
      <Form.Field id={`${id}-description`}>
        <Form.Label>{t.description}</Form.Label>
        <Form.Control>
          <Textarea
            rows={3}
            value={draft.description}
            maxLength={modelCreateLimits.description}
            placeholder={t.descriptionPlaceholder}
            readOnly={action.busy}
            onChange={(event) => set({ description: event.target.value })}
          />
        </Form.Control>
      </Form.Field>
      <Form.Field id={`${id}-file`} error={fileError}>
        <Form.Label>{t.fromFile}</Form.Label>
        <Form.Control>
          <input
            type="file"
            accept=".bpmn,.bpmn20.xml,.xml,application/xml,text/xml"
            className="text-sm file:mr-3 file:rounded file:border file:border-border file:bg-transparent file:px-2 file:py-1"
            disabled={action.busy}
            onChange={(event) => void chooseFile(event.currentTarget.files?.[0])}
          />
        </Form.Control>
        <p className="text-xs text-muted-foreground">{t.fromFileHint}</p>
        <Form.Message />
      </Form.Field>
    </ActionDialogContent>
  );
}

export { ModelCreateDialog };
export type { ModelCreateDialogProps };
