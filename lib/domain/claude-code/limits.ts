export const IMPORT_LIMITS = Object.freeze({
  /** The upload as sent (files and zips together); the route stops reading past this. */
  uploadBytes: 5 * 1024 * 1024,
  /** Files sent in one upload (a chosen folder sends each of its files). */
  uploads: 2_000,
  /** Files of any kind inside the zips of one import (each gets a report line). */
  zipEntries: 5_000,
  /** Subagent (Markdown) files in one import, zips and folders unpacked. */
  markdownFiles: 500,
  /** All Markdown read from one import, zips unpacked. */
  totalBytes: 5 * 1024 * 1024,
  /** Per Markdown file, uploaded or inside a zip. */
  fileBytes: 256 * 1024,
});
