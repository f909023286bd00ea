/**
 * The storage key of the dashboard's kept answers (kept-answers.ts), apart from the code that reads
 * and writes them: logout removes it from every page, and the login page must not load that code.
 */
export const KEPT_ANSWERS = "kept-answers";
