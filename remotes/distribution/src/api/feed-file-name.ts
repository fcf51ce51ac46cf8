/**
 * The downloaded feed's file name from the channel's name, in any script ('قناة الأرز' stays
 * Arabic): letters and digits kept, the rest joined by dashes; the channel's id when nothing is left.
 */
export function feedFileName(channel: { id: number; name: string }): string {
  const base = channel.name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return `${base || `channel-${channel.id}`}-roku-feed.json`;
}
