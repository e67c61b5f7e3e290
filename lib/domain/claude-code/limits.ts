const MB = 1024 * 1024;

export const IMPORT_LIMITS = Object.freeze({
  /** The upload as sent (files and zips together): a downloaded repository; the route stops reading past this. */
  uploadBytes: 50 * MB,
  /** Files sent in one upload (a chosen folder sends only its agent files: folder-pick.ts). */
  uploads: 2_000,
  /** Files of any kind inside the zips of one import, listed from their central directories. */
  zipEntries: 50_000,
  /** Subagent (Markdown) files in one import, zips and folders unpacked. */
  markdownFiles: 500,
  /** All subagent files read from one import, zips unpacked. */
  totalBytes: 5 * MB,
  /** Per Markdown file, uploaded or inside a zip. */
  fileBytes: 256 * 1024,
});
