// /user/profile: the personal centre, @smartclass/ui's ProfileForm on the profile calls.
import {
  useCreateDataExport,
  useLatestDataExport,
  useProfile,
  useUpdateProfile,
  useUpdateProfileAvatar,
} from "@smartclass/api/react";
import { FaceEnrolment } from "@smartclass/classroom";
import {
  Avatar,
  Button,
  DataExportPanel,
  privacyDataMessages,
  ProfileForm,
  type ProfileValues,
  useAuthorized,
} from "@smartclass/ui";
import { useEffect, useId, useRef } from "react";
import { Link, useLocation } from "react-router-dom";

import { useAuth } from "../auth/auth-context";
import { useIsActivePage } from "../shell/keep-alive-outlet";

import { messages } from "../messages";
import { notifySuccess } from "../services/notify";
import { GuardianConsentSection } from "./guardian-consent-section";
import { PageFrame } from "./page-frame";

/** The avatar with a file picker that uploads a new one. */
function AvatarPicker({ name, src }: { name: string; src: string | null }) {
  const id = useId();
  const auth = useAuth();
  const upload = useUpdateProfileAvatar();
  return (
    <div className="flex items-center gap-4">
      <Avatar name={name} src={src} size={72} />
      <label
        htmlFor={id}
        className="cursor-pointer rounded-md border px-3 py-1.5 text-sm hover:border-primary focus-within:ring-2 focus-within:ring-ring"
      >
        {messages.profile.changeAvatar}
        <input
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            upload.mutate(file, {
              onSuccess: () => {
                notifySuccess(messages.profileSaved);
                // The shell's avatar comes from the user info.
                void auth.loadUser();
              },
            });
          }}
        />
      </label>
    </div>
  );
}

/** 人脸信息: a student's face enrolment for face check-in (consent, 3–5 photos, delete), at #face. */
function FaceSection() {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // The check-in dialog's 录入人脸 opens /user/profile#face.
  useEffect(() => {
    if (hash === "#face") ref.current?.scrollIntoView({ block: "start" });
  }, [hash]);
  return (
    <section ref={ref} id="face" aria-labelledby={headingId} className="flex max-w-xl flex-col gap-3 border-t pt-6">
      <h2 id={headingId} className="text-base font-semibold">
        {messages.face.profileSection}
      </h2>
      <FaceEnrolment />
    </section>
  );
}

/** 导出我的数据: a ZIP of the caller's data, prepared by the server; any tab polls the same job. */
function DataExportSection() {
  const headingId = useId();
  const latest = useLatestDataExport();
  const create = useCreateDataExport();
  return (
    <section aria-labelledby={headingId} className="flex max-w-xl flex-col gap-3 border-t pt-6">
      <h2 id={headingId} className="text-base font-semibold">
        {privacyDataMessages.export.title}
      </h2>
      <DataExportPanel
        job={latest.isPending ? undefined : (latest.data ?? null)}
        starting={create.isPending}
        onStart={() => create.mutate(undefined)}
      />
    </section>
  );
}

/** The personal centre. */
function ProfilePage() {
  const canEnrolFace = useAuthorized({ hasPermi: ["teach:face:register"] });
  // Kept alive behind another tab, the page lets go of the camera (the enrolment reloads on return).
  const active = useIsActivePage();
  const profile = useProfile();
  const update = useUpdateProfile();
  const save = (values: ProfileValues) =>
    update.mutateAsync({
      nickname: values.nickname.trim(),
      mobile: values.mobile.trim(),
      email: values.email.trim(),
      sex: values.sex === "2" ? 2 : 1,
    });
  return (
    <PageFrame
      title={messages.profile.title}
      actions={
        <Button asChild>
          <Link to="/password">{messages.profile.changePassword}</Link>
        </Button>
      }
    >
      {profile.data ? (
        <div className="flex max-w-md flex-col gap-6">
          <AvatarPicker name={profile.data.nickname || profile.data.username || ""} src={profile.data.avatar || null} />
          <ProfileForm
            defaultValues={{
              nickname: profile.data.nickname ?? "",
              mobile: profile.data.mobile ?? "",
              email: profile.data.email ?? "",
              sex: profile.data.sex === 2 ? "2" : "1",
            }}
            onSubmit={save}
          />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{messages.loading}</p>
      )}
      {canEnrolFace && active ? <FaceSection /> : null}
      {active ? <GuardianConsentSection /> : null}
      <DataExportSection />
    </PageFrame>
  );
}

export default ProfilePage;
