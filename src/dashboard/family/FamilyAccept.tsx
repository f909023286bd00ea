/**
 * A mailed family link (/u/family/accept?token=...): a guardian's or co-parent's invitation, or a
 * junior's own login to approve. The invited account reads the consent text, gives its consent and
 * becomes the player's guardian (docs/decisions/0160-families.md).
 */
import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { GuardianRelationship } from "@/shared/domain/lists";
import { $acceptGuardianship, $family } from "@/stores/family";
import { ConsentFields } from "./ConsentFields";
import "./family.css";

const INCOMPLETE_LINK =
  "This link is incomplete. Open the link from the email again, or ask for a new invitation.";

export function FamilyAccept({ token }: { token: string }) {
  const { data } = useStore($family);
  const { loading } = useStore($acceptGuardianship);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFailure(null);
    try {
      const answer = await $acceptGuardianship.mutate({
        token,
        relationship: String(form.get("relationship") ?? "") as GuardianRelationship,
        consentVersion: data?.consentText.version ?? 1,
        // The box is required: the form is sent only once it is ticked.
        consent: true,
        photoConsent: form.get("photoConsent") === "on",
      });
      if (!answer) {
        setFailure(errorMessage($acceptGuardianship.get().error));
        return;
      }
      setDone(answer.message);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <section className="dash-family" aria-labelledby="family-accept-title">
      <h1 id="family-accept-title">Family invitation</h1>
      {done ? (
        <>
          <p role="status" className="dash-family__status">
            {done}
          </p>
          <a className="btn btn-primary" href="/u/family">
            Go to Family
          </a>
        </>
      ) : token.length < 10 ? (
        <p role="alert" className="dash-alert">
          {INCOMPLETE_LINK}
        </p>
      ) : (
        <form className="dash-family__form" onSubmit={submit}>
          <p>
            You have been asked to be a parent or guardian of a player at the club. Read the consent below and
            accept to manage their training, tickets and payments from your account.
          </p>
          <ConsentFields
            idPrefix="accept"
            who="player"
            consentText={data?.consentText.text}
            photoLabel="The club may show the player in its public photos"
          />
          <button type="submit" className="btn btn-primary" disabled={loading || !data}>
            {loading ? "Accepting..." : "Accept"}
          </button>
          {failure && (
            <p role="alert" className="dash-alert">
              {failure}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
