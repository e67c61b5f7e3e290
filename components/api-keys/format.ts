/** Times as the admin and Studio pages show them: to the minute, in UTC (last use is kept to the minute). */
export const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** Today's date in UTC, the earliest expiry a key may be given (it then works to the end of today). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
