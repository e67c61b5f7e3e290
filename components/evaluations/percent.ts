/** An accuracy, recall or precision between 0 and 1 as a percentage to one decimal; a dash where there is none. */
export const percent = (x: number | null) => (x === null ? "—" : `${Math.round(x * 1000) / 10}%`);
