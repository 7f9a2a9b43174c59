import * as React from "react";

import { profileLimits, type ProfileErrors, type ProfileValues, validateProfile } from "../lib/validate";
import { messages } from "../messages";
import { Button } from "./button";
import { Form } from "./form";
import { Input } from "./input";
import { Label } from "./label";
import { Radio, RadioGroup } from "./radio-group";
import { message } from "./toaster";

type ProfileFormProps = {
  defaultValues: ProfileValues;
  /** Saves the profile; when it resolves, 修改成功 is shown. A rejection leaves the form as it is. */
  onSubmit: (values: ProfileValues) => Promise<unknown> | void;
};

/** The personal-centre form: nickname, mobile (≤ 11), email (≤ 50), sex 1/2, with the spec's rules. */
function ProfileForm({ defaultValues, onSubmit }: ProfileFormProps) {
  const [values, setValues] = React.useState(defaultValues);
  const [errors, setErrors] = React.useState<ProfileErrors>({});
  const [submitted, setSubmitted] = React.useState(false);
  const [saving, setSaving] = React.useState(false);
  const id = React.useId();
  const t = messages.profile;

  const set = (patch: Partial<ProfileValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(validateProfile(next));
  };

  return (
    <Form.Root
      data-slot="profile-form"
      className="max-w-md"
      onSubmit={async (e) => {
        e.preventDefault();
        setSubmitted(true);
        const found = validateProfile(values);
        setErrors(found);
        if (Object.keys(found).length > 0) {
          const first = (Object.keys(found) as (keyof ProfileValues)[])[0];
          document.getElementById(`${id}-${first}`)?.focus();
          return;
        }
        setSaving(true);
        try {
          await onSubmit({
            ...values,
            nickname: values.nickname.trim(),
            mobile: values.mobile.trim(),
            email: values.email.trim(),
          });
          message.success(t.saved);
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form.Field error={errors.nickname} id={`${id}-nickname`}>
        <Form.Label required>{t.nickname}</Form.Label>
        <Form.Control>
          <Input value={values.nickname} maxLength={30} onChange={(e) => set({ nickname: e.target.value })} />
        </Form.Control>
        <Form.Message />
      </Form.Field>
      <Form.Field error={errors.mobile} id={`${id}-mobile`}>
        <Form.Label required>{t.mobile}</Form.Label>
        <Form.Control>
          <Input
            value={values.mobile}
            inputMode="tel"
            maxLength={profileLimits.mobile}
            onChange={(e) => set({ mobile: e.target.value })}
          />
        </Form.Control>
        <Form.Message />
      </Form.Field>
      <Form.Field error={errors.email} id={`${id}-email`}>
        <Form.Label required>{t.email}</Form.Label>
        <Form.Control>
          <Input
            type="email"
            value={values.email}
            maxLength={profileLimits.email}
            onChange={(e) => set({ email: e.target.value })}
          />
        </Form.Control>
        <Form.Message />
      </Form.Field>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t.sex}</legend>
        <RadioGroup
          value={values.sex}
          onValueChange={(sex) => set({ sex: sex as ProfileValues["sex"] })}
          aria-label={t.sex}
        >
          {(["1", "2"] as const).map((sex) => (
            <div key={sex} className="flex items-center gap-2">
              <Radio id={`${id}-sex-${sex}`} value={sex} />
              <Label htmlFor={`${id}-sex-${sex}`} className="font-normal">
                {sex === "1" ? t.male : t.female}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      <Button type="submit" variant="primary" className="self-start" disabled={saving}>
        {t.save}
      </Button>
    </Form.Root>
  );
}

export { ProfileForm };
export type { ProfileFormProps };
