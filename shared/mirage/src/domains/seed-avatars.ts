/**
 * The profile pictures the users' and invoices' seeds point at. The builds that write an
 * index.html ship them (scripts/lib/demo-avatars.ts draws them, webpack.config.base.ts emits them).
 */
export const seedAvatarCount = 16;

/** Picture `n` (1 to seedAvatarCount); 0 means none, and the console shows initials. */
export const seedAvatarPath = (n: number) => (n ? `/images/avatars/${n}.png` : '');
