import type { mediaMessagesEn } from '@console/contracts';

type MediaMessageKey = keyof typeof mediaMessagesEn;

/** The media schemas' messages in French and Arabic (spread into messages-fr/-ar). */
export const mediaMessagesFr: Record<MediaMessageKey, string> = {};

export const mediaMessagesAr: Record<MediaMessageKey, string> = {};
