import { Form, Textarea } from "@smartclass/ui";

import { processMessages } from "./messages";

/** The longest reason the contract accepts (BpmReasonRequest.reason). */
const REASON_MAX = 500;

/** The reason's error: `required` when blank, too long past 500 characters; undefined when it can be sent. */
function reasonError(value: string, label: string, required: string): string | undefined {
  if (!value.trim()) return required;
  if (value.length > REASON_MAX) return processMessages.tooLong(label, REASON_MAX);
  return undefined;
}

type ReasonFieldProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  readOnly?: boolean;
};

/** A required multi-line reason (审批意见, 取消原因 …) of at most 500 characters. */
function ReasonField({ id, label, placeholder, value, onChange, error, readOnly }: ReasonFieldProps) {
  return (
    <Form.Field id={id} error={error}>
      <Form.Label required>{label}</Form.Label>
      <Form.Control>
        <Textarea
          rows={4}
          value={value}
          maxLength={REASON_MAX}
          placeholder={placeholder}
          readOnly={readOnly}
          aria-required
          onChange={(event) => onChange(event.target.value)}
        />
      </Form.Control>
      <Form.Message />
    </Form.Field>
  );
}

export { ReasonField, reasonError };
