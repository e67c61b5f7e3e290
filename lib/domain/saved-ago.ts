/** "just now", "3 min ago", "2 h ago", "5 days ago": how long ago a draft was saved, for the editor's one numbering. */
export function savedAgo(savedAt: Date, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - savedAt.getTime()) / 1000));
  if (seconds < 60) return "just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? "" : "s"} ago`;
}

/** The live version as the editor names it everywhere: "Live v2". */
export const liveName = (number: number) => `Live v${number}`;
