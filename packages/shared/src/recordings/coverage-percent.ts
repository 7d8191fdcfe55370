/**
 * The whole-number percentage shown for `recorded` of `total` entries having a recording: rounded,
 * except that it reads 0% only when none is recorded and 100% only when every one is, so a bar
 * never claims the work is done (or not begun) while it is not. 0 of 0 reads 0%.
 */
export function coveragePercent(recorded: number, total: number): number {
  if (total <= 0 || recorded <= 0) return 0;
  if (recorded >= total) return 100;
  return Math.min(99, Math.max(1, Math.round((recorded / total) * 100)));
}
