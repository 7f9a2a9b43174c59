import { Badge, Button, Checkbox, cn, formatLongTime, Label } from "@smartclass/ui";
import { CameraIcon, CheckCircle2Icon, LoaderCircleIcon, RotateCcwIcon, TriangleAlertIcon } from "lucide-react";
import { useId } from "react";
import type * as React from "react";

import type { Camera } from "../check-in/camera";
import { noticeVariants as baseNoticeVariants } from "../lib/notice-variants";
import type { FaceEnrolmentInfo } from "./face-api";
import {
  acceptedCount,
  canFinish,
  canTakePhoto,
  type FaceEnrolmentState,
  type FacePhoto,
  MAX_FACE_PHOTOS,
  MIN_FACE_PHOTOS,
  placesTaken,
} from "./face-enrolment-machine";
import { faceMessages as text } from "./messages";
import { useFaceEnrolment } from "./use-face-enrolment";

/** A notice of this screen: its icon at the top of a longer text. */
const noticeVariants = (options?: Parameters<typeof baseNoticeVariants>[0]) =>
  cn(baseNoticeVariants(options), "items-start");

const headingClass = "text-base font-semibold text-foreground outline-none";

type FaceEnrolmentProps = Omit<React.ComponentProps<"section">, "onChange"> & {
  /** The camera for the photos; the browser's front camera (getUserMedia) by default. */
  camera?: Camera;
  /** Called after 完成 with the enrolment, and after the face data is deleted with `null`. */
  onChange?: (face: FaceEnrolmentInfo | null) => void;
};

type Enrolment = ReturnType<typeof useFaceEnrolment>;
type ViewProps<V extends FaceEnrolmentState["view"]> = Omit<Enrolment, "state"> & {
  state: Extract<FaceEnrolmentState, { view: V }>;
};

/**
 * The consent screen: what is kept, what for, for how long, and that plain check-in stays — the server's
 * text in force with its version when the server keeps consents, else the built-in one; 开始录入 once
 * ticked records the consent first.
 */
