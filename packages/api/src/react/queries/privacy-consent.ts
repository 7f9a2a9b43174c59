import type { ApiClient } from "../../client/create-api-client";
import { createMutationHook, useApiQuery } from "../helpers";
import { apiQuery, domainKey } from "./define";

/** Query keys of minors, guardians, consents and the privacy notice. */
const privacyConsentKeys = {
  all: domainKey("privacy-consent"),
  student: (studentId: number) => [...privacyConsentKeys.all, "student", studentId] as const,
  guardianRequests: () => [...privacyConsentKeys.all, "guardian-requests"] as const,
  notice: () => [...privacyConsentKeys.all, "notice"] as const,
  texts: (kind: "face" | "privacy") => [...privacyConsentKeys.all, "texts", kind] as const,
};

/** A person's minor status, guardians and guardian consent (administrators). */
const studentPrivacyOptions = (api: ApiClient, studentId: number) =>
  apiQuery(privacyConsentKeys.student(studentId), (signal) =>
    api.get("/teach/privacy/student/get", { params: { query: { studentId } }, signal }),
  );

/** Hook: the 未成年人与监护人 panel's data. */
const useStudentPrivacy = (studentId: number) => useApiQuery(studentPrivacyOptions, studentId);

const all = () => [privacyConsentKeys.all];

/** Mutation: sets a person's date of birth ("" clears it) and 未满14岁 flag. */
const useSaveMinorProfile = createMutationHook(
  (api, body: { studentId: number; birthDate: string; under14: boolean }) =>
    api.put("/teach/privacy/student/minor", { body }),
  all,
);

/** Mutation: adds a guardian to a student. */
const useAddGuardian = createMutationHook(
  (api, body: { studentId: number; name: string; relation: 1 | 2 | 3; contact: string; guardianUserId?: number }) =>
    api.post("/teach/privacy/guardian/create", { body }),
  all,
);

/** Mutation: removes a guardian entry. */
const useRemoveGuardian = createMutationHook(
  (api, id: number) => api.delete("/teach/privacy/guardian/delete", { params: { query: { id } } }),
  all,
);

/** Mutation: uploads the scan of a signed paper consent form, then records the consent with it. */
const useRecordPaperConsent = createMutationHook(
  async (api, v: { studentId: number; guardianId: number; scan: File }) => {
    const uploaded = await api.post("/teach/file/s3/ali/api", {
      body: { file: "" },
      bodySerializer: () => {
        const form = new FormData();
        form.append("file", v.scan, v.scan.name);
        return form;
      },
    });
    return api.post("/teach/privacy/face-consent/paper", {
      body: { studentId: v.studentId, guardianId: v.guardianId, path: uploaded.path },
    });
  },
  all,
);

/** Mutation: withdraws the consent in force (administrator or linked guardian); the face data goes at once. */
const useWithdrawFaceConsent = createMutationHook(
  (api, studentId: number) => api.post("/teach/privacy/face-consent/withdraw", { body: { studentId } }),
  all,
);

/** The students the caller's account is a guardian of, with the face text to consent to. */
const guardianRequestsOptions = (api: ApiClient) =>
  apiQuery(privacyConsentKeys.guardianRequests(), (signal) => api.get("/teach/privacy/guardian/requests", { signal }));

/** Hook: the guardian's consent requests (个人中心). */
const useGuardianRequests = () => useApiQuery(guardianRequestsOptions);

/** Mutation: the guardian consents to the face text version they read. */
const useGiveGuardianConsent = createMutationHook(
  (api, body: { studentId: number; textVersion: number }) => api.post("/teach/privacy/guardian/consent", { body }),
  all,
);

/** The privacy notice in force and whether the caller accepted it. */
const privacyNoticeOptions = (api: ApiClient) =>
  apiQuery(privacyConsentKeys.notice(), (signal) => api.get("/teach/privacy/notice/get", { signal }));

/** Hook: the privacy notice the console shows after sign-in until accepted. */
const usePrivacyNotice = () => useApiQuery(privacyNoticeOptions);

/** Mutation: accepts a version of the privacy notice. */
const useAcceptPrivacyNotice = createMutationHook(
  (api, version: number) => api.post("/teach/privacy/notice/accept", { body: { version } }),
  () => [privacyConsentKeys.notice()],
);

/** Every version of a consent text, newest (in force) first (administrators). */
const consentTextsOptions = (api: ApiClient, kind: "face" | "privacy") =>
  apiQuery(privacyConsentKeys.texts(kind), (signal) =>
    api.get("/teach/privacy/consent-text/list", { params: { query: { kind } }, signal }),
  );

/** Hook: the versions of a consent text. */
const useConsentTexts = (kind: "face" | "privacy") => useApiQuery(consentTextsOptions, kind);

/** Mutation: publishes a new version of a consent text; consents to older versions are asked again. */
const usePublishConsentText = createMutationHook(
  (
    api,
    body: { kind: "face" | "privacy"; collected: string; purpose: string; retention: string; alternative: string },
  ) => api.post("/teach/privacy/consent-text/publish", { body }),
  all,
);

export {
  consentTextsOptions,
  guardianRequestsOptions,
  privacyConsentKeys,
  privacyNoticeOptions,
  studentPrivacyOptions,
  useAcceptPrivacyNotice,
  useAddGuardian,
  useConsentTexts,
  useGiveGuardianConsent,
  useGuardianRequests,
  usePrivacyNotice,
  usePublishConsentText,
  useRecordPaperConsent,
  useRemoveGuardian,
  useSaveMinorProfile,
  useStudentPrivacy,
  useWithdrawFaceConsent,
};
