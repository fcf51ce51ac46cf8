/** Today as YYYY-MM-DD (UTC, as the date inputs and the API read it). */
export const today = () => new Date().toISOString().slice(0, 10);

/** YYYY-MM-DD `days` after today (a new invoice is due in 30). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
