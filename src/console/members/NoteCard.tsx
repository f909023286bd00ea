/** The staff's private note on the member, never shown to them, with who saved it last. */
import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { runWrite } from "@/stores/console";
import { $member, $saveMemberNote } from "@/stores/members";
import { lagosTime } from "../publishing";
import { ConsoleField } from "../ui/ConsoleField";
import { FormMessage } from "../ui/Fields";
import { Card, type MemberData } from "./MemberCard";
import { type Announce, attempt, type SaveFailure } from "./member-save";

type Note = MemberData["note"];

export function NoteCard({ id, note, onSaved }: { id: string; note: Note; onSaved: Announce }) {
  return (
    <Card id="member-note-title" title="Staff note">
      <NoteForm key={note.version} id={id} note={note} onSaved={onSaved} />
    </Card>
  );
}

function NoteForm({ id, note, onSaved }: { id: string; note: Note; onSaved: Announce }) {
  const [text, setText] = useState(note.note);
  const [result, setResult] = useState<SaveFailure | null>(null);
  const { loading } = useStore($saveMemberNote);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const failure = await attempt(() => runWrite($saveMemberNote, { id, note: text, version: note.version }));
    setResult(failure);
    if (!failure) onSaved("Note saved.");
  }

  return (
    <form className="console-member__form" onSubmit={submit}>
      <ConsoleField id="member-note" label="Private note (staff only, never shown to the member)">
        <textarea
          id="member-note"
          rows={4}
          maxLength={4000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </ConsoleField>
      {note.updatedAt && (
        <p className="console-field__hint">
          Last saved by {note.updatedBy ?? "a former staff member"}, {lagosTime(note.updatedAt)}.
        </p>
      )}
      <FormMessage
        message={result?.message ?? null}
        stale={result?.stale ?? false}
        onReload={() => $member.revalidate()}
      />
      <button type="submit" className="btn btn-primary" disabled={loading}>
        {loading ? "Saving..." : "Save note"}
      </button>
    </form>
  );
}
