/** The launch flags Debian's Chromium needs in this sandbox (no GPU, no network side traffic). */
export declare const CHROMIUM_ARGS: readonly string[];
/** The path of a usable Chromium; installs Debian's when possible, exits with an instruction otherwise. */
export declare function ensureChromium(): string;
