/** A positive whole id from a route or query parameter, or `null` for anything else. */
function positiveId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export { positiveId };
