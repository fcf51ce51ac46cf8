import { define } from './schema-kit';

/** GET /api/media/status: a first call of the Media remote (replace with its real API). */
export interface MediaStatus {
  message: string;
}

/** English text of each media message key (`media.errors.*`). */
export const mediaMessagesEn = /* @__PURE__ */ define(() => ({} satisfies Record<`media.errors.${string}`, string>));

/** The media domain's query keys (queryKeys.media). */
export const mediaQueryKeys = {
  all: ['media'] as const,
};
