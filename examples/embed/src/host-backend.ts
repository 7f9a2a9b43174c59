// The host app's own backend calls that are not the packages' business (the check-in's are in the
// classroom README's example). In the check, scripts/check-embed.mjs answers them on 127.0.0.1.

/** Stores the designer's diagram on the host's backend; rejects when it refuses (the designer then
 * shows 保存模型失败，请重试！ and keeps the edits). */
export async function saveProcessModel(xml: string): Promise<void> {
  const response = await fetch("/api/process-models/leave", {
    method: "PUT",
    headers: { "content-type": "application/xml" },
    body: xml,
  });
  if (!response.ok) throw new Error(`saving the process model: HTTP ${response.status}`);
}
