/** What kind of file a document is, for its icon and its label: read from the name in its key or link. */
export type DocumentKind =
  'word' | 'spreadsheet' | 'presentation' | 'pdf' | 'text' | 'image' | 'archive' | 'web' | 'other';

const BY_EXTENSION: Record<string, DocumentKind> = {
  doc: 'word',
  docx: 'word',
  odt: 'word',
  rtf: 'word',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  csv: 'spreadsheet',
  ppt: 'presentation',
  pptx: 'presentation',
  odp: 'presentation',
  pdf: 'pdf',
  txt: 'text',
  md: 'text',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  svg: 'image',
  webp: 'image',
  zip: 'archive',
  '7z': 'archive',
  gz: 'archive',
  htm: 'web',
  html: 'web',
  aspx: 'web',
};

const extensionOf = (name: string) => /\.([a-z0-9]{1,5})$/i.exec(name.trim())?.[1]?.toLowerCase();

/** The kind by the file name in the key, else the last path segment or a `doc` parameter of the link. */
export function documentKind(key: string, link?: string | null): DocumentKind {
  const names = [key];
  if (link) {
    try {
      const url = new URL(link);
      names.push(decodeURIComponent(url.pathname.split('/').pop() ?? ''), ...url.searchParams.values());
    } catch {
      // A link that is no URL names no file.
    }
  }
  for (const name of names) {
    const extension = extensionOf(name);
    if (extension && Object.hasOwn(BY_EXTENSION, extension)) return BY_EXTENSION[extension];
  }
  return 'other';
}
