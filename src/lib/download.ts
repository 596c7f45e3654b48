/** Saves a file through the browser's download. */
export function download(filename: string, content: string | Blob, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(typeof content === 'string' ? new Blob([content], { type }) : content);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
