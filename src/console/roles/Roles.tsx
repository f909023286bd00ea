/**
 * Roles (admins): search people, and make them staff or admin or take that back. The server keeps
 * the club from losing its last admin and says so.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Loading } from "@/dashboard/ui/Loading";
import { errorMessage } from "@/lib/api/client";
import type { ConsoleRole, ConsoleUser } from "@/shared/api/console-contract";
import { $consoleMe, $setRole, $users, runWrite } from "@/stores/console";
import { ConsoleHeader } from "../ui/Header";
import { Pager, SearchForm } from "../ui/ListControls";

const PATH = "/staff/roles";
const ROLE_LABELS: Record<ConsoleRole, string> = { member: "Member", staff: "Staff", admin: "Admin" };

export function Roles({ search }: { search: Record<string, string | undefined> }) {
  const { data, error } = useStore($users);
  const { data: me } = useStore($consoleMe);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  async function change(user: ConsoleUser, role: ConsoleRole) {
    setNote(null);
    try {
      const answer = await runWrite($setRole, { id: user._id, role });
      setNote({ ok: true, text: answer.message });
    } catch (failure) {
      setNote({ ok: false, text: errorMessage(failure) });
    }
  }

  return (
    <section>
      <ConsoleHeader
        title="Roles"
        lead="Staff keep tournaments, coaches and coach assignments; admins also prices, the audit log and roles."
      />
      <SearchForm path={PATH} params={search} label="Search by name or email" />
      <p className={note ? (note.ok ? "console-notice" : "dash-alert") : "visually-hidden"} role="status">
        {note?.text}
      </p>
      {error !== undefined ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Loading label="Loading people..." />
      ) : data.items.length === 0 ? (
        <div className="dash-empty">
          <p>No one matches this search.</p>
        </div>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <caption className="visually-hidden">People and their console roles</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((user) => (
                <tr key={user._id}>
                  <th scope="row" data-label="Name">
                    {user.fullName}
                    {me?.user._id === user._id && <span className="console-table__sub">You</span>}
                  </th>
                  <td data-label="Email">{user.email}</td>
                  <td data-label="Role">
                    <RoleSelect key={user.consoleRole} user={user} onChange={(role) => change(user, role)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />
      )}
    </section>
  );
}

/** A role picker with its own Save button: moving through the options with the keyboard changes nothing. */
function RoleSelect({ user, onChange }: { user: ConsoleUser; onChange: (role: ConsoleRole) => void }) {
  const { loading } = useStore($setRole);
  const [role, setRole] = useState<ConsoleRole>(user.consoleRole);
  const id = `role-${user._id}`;
  return (
    <form
      className="console-role"
      onSubmit={(event) => {
        event.preventDefault();
        if (role !== user.consoleRole) onChange(role);
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        Role of {user.fullName}
      </label>
      <select id={id} value={role} onChange={(event) => setRole(event.target.value as ConsoleRole)}>
        {(Object.keys(ROLE_LABELS) as ConsoleRole[]).map((option) => (
          <option key={option} value={option}>
            {ROLE_LABELS[option]}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-outline" disabled={loading || role === user.consoleRole}>
        Save<span className="visually-hidden"> the role of {user.fullName}</span>
      </button>
    </form>
  );
}
