/**
 * Family (/u/family): the account's juniors with their guardians and a co-parent invitation each,
 * and "Add a child" with a parent's or guardian's consent to the consent text in force
 * (docs/decisions/0160-families.md).
 */
import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import { clubLocal } from "@/shared/domain/club-time";
import { ADULT_AGE, YOUNGEST_CHILD_AGE } from "@/shared/domain/families";
import { type GuardianRelationship, KIDS_LEVELS, type KidsLevel } from "@/shared/domain/lists";
import { $addChild, $family, choosePlayer } from "@/stores/family";
import { $router } from "@/stores/router";
import { ConsentFields } from "./ConsentFields";
import { CoParentInvite } from "./CoParentInvite";
import "./family.css";

const LEVEL_LABELS: Record<KidsLevel, string> = {
  "kids amatuer": "Kids beginner",
  "kids mid-level": "Kids mid-level",
  "kids professional": "Kids professional",
};

/**
 * The birth dates of a child added here, in the club's calendar as the server counts it: from the
 * day after the date 18 years ago to the date YOUNGEST_CHILD_AGE years ago.
 */
function childBirthDates(): { min: string; max: string } {
  const today = clubLocal(new Date()).date;
  const [year = 0, month = 1, day = 1] = today.split("-").map(Number);
  const min = new Date(Date.UTC(year - ADULT_AGE, month - 1, day + 1)).toISOString().slice(0, 10);
  const max = new Date(Date.UTC(year - YOUNGEST_CHILD_AGE, month - 1, day));
  // 29 February of a year without one: the 28th, as a birthday on the 29th counts on 1 March.
  if (max.getUTCMonth() !== month - 1) max.setUTCDate(0);
  return { min, max: max.toISOString().slice(0, 10) };
}

export function FamilyScreen() {
  const { data } = useStore($family);
  const { loading } = useStore($addChild);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const self = data?.players.find((p) => p.self);
  const juniors = data?.players.filter((p) => !p.self) ?? [];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    setDone(null);
    setFailure(null);
    try {
      const player = await $addChild.mutate({
        fullName: text("fullName"),
        dob: text("dob"),
        level: text("level") as KidsLevel,
        emergencyContactName: text("emergencyContactName"),
        emergencyContactPhone: text("emergencyContactPhone"),
        medicalNotes: text("medicalNotes"),
        photoConsent: form.get("photoConsent") === "on",
        relationship: text("relationship") as GuardianRelationship,
        consentVersion: data?.consentText.version ?? 1,
        // The box is required: the form is sent only once it is ticked.
        consent: true,
      });
      if (!player) {
        setFailure(errorMessage($addChild.get().error));
        return;
      }
      element.reset();
      setDone(`${player.fullName} has been added to your account.`);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <section className="dash-family" aria-labelledby="family-title">
      <h1 id="family-title">Family</h1>
      {juniors.length > 0 && (
        <ul className="dash-family__players">
          {juniors.map((player) => (
            <li key={player._id}>
              <div className="dash-family__row">
                <h2 className="dash-family__name">
                  {player.fullName}, {player.age}
                </h2>
                <button
                  type="button"
                  className="btn"
                  onClick={() => {
                    choosePlayer(player._id, self?._id ?? null);
                    $router.open("/u");
                  }}
                >
                  Show {player.fullName.split(" ")[0]}'s dashboard
                </button>
              </div>
              <CoParentInvite player={player} />
            </li>
          ))}
        </ul>
      )}
      <h2>Add a child</h2>
      <form className="dash-family__form" onSubmit={submit}>
        <label htmlFor="child-name">Child's full name</label>
        <input id="child-name" name="fullName" required maxLength={120} autoComplete="off" />
        <label htmlFor="child-dob">Date of birth</label>
        {/* The browser holds the date to a child's (under 18, born by today), so the server's rule,
            which names its field, is rarely met. */}
        <input id="child-dob" name="dob" type="date" required {...childBirthDates()} />
        <label htmlFor="child-level">Level</label>
        <select id="child-level" name="level" required defaultValue="">
          <option value="" disabled>
            Choose a level
          </option>
          {KIDS_LEVELS.map((level) => (
            <option key={level} value={level}>
              {LEVEL_LABELS[level]}
            </option>
          ))}
        </select>
        <label htmlFor="child-contact">Emergency contact's name</label>
        <input
          id="child-contact"
          name="emergencyContactName"
          required
          maxLength={120}
          defaultValue={self?.fullName}
        />
        <label htmlFor="child-phone">Emergency contact's phone</label>
        <input id="child-phone" name="emergencyContactPhone" type="tel" required maxLength={20} />
        <label htmlFor="child-medical">Medical notes (seen only by the child's coach and club staff)</label>
        <textarea id="child-medical" name="medicalNotes" maxLength={2000} rows={3} />
        <ConsentFields
          idPrefix="child"
          who="child"
          consentText={data?.consentText.text}
          photoLabel="The club may show my child in its public photos"
        />
        <button type="submit" className="btn btn-primary" disabled={loading}>
          {loading ? "Adding..." : "Add child"}
        </button>
        <p role="status" className="dash-family__status">
          {done}
        </p>
        {failure && (
          <p role="alert" className="dash-alert">
            {failure}
          </p>
        )}
      </form>
    </section>
  );
}
