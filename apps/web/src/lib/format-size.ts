const units = ['bytes', 'KB', 'MB', 'GB'] as const;

/** A size as people read it: '820 KB', '1.4 MB' (1 KB = 1,000 bytes, as the device's own settings say). */
export function formatSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const shown =
    unit === 0 || value >= 100 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}
