// The explicit bidi formatting characters: embeddings (LRE, RLE), overrides (LRO, RLO), their end (PDF)
// and the isolates (LRI, RLI, FSI, PDI). A name never needs them (the implicit algorithm orders Arabic or
// Hebrew by itself); in someone else's name they only serve to disguise it (`fdp.exe` shown as `exe.pdf`).
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without explicit bidi embeddings, overrides and isolates, so it shows in its logical order. */
function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

export { stripBidiControls };
