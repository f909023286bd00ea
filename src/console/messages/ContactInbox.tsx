/**
 * The contact inbox: messages from the contact form, newest first, new or handled. A reply is
 * kept with the message, which it marks handled, and mailed to the sender; a reply whose mail
 * failed says so and offers to send it again.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { ContactMessage } from "@/shared/api/console-contract";
import { $contactMessages, $replyToContact, $setContactStatus, runWrite } from "@/stores/console";
import { lagosTime } from "../publishing";
import { ConsoleField } from "../ui/ConsoleField";
import { ConsoleHeader } from "../ui/Header";
import { ListState, ListTabs, Pager, SearchForm, useWriteNote, WriteNote } from "../ui/ListScreen";

const PATH = "/staff/contact";
const VIEWS = [
  { value: "", label: "All" },
  { value: "new", label: "New" },
  { value: "handled", label: "Handled" },
];

export function ContactInbox({ search }: { search: Record<string, string | undefined> }) {
  const { data, error, loading } = useStore($contactMessages);
  return (
    <section>
      <ConsoleHeader title="Contact inbox" lead="Messages from the contact form, newest first." />
      <ListTabs path={PATH} search={search} param="status" label="Which messages" views={VIEWS} />
      <SearchForm path={PATH} params={search} label="Search by name, email or text" />
      <ListState
        rows={data?.items}
        error={error}
        loadingLabel="Loading messages..."
        empty="No messages here."
      >
        {(items) => (
          <ul className="console-messages" aria-busy={loading}>
            {items.map((item) => (
              <ContactItem key={item._id} item={item} />
            ))}
          </ul>
        )}
      </ListState>
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
  const { note, run } = useWriteNote();
  const [empty, setEmpty] = useState(false);
  const name = `${item.firstName} ${item.lastName}`;
  const replyId = `reply-${item._id}`;

  const mail = (text: string) =>
    run(
      () => runWrite($replyToContact, { id: item._id, reply: text }),
      (answer) => answer.message,
    );
  async function send(event: React.FormEvent) {
    event.preventDefault();
    setEmpty(!reply.trim());
    if (!reply.trim()) return;
    await mail(reply.trim());
  }
  const mark = (status: "new" | "handled") =>
    run(
      () => runWrite($setContactStatus, { id: item._id, status }),
      () => `Marked ${status}`,
    );

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
          {item.repliedAt ? (
            <h3>Reply sent {lagosTime(item.repliedAt)}</h3>
          ) : (
            <h3>Reply saved, not mailed yet</h3>
          )}
          <p className="console-message__text">{item.reply}</p>
          {!item.repliedAt && (
            <div className="console-message__actions">
              <p>The mail to {item.email} has not gone out yet: it is tried again by itself.</p>
              <button
                type="button"
                className="btn btn-primary"
                disabled={replying}
                onClick={() => item.reply && mail(item.reply)}
              >
                {replying ? "Sending..." : "Send the reply again"}
              </button>
            </div>
          )}
        </div>
      ) : (
        <form onSubmit={send} noValidate>
          <ConsoleField id={replyId} label={<>Reply to {name}</>}>
            <textarea
              id={replyId}
              rows={3}
              maxLength={5000}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
            />
          </ConsoleField>
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
      {empty && (
        <p className="dash-alert" role="alert">
          Write the reply first.
        </p>
      )}
      <WriteNote note={note} />
    </li>
  );
}
