/** The Sanity dataset and API version the site and its Studio use; no Node imports, so the Studio's browser bundle can take them. */
export const SANITY_DATASET = "production";
export const SANITY_API_VERSION = "2023-08-27";
