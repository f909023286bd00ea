/** The request header naming the player a member call acts for; absent, the caller themself. */
export const PLAYER_HEADER = "X-Player";
