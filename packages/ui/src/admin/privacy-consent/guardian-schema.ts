// The guardian form and the paper consent form: their zod schemas (messages in the page's language,
// limits as the contract's) and what each gives on submit.
import { z } from "zod";

import { privacyConsentMessages as m } from "./privacy-consent-messages";

/** 1 父亲, 2 母亲, 3 其他监护人. */
type GuardianRelation = 1 | 2 | 3;

/** A guardian as the server answers it. */
type GuardianView = {
  id: number;
  name: string;
  relation: number;
  contact: string;
  guardianUserId?: number;
  guardianNickname?: string;
};

/** A guardian's consent to face enrolment as the server answers it. */
type FaceConsentView = {
  id: number;
  textVersion: number;
  guardianName: string;
  relation: number;
  contact: string;
  /** 1 the guardian's account, 2 a signed paper form. */
  method: number;
  attachmentPath?: string;
  givenTime: number;
};

/** A person's minor status, guardians and consent (the contract's StudentPrivacy). */
type StudentPrivacyView = {
  birthDate?: string;
  under14: boolean;
  minor: boolean;
  guardians: GuardianView[];
  consent?: FaceConsentView;
  /** The face text in force. */
  textVersion: number;
  needed: boolean;
  outdated: boolean;
};

const relationLabel = (relation: number) => m.relations[relation] ?? String(relation);

function guardianSchema() {
  const text = (field: string, max: number) =>
    z.string().trim().min(1, m.required(field)).max(max, m.tooLong(field, max));
  return z.object({
    name: text(m.name, 50),
    relation: z.enum(["1", "2", "3"], { message: m.relationRequired }).transform((r) => Number(r) as GuardianRelation),
    contact: text(m.contact, 100),
    guardianUserId: z
      .string()
      .trim()
      .regex(/^(|[1-9]\d{0,9})$/, m.accountIdInvalid)
      .transform((id) => (id === "" ? undefined : Number(id))),
  });
}

type GuardianFormInput = z.input<ReturnType<typeof guardianSchema>>;
/** What 添加监护人 gives: the contract's GuardianCreate without the student. */
type GuardianFormOutput = z.output<ReturnType<typeof guardianSchema>>;

const guardianDefaults: GuardianFormInput = { name: "", relation: "" as "1", contact: "", guardianUserId: "" };

function paperConsentSchema() {
  return z.object({
    guardianId: z.string().regex(/^\d+$/, m.paperGuardianRequired).transform(Number),
    scan: z.custom<File>((value) => typeof File !== "undefined" && value instanceof File, m.paperScanRequired),
  });
}

type PaperConsentInput = z.input<ReturnType<typeof paperConsentSchema>>;
/** What 录入纸质同意书 gives: the guardian who signed and the scan to upload. */
type PaperConsentOutput = z.output<ReturnType<typeof paperConsentSchema>>;

export { guardianDefaults, guardianSchema, paperConsentSchema, relationLabel };
export type {
  FaceConsentView,
  GuardianFormInput,
  GuardianFormOutput,
  GuardianRelation,
  GuardianView,
  PaperConsentInput,
  PaperConsentOutput,
  StudentPrivacyView,
};
