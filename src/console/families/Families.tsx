/**
 * Families: each account with its guardians, players and consent state, searchable, with a tab for
 * the families whose juniors miss consent (none, or for an older text); and recording a paper
 * consent form a guardian signed (docs/decisions/0160-families.md).
 */
import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import type { StaffFamily } from "@/shared/api/contract";
import { CONSENT_TEXT_VERSION } from "@/shared/domain/families";
import { GUARDIAN_RELATIONSHIPS, type GuardianRelationship } from "@/shared/domain/lists";
import { runWrite } from "@/stores/console/common";
import { $recordPaperConsent, $staffFamilies } from "@/stores/console/families";
import { lagosTime } from "../publishing";
import { ConsoleField } from "../ui/ConsoleField";
import { ConsoleHeader } from "../ui/Header";
import { ListTable, ListTabs, Pager, SearchForm, useWriteNote, WriteNote } from "../ui/ListScreen";

const PATH = "/staff/families";

type Player = StaffFamily["players"][number];

function consentState(player: Player): string {
  if (!player.junior) return "Adult: not needed";
  if (!player.consent) return "Missing";
  const given = `${player.consent.source === "paper" ? "Paper form" : "Online"}, ${lagosTime(player.consent.givenAt)}`;
  return player.consentNeeded ? `Older text (${given}): asked again` : given;
}

/** Each guardian once: the list holds one entry per guardian and player they guard. */
const guardiansOf = (family: StaffFamily) =>
  family.guardians.filter((g, i) => family.guardians.findIndex((other) => other._id === g._id) === i);

export function Families({ search }: { search: Record<string, string | undefined> }) {
  const { data, error, loading } = useStore($staffFamilies);
  const [chosen, setChosen] = useState<{ family: StaffFamily; player: Player } | null>(null);

  return (
    <section>
      <ConsoleHeader
        title="Families"
        lead="Accounts with their guardians and players. A junior needs a guardian's consent to the current text: record a paper form here when a guardian signed one."
      />
      <ListTabs
        path={PATH}
        search={search}
        param="missingConsent"
        label="Which families"
        views={[
          { value: "false", label: "All" },
          { value: "true", label: "Missing consent" },
        ]}
      />
      <SearchForm path={PATH} params={search} label="Search by name or email" />
      <ListTable
        rows={data?.items}
        error={error}
        loading={loading}
        caption="Families"
        loadingLabel="Loading families..."
        empty="No family here."
        rowKey={(f) => f.account._id}
        columns={[
          {
            label: "Account",
            cell: (f) => (
              <>
                {f.account.fullName}
                <span className="console-table__sub">{f.account.email ?? f.account.phoneNumber}</span>
              </>
            ),
          },
          {
            label: "Guardians",
            cell: (f) =>
              guardiansOf(f)
                .map((g) => `${g.fullName} (${g.relationship})`)
                .join(", ") || "None",
          },
          {
            label: "Players and consent",
            cell: (f) => (
              <ul className="console-families__players">
                {f.players.map((p) => (
                  <li key={p._id}>
                    {p.fullName}, {p.age}: {consentState(p)}{" "}
                    {p.junior && f.guardians.length > 0 && (
                      <button
                        type="button"
                        className="btn btn-outline"
                        onClick={() => setChosen({ family: f, player: p })}
                      >
                        Record paper consent<span className="visually-hidden"> for {p.fullName}</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
      {data && (
        <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />
      )}
      {chosen && (
        <PaperConsentForm
          key={chosen.player._id}
          family={chosen.family}
          player={chosen.player}
          onDone={() => setChosen(null)}
        />
      )}
    </section>
  );
}

function PaperConsentForm({
  family,
  player,
  onDone,
}: {
  family: StaffFamily;
  player: Player;
  onDone: () => void;
}) {
  const { loading } = useStore($recordPaperConsent);
  const { note, run } = useWriteNote();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(
      () =>
        runWrite($recordPaperConsent, {
          playerId: player._id,
          guardianId: String(form.get("guardianId") ?? ""),
          relationship: String(form.get("relationship") ?? "") as GuardianRelationship,
          consentVersion: CONSENT_TEXT_VERSION,
          photoConsent: form.get("photoConsent") === "on",
        }),
      (message) => message,
    );
  }

  return (
    <form className="console-form" aria-labelledby="paper-consent-title" onSubmit={submit}>
      <h2 id="paper-consent-title" tabIndex={-1} ref={(h) => h?.focus()}>
        Paper consent form for {player.fullName}
      </h2>
      <ConsoleField id="paper-guardian" label="Signed by">
        <select id="paper-guardian" name="guardianId" required defaultValue="">
          <option value="" disabled>
            Choose a guardian
          </option>
          {guardiansOf(family).map((g) => (
            <option key={g._id} value={g._id}>
              {g.fullName}
            </option>
          ))}
        </select>
      </ConsoleField>
      <ConsoleField id="paper-relationship" label="Their relationship to the player">
        <select id="paper-relationship" name="relationship" required defaultValue="">
          <option value="" disabled>
            Choose
          </option>
          {GUARDIAN_RELATIONSHIPS.map((relationship) => (
            <option key={relationship} value={relationship}>
              {relationship}
            </option>
          ))}
        </select>
      </ConsoleField>
      <label className="console-check">
        <input name="photoConsent" type="checkbox" />
        The form allows the club's public photos
      </label>
      <button type="submit" className="btn btn-primary" disabled={loading}>
        Record the form
      </button>
      <button type="button" className="btn btn-outline" onClick={onDone}>
        Close
      </button>
      <WriteNote note={note} />
    </form>
  );
}
