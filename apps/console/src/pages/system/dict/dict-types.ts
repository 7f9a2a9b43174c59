/** The distinct dictionary types of the server's entries, in order, plus the one asked for in the URL. */
function dictTypesOf(entries: readonly { dictType: string }[] | undefined, wanted?: string): string[] {
  const types = new Set((entries ?? []).map((entry) => entry.dictType));
  if (wanted) types.add(wanted);
  return [...types].sort((a, b) => a.localeCompare(b));
}

export { dictTypesOf };
