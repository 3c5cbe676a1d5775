const KB = 1024;
const MB = KB * 1024;
const oneDecimal = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 });

/** "820 bytes", "117.2 KB", "4.8 MB": uploads are at most 5 MB each. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`;
  if (bytes < MB) return `${oneDecimal.format(bytes / KB)} KB`;
  return `${oneDecimal.format(bytes / MB)} MB`;
}
