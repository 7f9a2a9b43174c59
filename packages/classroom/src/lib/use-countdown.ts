import { useNow } from "../sign-in/use-now";

/** Seconds left until `endTime` (epoch ms), refreshed every second while running; `null` without a
 * deadline. Never below 0. */
function useCountdown(endTime: number | null | undefined, running: boolean): number | null {
  const now = useNow(running && typeof endTime === "number");
  if (typeof endTime !== "number") return null;
  return Math.max(0, Math.ceil((endTime - now) / 1000));
}

export { useCountdown };
