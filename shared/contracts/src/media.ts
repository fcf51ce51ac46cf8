/** GET /api/media/status: a first call of the Media remote (replace with its real API). */
export interface MediaStatus {
  message: string;
}
