export const IMPORT_LIMITS = Object.freeze({
  /** All uploaded files together, as sent: stays under Next.js's 1 MB server-action body once base64-encoded. */
  uploadBytes: 600 * 1024,
  /** Uploaded files per import. */
  uploads: 20,
  /** Per Markdown file, uploaded or inside a zip. */
  fileBytes: 256 * 1024,
  /** Files of any kind inside one zip (each gets a report line). */
  zipEntries: 200,
  /** Markdown files in one import, zips unpacked. */
  markdownFiles: 50,
  /** All Markdown text read from one import, zips unpacked. */
  totalBytes: 1024 * 1024,
});