function ConsentView({ state, refs: { consent: consentRef }, actions }: ViewProps<"consent">) {
  const id = useId();
  const served = state.own?.text;
  const items = [
    [text.consent.keptTitle, served?.collected ?? text.consent.kept],
    [text.consent.purposeTitle, served?.purpose ?? text.consent.purpose],
    [text.consent.deleteTitle, served?.retention ?? text.consent.delete],
    [text.consent.optionalTitle, served?.alternative ?? text.consent.optional],
  ] as const;
  return (
    <>
      {state.deleted ? (
        <p className={noticeVariants({ tone: "success" })} role="status">
          <CheckCircle2Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {text.consent.deleted}
        </p>
      ) : null}
      {state.changed ? (
        <p className={noticeVariants({ tone: "warning" })} role="status" data-slot="face-consent-changed">
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {text.consent.changed}
        </p>
      ) : null}
      <h2 className={headingClass}>{text.consent.title}</h2>
      {served ? <p className="text-xs text-muted-foreground">{text.consent.version(served.version)}</p> : null}
      <p className="text-sm text-foreground">{text.consent.intro}</p>
      <dl className="grid gap-2 text-sm" data-slot="face-consent-terms">
        {items.map(([title, body]) => (
          <div key={title} className="rounded-md border border-border px-3 py-2">
            <dt className="font-medium text-foreground">{title}</dt>
            <dd className="mt-1 text-muted-foreground">{body}</dd>
          </div>
        ))}
      </dl>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-agree`}
          ref={consentRef}
          checked={state.agreed}
          disabled={state.saving}
          onCheckedChange={(checked) => actions.agree(checked === true)}
        />
        <Label htmlFor={`${id}-agree`}>{text.consent.agree}</Label>
      </div>
      {state.error ? (
        <p className={noticeVariants({ tone: "danger" })} role="alert">
          {text.withReason(text.consent.saveFailed, state.error)}
        </p>
      ) : null}
      <div>
        <Button variant="primary" disabled={!state.agreed || state.saving} onClick={() => void actions.start()}>
          {state.saving ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
          {text.consent.start}
        </Button>
      </div>
    </>
  );
}

/** A student under 14 waits for a guardian's consent: why, how a guardian gives it, plain check-in meanwhile. */
function GuardianNeededView({ state, actions }: ViewProps<"guardian-needed">) {
  return (
    <>
      <h2 className={headingClass}>{text.guardian.title}</h2>
      <div className={noticeVariants({ tone: "warning" })} role="status" data-slot="face-guardian-needed">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>{state.outdated ? text.guardian.outdated : text.guardian.needed}</p>
      </div>
      <p className="text-sm text-foreground">{text.guardian.how}</p>
      <p className="text-sm text-muted-foreground">{text.guardian.plain}</p>
      <div>
        <Button size="small" onClick={actions.reload}>
          <RotateCcwIcon aria-hidden />
          {text.guardian.check}
        </Button>
      </div>
    </>
  );
}

// Each photo state's badge colour; its label is `text.capture[state]`, read at render.
const photoBadgeVariant = {
  uploading: "info",
  recognising: "info",
  accepted: "success",
  refused: "danger",
  busy: "warning",
  failed: "danger",
} as const;

/** One photo: its thumbnail and state; a refused one offers 重拍, a busy or failed one 重试. */
function PhotoItem({
  photo,
  n,
  itemRef,
  actions,
  takeDisabled,
}: {
  photo: FacePhoto;
  n: number;
  itemRef: React.Ref<HTMLLIElement> | undefined;
  actions: Enrolment["actions"];
  takeDisabled: boolean;
}) {
  const pending = photo.status === "uploading" || photo.status === "recognising";
  return (
    <li
      ref={itemRef}
      tabIndex={-1}
      className="flex w-36 flex-col gap-1.5 rounded-md border border-border p-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-slot="face-photo"
      data-status={photo.status}
    >
      <img src={photo.thumbnail} alt={text.capture.photo(n)} className="aspect-[4/3] w-full rounded object-cover" />
      <Badge variant={photoBadgeVariant[photo.status]}>
        {pending ? <LoaderCircleIcon className="size-3 animate-spin" aria-hidden /> : null}
        {photo.status === "accepted" ? <CheckCircle2Icon className="size-3" aria-hidden /> : null}
        {photo.status === "refused" || photo.status === "failed" || photo.status === "busy" ? (
          <TriangleAlertIcon className="size-3" aria-hidden />
        ) : null}
        {text.capture[photo.status]}
      </Badge>
      {photo.reason ? (
        <p className="text-xs text-danger" role="alert">
          {photo.reason}
        </p>
      ) : null}
      {photo.status === "refused" ? (
        <Button
          size="mini"
          aria-label={text.capture.retakePhoto(n)}
          disabled={takeDisabled}
          onClick={() => void actions.retake(photo.id)}
        >
          <RotateCcwIcon aria-hidden />
          {text.capture.retake}
        </Button>
      ) : null}
      {photo.status === "busy" || photo.status === "failed" ? (
        <Button size="mini" aria-label={text.capture.retryPhoto(n)} onClick={() => void actions.retry(photo.id)}>
          <RotateCcwIcon aria-hidden />
          {text.capture.retry}
        </Button>
      ) : null}
    </li>
  );
}

/** The capturing screen: live preview, 拍照, each photo's state, the progress and 完成. */
function CaptureView({
  state,
  refs: { video: videoRef, take: takeRef, reopen: reopenRef, firstPhoto: firstPhotoRef },
  actions,
}: ViewProps<"capturing">) {
  const full = placesTaken(state) >= MAX_FACE_PHOTOS;
  const cameraFailed = state.camera === "refused" || state.camera === "missing";
  const takeDisabled = !canTakePhoto(state);
  return (
    <>
      <h2 className={headingClass}>{text.capture.title}</h2>
      <p className="text-sm text-muted-foreground">{text.capture.hint}</p>
      <div className="relative max-w-md overflow-hidden rounded-md bg-black" data-slot="face-camera">
        <video
          ref={videoRef}
          className="aspect-[4/3] w-full object-cover"
          aria-label={text.capture.cameraLabel}
          muted
          playsInline
        />
      </div>
      {cameraFailed ? (
        <div className={cn(noticeVariants({ tone: "danger" }), "max-w-md flex-col")} data-slot="face-camera-error">
          <p role="alert">{state.camera === "refused" ? text.capture.cameraRefused : text.capture.cameraMissing}</p>
          <Button ref={reopenRef} size="small" onClick={actions.reopenCamera}>
            {text.capture.reopenCamera}
          </Button>
        </div>
      ) : null}
      <p className="text-sm font-medium text-foreground" role="status" data-slot="face-progress">
        {text.capture.progress(acceptedCount(state))}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button ref={takeRef} variant="primary" disabled={takeDisabled} onClick={() => void actions.take()}>
          <CameraIcon aria-hidden />
          {text.capture.take}
        </Button>
        <Button disabled={!canFinish(state)} onClick={actions.finish}>
          {text.capture.finish}
        </Button>
        {full ? <span className="text-sm text-muted-foreground">{text.capture.full}</span> : null}
      </div>
      {state.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label={text.capture.photos}>
          {state.photos.map((photo, index) => (
            <PhotoItem
              key={photo.id}
              photo={photo}
              n={index + 1}
              itemRef={index === 0 ? firstPhotoRef : undefined}
              actions={actions}
              takeDisabled={takeDisabled}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The enrolled screen: the photo count and date, 补充照片 under 5, 删除人脸数据 after a confirmation. */
function EnrolledView({ state, refs: { summary: summaryRef }, actions }: ViewProps<"enrolled">) {
  return (
    <>
      <h2 ref={summaryRef} tabIndex={-1} className={headingClass}>
        {text.enrolled.summary(state.photoCount)}
      </h2>
      <p className="text-sm text-muted-foreground">{text.enrolled.since(formatLongTime(state.createTime))}</p>
      {state.photoCount < MIN_FACE_PHOTOS ? (
        <p className={noticeVariants({ tone: "warning" })}>
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {text.enrolled.tooFew}
        </p>
      ) : null}
      {state.error ? (
        <p className={noticeVariants({ tone: "danger" })} role="alert">
          {text.withReason(text.enrolled.deleteFailed, state.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {state.photoCount < MAX_FACE_PHOTOS ? (
          <Button variant="primary" disabled={state.deleting} onClick={() => void actions.start()}>
            {text.enrolled.add}
          </Button>
        ) : null}
        <Button variant="danger" disabled={state.deleting} onClick={() => void actions.remove()}>
          {state.deleting ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
          {text.enrolled.delete}
        </Button>
      </div>
    </>
  );
}

/** The student's face data screen (人脸数据): consent, then 3 to 5 photos enrolled one by one; see or delete it. */
function FaceEnrolment({ camera, onChange, className, ...props }: FaceEnrolmentProps) {
  const { state, refs, actions } = useFaceEnrolment({ camera, onChange });
  const enrolment = { refs, actions };
  let body: React.ReactNode;
  if (state.view === "loading") {
    body = (
      <p className={noticeVariants()} role="status">
        <LoaderCircleIcon className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden />
        {text.loading}
      </p>
    );
  } else if (state.view === "load-failed") {
    body = (
      <div className={cn(noticeVariants({ tone: "danger" }), "flex-col")}>
        <p role="alert">{text.withReason(text.loadFailed, state.reason)}</p>
        <Button size="small" onClick={actions.reload}>
          {text.retry}
        </Button>
      </div>
    );
  } else if (state.view === "consent") {
    body = <ConsentView state={state} {...enrolment} />;
  } else if (state.view === "guardian-needed") {
    body = <GuardianNeededView state={state} {...enrolment} />;
  } else if (state.view === "capturing") {
    body = <CaptureView state={state} {...enrolment} />;
  } else {
    body = <EnrolledView state={state} {...enrolment} />;
  }
  return (
    <section
      aria-label={text.title}
      data-slot="face-enrolment"
      data-view={state.view}
      className={cn("flex max-w-2xl flex-col gap-3", className)}
      {...props}
    >
      {body}
    </section>
  );
}

export { FaceEnrolment };
export type { FaceEnrolmentProps };
