import "./site-data_CKahgPue.mjs";
import "./date-display_z89D9oCg.mjs";
export {};
