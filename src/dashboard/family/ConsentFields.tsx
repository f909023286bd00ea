/**
 * The guardian's part of a consent record (docs/decisions/0160-families.md): their relationship to
 * the player, the consent text they read, their consent and the photo consent. Used where a child is
 * added and where a mailed invitation is accepted.
 */
import { GUARDIAN_RELATIONSHIPS } from "@/shared/domain/lists";

interface ConsentFieldsProps {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /** How the form names the player: "child" or "player". */
  who: "child" | "player";
  consentText: string | undefined;
  photoLabel: string;
}

export function ConsentFields({ idPrefix, who, consentText, photoLabel }: ConsentFieldsProps) {
  return (
    <>
      <label htmlFor={`${idPrefix}-relationship`}>You are the {who}'s</label>
      <select
        id={`${idPrefix}-relationship`}
        name="relationship"
        required
        defaultValue=""
        aria-describedby={`${idPrefix}-relationship-hint`}
      >
        <option value="" disabled>
          Choose
        </option>
        {GUARDIAN_RELATIONSHIPS.map((relationship) => (
          <option key={relationship} value={relationship}>
            {relationship}
          </option>
        ))}
      </select>
      {/* The consent below is a parent's or legal guardian's (NDPA s.31): a relative who is neither cannot give it. */}
      <p id={`${idPrefix}-relationship-hint`} className="dash-family__hint">
        A grandparent or other relative can give this consent only as the {who}'s legal guardian.
      </p>
      <p className="dash-family__consent-text">{consentText}</p>
      <div className="dash-family__check">
        <input id={`${idPrefix}-consent`} name="consent" type="checkbox" required />
        <label htmlFor={`${idPrefix}-consent`}>I give my consent as this {who}'s parent or guardian</label>
      </div>
      <div className="dash-family__check">
        <input id={`${idPrefix}-photos`} name="photoConsent" type="checkbox" />
        <label htmlFor={`${idPrefix}-photos`}>{photoLabel}</label>
      </div>
    </>
  );
}
