// Type probes: each statement below must be a type error. A declaration that failed to resolve under
// one of the two module resolutions can turn an export into `any`, which accepts anything; then the
// directive above it is unused, and that fails the typecheck instead of passing silently.
import type { BpmnDesignerProps, ProcessViewerProps } from "@smartclass/bpmn-designer";
import type { CheckInDialogProps, StudentCheckInApi } from "@smartclass/classroom";
import type { SearchBarProps } from "@smartclass/ui";

// @ts-expect-error a check-in backend implements every call of its slice
export const partialBackend: StudentCheckInApi = { faceExists: async () => false };

// @ts-expect-error the dialog is controlled: `open` is required
export const uncontrolledDialog: CheckInDialogProps = { onOpenChange: () => undefined, loggedIn: true };

// @ts-expect-error the engines are named
export const unknownEngine: BpmnDesignerProps["engine"] = "bpmn-ish";

// @ts-expect-error the viewer draws XML text
export const numberXml: ProcessViewerProps = { xml: 42 };

// @ts-expect-error a search row needs its label
export const unlabelledSearch: SearchBarProps = { onSearch: () => undefined };
