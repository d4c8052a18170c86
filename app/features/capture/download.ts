/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Spec 1 §9: 500 ms between files when downloading all photos. */
export const DOWNLOAD_ALL_DELAY_MS = 500;

export async function saveAll(items: { blob: Blob; fileName: string }[]) {
  for (const [i, item] of items.entries()) {
    if (i > 0) await new Promise((r) => setTimeout(r, DOWNLOAD_ALL_DELAY_MS));
    saveBlob(item.blob, item.fileName);
  }
}
