/**
 * The facts of the accessibility statement that are not words: set here once, shown on the
 * page (in the reader's language) and repeated in the feedback mails.
 */

/** The day the statement and the site were last reviewed against WCAG 2.1 AA (YYYY-MM-DD). */
export const ACCESSIBILITY_LAST_REVIEWED = '2026-11-28';

/** The working days within which the coalition aims to answer a report. */
export const ACCESSIBILITY_RESPONSE_WORKING_DAYS = 5;
