/**
 * One junior's guardians on /u/family, and inviting a co-parent by email (docs/decisions/0160-families.md,
 * 0208): the invited person accepts by the mailed link, signed in with that address; until then the
 * invitation is listed as waiting.
 */
import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { FamilyPlayer } from "@/shared/api/contract";
import { GUARDIAN_RELATIONSHIPS, type GuardianRelationship } from "@/shared/domain/lists";
import { $inviteGuardian } from "@/stores/family";

/** "Ngozi Okafor (mother)", or "a@b.com (father), invited: waiting for them to accept". */
function guardianLine(guardian: FamilyPlayer["guardians"][number]): string {
  return guardian.status === "active"
    ? `${guardian.fullName} (${guardian.relationship})`
    : `${guardian.invitedEmail} (${guardian.relationship}), invited: waiting for them to accept`;
}

export function CoParentInvite({ player }: { player: FamilyPlayer }) {
  const { loading } = useStore($inviteGuardian);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const first = player.fullName.split(" ")[0] ?? player.fullName;
  const id = `invite-${player._id}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    setDone(null);
    setFailure(null);
    const message = await $inviteGuardian.mutate({
      playerId: player._id,
      email: String(form.get("email") ?? "")
        .trim()
        .toLowerCase(),
      relationship: String(form.get("relationship") ?? "") as GuardianRelationship,
    });
    if (message === undefined) {
      setFailure(errorMessage($inviteGuardian.get().error));
      return;
    }
    element.reset();
    setDone(message);
  }

  return (
    <div className="dash-family__guardians">
      <h3 id={`${id}-title`}>{first}'s guardians</h3>
      <ul>
        {player.guardians.map((guardian) => (
          <li key={guardian._id ?? guardian.invitedEmail}>{guardianLine(guardian)}</li>
        ))}
      </ul>
      <details>
        <summary>Invite a co-parent for {first}</summary>
        <form className="dash-family__form" aria-label={`Invite a co-parent for ${first}`} onSubmit={submit}>
          <p>
            We mail them a link. They accept it signed in with that email address (or after signing up with
            it), and give their own consent; then they can manage and pay for {first} too.
          </p>
          <label htmlFor={`${id}-email`}>Their email</label>
          <input id={`${id}-email`} name="email" type="email" required maxLength={254} autoComplete="off" />
          <label htmlFor={`${id}-relationship`}>They are {first}'s</label>
          <select id={`${id}-relationship`} name="relationship" required defaultValue="">
            <option value="" disabled>
              Choose
            </option>
            {GUARDIAN_RELATIONSHIPS.map((relationship) => (
              <option key={relationship} value={relationship}>
                {relationship}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-primary" disabled={loading}>
            {loading ? "Sending..." : "Send invitation"}
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
      </details>
    </div>
  );
}
