/** Why a member reports someone (issue 12); the database enum and the report form share this list. */
export const REPORT_REASONS = ['fake_profile', 'scam', 'harassment', 'inappropriate_message', 'inappropriate_photo', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
