/** GET /api/distribution/status: a first call of the Distribution remote (replace with its real API). */
export interface DistributionStatus {
  message: string;
}
