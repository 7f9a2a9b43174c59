import { Dialog, Form, Input, Label, Radio, RadioGroup, Select, Textarea } from "@smartclass/ui";
import * as React from "react";

import { type Engine, isEngine } from "../core/engines";
import { ActionDialogContent } from "./action-dialog";
import { useAsyncAction } from "./async-action";
import { processMessages } from "./messages";
import { type ModelCreateDraft, modelCreateLimits, modelCreateValues, validateModelCreate } from "./model-create-rules";
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
 * 新建流程: 流程标识 (an XML name), 流程名称, 流程引擎 (flowable by default), optional 分类 and 描述.
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
            readOnly={action.busy}
            onChange={(event) => set({ key: event.target.value })}
          />
        </Form.Control>
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
    </ActionDialogContent>
  );
}

export { ModelCreateDialog };
export type { ModelCreateDialogProps };
