/**
 * The contact inbox: messages from the contact form, newest first, new or handled. A reply is
 * mailed to the sender and kept with the message, which it marks handled.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Loading } from "@/dashboard/ui/Loading";
import { errorMessage } from "@/lib/api/client";
import type { ContactMessage } from "@/shared/api/console-contract";
import { $contactMessages, $replyToContact, $setContactStatus, runWrite } from "@/stores/console";
import { consoleHref } from "@/stores/console-router";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";
import { Pager, SearchForm } from "../ui/ListControls";

const PATH = "/staff/contact";
const VIEWS = [
  { status: undefined, label: "All" },
  { status: "new", label: "New" },
  { status: "handled", label: "Handled" },
] as const;

export function ContactInbox({ search }: { search: Record<string, string | undefined> }) {
  const { data, error, loading } = useStore($contactMessages);
  return (
    <section>
      <ConsoleHeader title="Contact inbox" lead="Messages from the contact form, newest first." />
      <nav className="console-tabs" aria-label="Which messages">
        {VIEWS.map((view) => (
          <a
            key={view.label}
            className="console-tabs__tab"
            href={consoleHref(PATH, { q: search.q, status: view.status })}
            aria-current={view.status === search.status ? "page" : undefined}
          >
            {view.label}
          </a>
        ))}
      </nav>
      <SearchForm path={PATH} params={search} label="Search by name, email or text" />
      {error !== undefined ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Loading label="Loading messages..." />
      ) : data.items.length === 0 ? (
        <div className="dash-empty">
          <p>No messages here.</p>
        </div>
      ) : (
        <ul className="console-messages" aria-busy={loading}>
          {data.items.map((item) => (
            <ContactItem key={item._id} item={item} />
          ))}
        </ul>
      )}
      {data && (
        <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />
      )}
    </section>
  );
}

function ContactItem({ item }: { item: ContactMessage }) {
  const replying = useStore($replyToContact).loading;
  const marking = useStore($setContactStatus).loading;
  const [reply, setReply] = useState("");
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const name = `${item.firstName} ${item.lastName}`;
  const replyId = `reply-${item._id}`;

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!reply.trim()) return setNote({ ok: false, text: "Write the reply first." });
    try {
      const answer = await runWrite($replyToContact, { id: item._id, reply: reply.trim() });
      setNote({ ok: true, text: answer.message });
      setReply("");
    } catch (failure) {
      setNote({ ok: false, text: errorMessage(failure) });
    }
  }
  async function mark(status: "new" | "handled") {
    try {
      await runWrite($setContactStatus, { id: item._id, status });
    } catch (failure) {
      setNote({ ok: false, text: errorMessage(failure) });
    }
  }

  return (
    <li className="dash-card console-message">
      <h2 className="console-message__from">
        {name}
        <span className={`console-badge${item.status === "new" ? " is-new" : ""}`}>
          {item.status === "new" ? "New" : "Handled"}
        </span>
      </h2>
      <p className="console-table__sub">
        <a href={`mailto:${item.email}`}>{item.email}</a> · {item.phoneNumber} · {lagosTime(item.createdAt)}
      </p>
      <p className="console-message__text">{item.message}</p>
      {item.reply ? (
        <div className="console-message__reply">
          <h3>Reply sent {item.repliedAt ? lagosTime(item.repliedAt) : ""}</h3>
          <p className="console-message__text">{item.reply}</p>
        </div>
      ) : (
        <form onSubmit={send} noValidate>
          <div className="field console-field">
            <label htmlFor={replyId}>Reply to {name}</label>
            <textarea
              id={replyId}
              rows={3}
              maxLength={5000}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
            />
          </div>
          <div className="console-message__actions">
            <button type="submit" className="btn btn-primary" disabled={replying}>
              {replying ? "Sending..." : "Send reply"}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={marking}
              onClick={() => mark(item.status === "new" ? "handled" : "new")}
            >
              {item.status === "new" ? "Mark handled" : "Mark new"}
            </button>
          </div>
        </form>
      )}
      <p className={note ? (note.ok ? "console-notice" : "dash-alert") : "visually-hidden"} role="status">
        {note?.text}
      </p>
    </li>
  );
}
