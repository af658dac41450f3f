/** The numeric bounds of SPEC §5, chosen here and inserted into the translated messages. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const WEIGHT_MAX_LBS = 1000;
/**
 * The least weight taken (18.1 kg, 2 st 12 lb): below any adult's, and above a dropped digit of
 * most (180 typed as 18) or a stray decimal (0.05), which would otherwise wreck group figures.
 */
export const WEIGHT_MIN_LBS = 40;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** An organisation's target weight loss stays below the whole community's goal. */
export const TARGET_WEIGHT_LOSS_MAX_LBS = 1_000_000;
/** SPEC §9: the community goal, in pounds. */
export const COMMUNITY_GOAL_LBS = 1_000_000;
/**
 * An account's name: a personal account is named after its owner ("First Last", at most
 * 2 × NAME_MAX_LENGTH + 1, or the email when both names are empty); organisations are named by
 * the seed. So no name is longer than an email.
 */
export const ACCOUNT_NAME_MAX_LENGTH = EMAIL_MAX_LENGTH;
/** A timestamp as the API writes it (Date#toISOString): 24 characters, 27 past the year 9999. */
export const ISO_TIMESTAMP_MAX_LENGTH = 27;
/** YouTube caps a video's title at 100 characters; the server cuts anything longer it is sent. */
export const VIDEO_TITLE_MAX_LENGTH = 100;
/** Heights a person can have, in centimetres (the tallest recorded was 272 cm). */
export const HEIGHT_MIN_CM = 50;
export const HEIGHT_MAX_CM = 272;
/** The earliest log date accepted; older dates are typing mistakes. */
export const EARLIEST_LOG_DATE = '1900-01-01';
/** Accessibility feedback: the problem described (a few paragraphs, with steps to repeat it) and the page named. */
export const FEEDBACK_PROBLEM_MAX_LENGTH = 2000;
export const FEEDBACK_PAGE_MAX_LENGTH = 500;

/** Bounds by message key, so a form can translate a key without the server's answer. */
export const validationBounds: Record<string, Record<string, number>> = {
  passwordMin: { minimum: PASSWORD_MIN_LENGTH },
  passwordMax: { maximum: PASSWORD_MAX_LENGTH },
  weightMax: { maximum: WEIGHT_MAX_LBS },
  weightMin: { minimum: WEIGHT_MIN_LBS },
  targetLossMax: { maximum: TARGET_WEIGHT_LOSS_MAX_LBS },
  nameMax: { maximum: NAME_MAX_LENGTH },
  heightInvalid: { minimum: HEIGHT_MIN_CM, maximum: HEIGHT_MAX_CM },
  feedbackProblemMax: { maximum: FEEDBACK_PROBLEM_MAX_LENGTH },
  feedbackPageMax: { maximum: FEEDBACK_PAGE_MAX_LENGTH },
};
