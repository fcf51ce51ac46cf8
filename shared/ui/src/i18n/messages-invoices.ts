import type { invoicesMessagesEn } from '@console/contracts';

type InvoicesMessageKey = keyof typeof invoicesMessagesEn;

/** The invoices schemas' messages in French and Arabic (spread into messages-fr/-ar). */
export const invoicesMessagesFr: Record<InvoicesMessageKey, string> = {};

export const invoicesMessagesAr: Record<InvoicesMessageKey, string> = {};
