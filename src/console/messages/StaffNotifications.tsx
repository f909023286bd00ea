/**
 * Notifications: write one to a group of members (everyone, paid, free, a tournament's ticket
 * holders, a coach's members); it appears in their Notifications and is mailed to those who did not
 * turn the mails off. Below, what was sent, newest first.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { Audience } from "@/shared/api/console-contract";
import { audienceLabel } from "@/shared/domain/audience";
import type { AudienceKind } from "@/shared/domain/lists";
import {
  $activeCoaches,
  $audienceCount,
  $broadcasts,
  $sendNotification,
  $tournamentChoices,
  chooseAudience,
  runWrite,
} from "@/stores/console";
import { lagosTime } from "../publishing";
import { ConsoleField } from "../ui/ConsoleField";
import { ConsoleHeader } from "../ui/Header";
import { ListTable, Pager, WriteNote } from "../ui/ListScreen";

const GROUPS: readonly { kind: AudienceKind; label: string }[] = [
  { kind: "paid", label: "Paid members" },
  { kind: "free", label: "Free members" },
  { kind: "everyone", label: "Everyone" },
  { kind: "tournament", label: "A tournament's ticket holders" },
  { kind: "coach", label: "A coach's members" },
];

function newRequestKey(): string {
  return crypto.randomUUID();
}

export function StaffNotifications({ search }: { search: Record<string, string | undefined> }) {
  return (
    <section>
      <ConsoleHeader
        title="Notifications"
        lead="Write to a group of members: it appears in their Notifications and, unless they turned it off, by mail."
      />
      <Compose memberId={search.member} />
      <Sent search={search} />
    </section>
  );
}

/** `memberId` (from `?member=`, as a member's page links here) adds "This member" as the first choice. */
function Compose({ memberId }: { memberId: string | undefined }) {
  const { loading } = useStore($sendNotification);
  const coaches = useStore($activeCoaches).data?.items ?? [];
  const tournaments = useStore($tournamentChoices).data?.items ?? [];
  const [kind, setKind] = useState<AudienceKind>(memberId ? "member" : "paid");
  const groups = memberId ? [{ kind: "member" as const, label: "This member" }, ...GROUPS] : GROUPS;
  const [targetId, setTargetId] = useState("");
  const [title, setTitle] = useState("");
  const [message, setMessage] = useState("");
  // One key per message written: sending again after a lost answer is the same send.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const needsTarget = kind === "tournament" || kind === "coach";
  const chosenId = kind === "member" ? memberId : needsTarget ? targetId : undefined;
  // The count follows the group chosen, once it is complete.
  useEffect(() => {
    chooseAudience(needsTarget && !targetId ? null : { kind, id: chosenId });
    return () => chooseAudience(null);
  }, [kind, chosenId, needsTarget, targetId]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setNote(null);
    if (needsTarget && !targetId) return setNote({ ok: false, text: `Choose the ${kind}.` });
    if (!title.trim() || !message.trim()) return setNote({ ok: false, text: "Write a title and a message." });
    const audience = (
      kind === "member" ? { kind, id: memberId } : needsTarget ? { kind, id: targetId } : { kind }
    ) as Audience;
    try {
      const sent = await runWrite($sendNotification, {
        requestKey,
        audience,
        title: title.trim(),
        message: message.trim(),
      });
      setNote({ ok: true, text: sent.message });
      setTitle("");
      setMessage("");
      setRequestKey(newRequestKey());
    } catch (failure) {
      setNote({ ok: false, text: errorMessage(failure) });
    }
  }

  return (
    <form className="console-form" onSubmit={submit} noValidate aria-labelledby="compose-title">
      <h2 id="compose-title">New notification</h2>
      <ConsoleField id="notify-group" label="Send to">
        <select
          id="notify-group"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as typeof kind);
            setTargetId("");
          }}
        >
          {groups.map((group) => (
            <option key={group.kind} value={group.kind}>
              {group.label}
            </option>
          ))}
        </select>
      </ConsoleField>
      {kind === "tournament" && (
        <ConsoleField id="notify-target" label="Tournament">
          <select id="notify-target" value={targetId} onChange={(e) => setTargetId(e.target.value)}>
            <option value="">Choose a tournament</option>
            {tournaments.map((t) => (
              <option key={t._id} value={t._id}>
                {t.name}
              </option>
            ))}
          </select>
        </ConsoleField>
      )}
      {kind === "coach" && (
        <ConsoleField id="notify-target" label="Coach">
          <select id="notify-target" value={targetId} onChange={(e) => setTargetId(e.target.value)}>
            <option value="">Choose a coach</option>
            {coaches.map((c) => (
              <option key={c._id} value={c._id}>
                {c.coachName}
              </option>
            ))}
          </select>
        </ConsoleField>
      )}
      <AudienceReach />
      <ConsoleField id="notify-title" label="Title">
        <input id="notify-title" value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
      </ConsoleField>
      <ConsoleField id="notify-message" label="Message">
        <textarea
          id="notify-message"
          value={message}
          rows={4}
          maxLength={2000}
          onChange={(e) => setMessage(e.target.value)}
        />
      </ConsoleField>
      <WriteNote note={note} />
      <button type="submit" className="btn btn-primary" disabled={loading}>
        {loading ? "Sending..." : "Send notification"}
      </button>
    </form>
  );
}

/** How many members the chosen group reaches now, as the server counts them for a send. */
function AudienceReach() {
  const { data, error, loading } = useStore($audienceCount);
  let text: string | null = null;
  if (error !== undefined) text = `The group could not be counted: ${errorMessage(error)}`;
  else if (loading && !data) text = "Counting the members of this group...";
  else if (data)
    text =
      data.members === 0
        ? `${data.label}: nobody is in this group yet.`
        : `${data.label}: this reaches ${data.members} ${data.members === 1 ? "member" : "members"}.`;
  return (
    <p className="console-audience-reach" role="status" aria-live="polite">
      {text}
    </p>
  );
}

function Sent({ search }: { search: Record<string, string | undefined> }) {
  const { data, error, loading } = useStore($broadcasts);
  return (
    <section className="console-section" aria-labelledby="sent-title">
      <h2 id="sent-title">Sent</h2>
      <ListTable
        rows={data?.items}
        error={error}
        loading={loading}
        caption="Sent notifications, newest first"
        loadingLabel="Loading sent notifications..."
        empty="No notifications sent yet."
        rowKey={(b) => b._id}
        columns={[
          {
            label: "Title",
            cell: (b) => (
              <>
                {b.title}
                <span className="console-table__sub">{b.message}</span>
              </>
            ),
          },
          { label: "To", cell: (b) => audienceLabel(b.audience, b.audienceName) },
          { label: "Members", cell: (b) => b.recipients },
          { label: "Sent", cell: (b) => lagosTime(b.createdAt) },
        ]}
      />
      {data && (
        <Pager
          path="/staff/notifications"
          params={search}
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
        />
      )}
    </section>
  );
}
