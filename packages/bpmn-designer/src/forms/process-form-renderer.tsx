import { Button, cn, Form } from "@smartclass/ui";
import { Loader2Icon } from "lucide-react";
import * as React from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";

import { FieldControl } from "./field-control";
import { fieldKind, fieldRules } from "./field-rules";
import { formsMessages, type FormsMessages } from "./messages";
import type { ProcessFormField, ProcessFormRawValues, ProcessFormVariables } from "./types";
import {
  defaultProcessFormValues,
  normalizeProcessFormValues,
  typedDefault,
  validateProcessFormValues,
} from "./values";

/** The form's own state: one entry per field by position ("f0", "f1"…), text or (for a boolean) true/false. */
type RawState = Record<string, string | boolean>;

// Fields are kept by position, not by id: an id is any variable name, and react-hook-form reads
// dots as paths and refuses names such as "constructor".
const keyOf = (index: number) => `f${index}`;

/** The values by field id, from the form's state by position. */
function byId(fields: readonly ProcessFormField[], raw: RawState): ProcessFormRawValues {
  return Object.fromEntries(fields.map((field, index) => [field.id, raw[keyOf(index)]]));
}

/** The state a form starts in: the given values over the fields' defaults; a read-only field shows its own default. */
function initialState(fields: readonly ProcessFormField[], given: ProcessFormRawValues | undefined): RawState {
  const values: ProcessFormRawValues = { ...defaultProcessFormValues(fields), ...given };
  return Object.fromEntries(
    fields.map((field, index) => {
      const value = fieldRules(field).readonly ? typedDefault(field) : values[field.id];
      if (fieldKind(field) === "boolean") return [keyOf(index), value === true || value === "true"];
      const primitive = typeof value === "string" || typeof value === "number" || typeof value === "boolean";
      return [keyOf(index), primitive ? String(value) : ""];
    }),
  );
}

type ProcessFormRendererProps = Omit<React.ComponentProps<"form">, "onSubmit" | "children" | "defaultValue"> & {
  /** The form's fields, in order. Read when the form mounts: give it a new `key` to start over with others. */
  fields: readonly ProcessFormField[];
  /** Values to start from by field id (e.g. a returned instance's variables), over the fields' defaults. */
  defaultValues?: ProcessFormRawValues;
  /**
   * Receives the valid values, typed per field. While a returned promise runs the submit button is busy
   * and disabled; a rejection keeps everything typed (the caller shows its own failure).
   */
  onSubmit: (values: ProcessFormVariables) => void | Promise<unknown>;
  /** The submit button's text; 提交 by default. */
  submitLabel?: string;
  /** Everything disabled, the submit button too. */
  disabled?: boolean;
  /** Extra actions beside the submit button. */
  children?: React.ReactNode;
  /** The form's texts (another language's table). */
  messages?: FormsMessages;
};

/**
 * A process form as the person who starts the process fills it in: one control per field (numbers,
 * text, textarea, switch, native date, radios or a list), required fields starred, read-only ones
 * disabled. Checked on submit and, after that, on leaving a field; messages sit under the fields and
 * focus moves to the first wrong one. `id` lets a button elsewhere submit it (`form={id}`).
 */
function ProcessFormRenderer({
  fields,
  defaultValues,
  onSubmit,
  submitLabel,
  disabled = false,
  children,
  messages = formsMessages,
  className,
  ...props
}: ProcessFormRendererProps) {
  const baseId = React.useId();
  const [initial] = React.useState(() => initialState(fields, defaultValues));
  const resolver = React.useCallback<Resolver<RawState>>(
    (raw) => {
      const found = validateProcessFormValues(fields, byId(fields, raw), messages.validation);
      const errors: FieldErrors<RawState> = {};
      fields.forEach((field, index) => {
        const message = found[field.id];
        if (message) errors[keyOf(index)] = { type: "validate", message };
      });
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: raw, errors: {} };
    },
    [fields, messages],
  );
  const form = useForm<RawState>({
    defaultValues: initial,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onBlur",
    shouldFocusError: true,
  });
  const { isSubmitting, isSubmitted } = form.formState;
  const t = messages.renderer;

  const submit = form.handleSubmit(async (raw) => {
    await onSubmit(normalizeProcessFormValues(fields, byId(fields, raw), messages.validation));
  });

  return (
    <Form.Root
      data-slot="process-form"
      className={cn("gap-4", className)}
      onSubmit={(event) => {
        // handleSubmit rethrows the caller's rejection; the caller has shown it, the form keeps its values.
        submit(event).catch(() => undefined);
      }}
      {...props}
    >
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{t.noFields}</p> : null}
      {fields.map((field, index) => {
        const rules = fieldRules(field);
        const controlId = `${baseId}-${index}`;
        return (
          <Controller
            key={keyOf(index)}
            control={form.control}
            name={keyOf(index)}
            render={({ field: control, fieldState }) => (
              <Form.Field id={controlId} error={fieldState.error?.message} data-field={field.id}>
                <Form.Label id={`${controlId}-label`} required={rules.required && !rules.readonly}>
                  {field.label}
                </Form.Label>
                <FieldControl
                  field={field}
                  value={control.value ?? ""}
                  onChange={control.onChange}
                  onBlur={control.onBlur}
                  onChoice={() => {
                    if (isSubmitted) void form.trigger(keyOf(index));
                  }}
                  controlRef={control.ref}
                  labelId={`${controlId}-label`}
                  disabled={disabled || rules.readonly}
                  required={rules.required && !rules.readonly}
                  texts={t}
                />
                <Form.Message />
              </Form.Field>
            )}
          />
        );
      })}
      <div data-slot="process-form-actions" className="flex flex-wrap items-center gap-2">
        <Button
          type="submit"
          variant="primary"
          disabled={disabled || isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
          {submitLabel ?? t.submit}
        </Button>
        {children}
        <span role="status" className="sr-only">
          {isSubmitting ? t.submitting : ""}
        </span>
      </div>
    </Form.Root>
  );
}

export { ProcessFormRenderer };
export type { ProcessFormRendererProps };
