// Face check-in is judged by a matcher. No real matcher ships with the reference server, so the
// default one recognises nobody: a face check-in is stored and answered "not recognised" (0).

export interface FaceMatchInput {
  userId: number;
  /** Storage path of the registered face, if any. */
  registeredPath: string | undefined;
  /** Storage path of the image taken at check-in. */
  probePath: string;
}

export interface FaceMatcher {
  /** True only when the probe image shows the registered person. */
  match(input: FaceMatchInput): Promise<boolean>;
}

/** The matcher used until a real one is configured: never recognises anyone, never fakes success. */
export class NoFaceMatcher implements FaceMatcher {
  async match(): Promise<boolean> {
    return false;
  }
}
