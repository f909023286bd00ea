/**
 * The community groups the membership card links to. The invite links belong to the club's
 * WhatsApp admins, so they are configured per deployment; without them the card points to the
 * contact page, where a member can ask for an invite.
 */
export const FREE_COMMUNITY_URL: string = import.meta.env.PUBLIC_FREE_COMMUNITY_URL || "/contact";
export const PREMIUM_COMMUNITY_URL: string = import.meta.env.PUBLIC_PREMIUM_COMMUNITY_URL || "/contact";
