import { Form, Input, Textarea } from "@smartclass/ui";

import { usePanel } from "../panel-context";

type TextInputFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** The field's error text, tied to the input. */
  error?: string;
  /** A multi-line field of this many rows. */
  rows?: number;
  placeholder?: string;
};

/** A labelled text field of an editor dialog (its form writes everything at once on 确定). */
function TextInputField({ label, value, onChange, required, error, rows, placeholder }: TextInputFieldProps) {
  const { disabled } = usePanel();
  return (
    <Form.Field error={error}>
      <Form.Label required={required}>{label}</Form.Label>
      <Form.Control>
        {rows ? (
          <Textarea
            value={value}
            rows={rows}
            disabled={disabled}
            placeholder={placeholder}
            className="min-h-0"
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <Input
            value={value}
            disabled={disabled}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Form.Control>
      <Form.Message />
    </Form.Field>
  );
}

export { TextInputField };
