/** "512 B", "48 KB", "2.4 MB": a size a person reads, binary units as the 5MB limit counts them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
};

/** The file's type in words: from its content type, else its extension. */
export function describeFileType(file: File): string {
  const known = TYPE_NAMES[file.type];
  if (known) return known;
  const dot = file.name.lastIndexOf('.');
  return dot > 0 ? file.name.slice(dot + 1).toUpperCase() : 'Unknown type';
}
