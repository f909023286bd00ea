/**
 * The club's time zone, in a module of its own: the dashboard's first screen formats dates in it
 * (date-display.ts) without loading the Lagos date and time arithmetic of club-time.ts.
 */
export const CLUB_TIME_ZONE = "Africa/Lagos";
