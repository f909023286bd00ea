/**
 * Notifications: write one to a group of members (everyone, paid, free, a tournament's ticket
 * holders, a coach's members); it appears in their Notifications and goes on each member's first
 * channel (WhatsApp, SMS, their device, or mail unless they turned it off). Before it is sent the
 * screen says how many it reaches on each channel and what its SMS cost; below, what was sent,
 * newest first, with its delivery per member; admins set the monthly SMS budget.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { Audience } from "@/shared/api/console-contract";
import { audienceLabel } from "@/shared/domain/audience";
import { formatNaira } from "@/shared/domain/format";
import { type AudienceKind, CHANNEL_NAMES } from "@/shared/domain/lists";
import {
  $deliveries,
  $messageReach,
  $saveSmsBudget,
  $smsBudget,
  reachFor,
  showDeliveries,
} from "@/stores/console/channels";
import { $activeCoaches } from "@/stores/console/coaches";
import { $consoleMe, runWrite } from "@/stores/console/common";
import { $audienceCount, $broadcasts, $sendNotification, chooseAudience } from "@/stores/console/messages";
import { $tournamentChoices } from "@/stores/console/tournaments";
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
        lead="Write to a group of members: it appears in their Notifications and reaches each by their first channel (WhatsApp, SMS, their device) or, unless they turned it off, by mail."
      />
      <Compose memberId={search.member} />
      <Sent search={search} />
      <Deliveries />
      <SmsBudget />
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
  // The reach per channel and the SMS cost follow the group and the text.
  useEffect(() => {
    reachFor(needsTarget && !targetId ? null : { audience: { kind, id: chosenId }, title, message });
    return () => reachFor(null);
  }, [kind, chosenId, needsTarget, targetId, title, message]);

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
      <ChannelReach />
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
          {
            label: "Delivery",
            cell: (b) => (
              <button
                type="button"
                className="btn btn-outline"
                aria-label={`Delivery of ${b.title}`}
                onClick={() => showDeliveries(b._id)}
              >
                Delivery
              </button>
            ),
          },
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

const naira = (kobo: number) => formatNaira(kobo / 100);

/** How the message will travel: members per first channel, and what its SMS cost against the budget. */
function ChannelReach() {
  const { data, error } = useStore($messageReach);
  if (error !== undefined)
    return (
      <p className="console-audience-reach" role="status">
        The channels could not be counted: {errorMessage(error)}
      </p>
    );
  if (!data || data.members === 0) return null;
  const { byChannel } = data;
  const parts = [
    `WhatsApp ${byChannel.whatsapp}`,
    `SMS ${byChannel.sms}`,
    `device notification ${byChannel.push}`,
    `email ${byChannel.email}`,
    `dashboard only ${byChannel.dashboard}`,
  ];
  const over = data.smsCostKobo > data.smsBudgetLeftKobo;
  return (
    <div className="console-audience-reach" role="status" aria-live="polite">
      <p>By channel: {parts.join(", ")}.</p>
      <p>
        SMS: {data.smsPages} {data.smsPages === 1 ? "page" : "pages"} each, up to {naira(data.smsCostKobo)} in
        all; {naira(data.smsBudgetLeftKobo)} of this month's SMS budget is left.
        {over && " The budget will run out: the rest go by each member's next channel."}
      </p>
    </div>
  );
}

/** A sent message's delivery, member by member. */
function Deliveries() {
  const { data, error, loading } = useStore($deliveries);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = data !== undefined || error !== undefined || loading;
  useEffect(() => {
    if (data) heading.current?.focus();
  }, [data]);
  if (!shown) return null;
  return (
    <section className="console-section" aria-labelledby="delivery-title">
      <h2 id="delivery-title" ref={heading} tabIndex={-1}>
        Delivery
      </h2>
      {data && (
        <p>
          {data.dashboardOrMailOnly} {data.dashboardOrMailOnly === 1 ? "member reads" : "members read"} it in
          the dashboard and by mail as before.
        </p>
      )}
      <ListTable
        rows={data?.deliveries}
        error={error}
        loading={loading}
        caption="Messages on WhatsApp, SMS and devices"
        loadingLabel="Loading the delivery..."
        empty="Nobody takes this message on WhatsApp, SMS or a device."
        rowKey={(d) => d._id}
        columns={[
          { label: "Member", cell: (d) => d.memberName },
          { label: "Channel", cell: (d) => (d.channel ? CHANNEL_NAMES[d.channel] : "Not yet") },
          {
            label: "Status",
            cell: (d) => (
              <>
                {d.status === "delivered"
                  ? "Delivered"
                  : d.status === "sent"
                    ? "Sent"
                    : d.status === "failed"
                      ? "Failed"
                      : "Waiting"}
                {d.failedChannels.length > 0 && (
                  <span className="console-table__sub">
                    Failed on {d.failedChannels.map((c) => CHANNEL_NAMES[c]).join(", ")}
                    {d.lastError ? `: ${d.lastError}` : ""}
                  </span>
                )}
              </>
            ),
          },
          { label: "Cost", cell: (d) => naira(d.costKobo) },
        ]}
      />
      <button type="button" className="btn btn-outline" onClick={() => showDeliveries(null)}>
        Close delivery
      </button>
    </section>
  );
}

/** Admins: the month's SMS allowance. */
function SmsBudget() {
  const role = useStore($consoleMe).data?.user.consoleRole;
  return role === "admin" ? <SmsBudgetForm /> : null;
}

function SmsBudgetForm() {
  const id = useId();
  const { data } = useStore($smsBudget);
  const { loading } = useStore($saveSmsBudget);
  const [value, setValue] = useState("");
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setNote(null);
    const limit = Number(value);
    if (value.trim() === "" || !Number.isInteger(limit) || limit < 0)
      return setNote({ ok: false, text: "Enter the budget in whole naira." });
    try {
      const saved = await runWrite($saveSmsBudget, limit);
      setNote({ ok: true, text: `Saved: ${naira(saved.limitKobo)} a month.` });
      setValue("");
    } catch (failure) {
      setNote({ ok: false, text: errorMessage(failure) });
    }
  }
  return (
    <form className="console-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>SMS budget</h2>
      {data && (
        <p>
          {data.month}: {naira(data.spentKobo)} spent of {naira(data.limitKobo)}; an SMS page costs{" "}
          {naira(data.pricePerPageKobo)}. Once it is spent, messages go by each member's next channel.
        </p>
      )}
      <ConsoleField id={`${id}-limit`} label="Monthly budget (₦)">
        <input
          id={`${id}-limit`}
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={data ? String(data.limitKobo / 100) : ""}
        />
      </ConsoleField>
      <WriteNote note={note} />
      <button type="submit" className="btn btn-primary" disabled={loading}>
        {loading ? "Saving..." : "Save budget"}
      </button>
    </form>
  );
}
