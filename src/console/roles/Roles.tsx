/**
 * Roles (admins): search people, and make them staff or admin or take that back. Making someone an
 * admin (refunds, prices, roles) asks first, naming them. The server keeps the club from losing its
 * last admin and says so.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import type { ConsoleRole, ConsoleUser } from "@/shared/api/console-contract";
import { CONSOLE_ROLE_LABELS, hasRole } from "@/shared/domain/roles";
import { $consoleMe, runWrite } from "@/stores/console/common";
import { $setRole, $users } from "@/stores/console/users";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { ConsoleHeader } from "../ui/Header";
import { ListTable, Pager, SearchForm, useWriteNote, WriteNote } from "../ui/ListScreen";

const PATH = "/staff/roles";
const ROLE_LABELS = CONSOLE_ROLE_LABELS;

export function Roles({ search }: { search: Record<string, string | undefined> }) {
  const { data, error } = useStore($users);
  const { data: me } = useStore($consoleMe);
  const { note, run } = useWriteNote();
  const { loading } = useStore($setRole);
  const [promoting, setPromoting] = useState<ConsoleUser | null>(null);
  const [promoted, setPromoted] = useState<string | null>(null);
  // The picker of someone kept from being an admin goes back to the role they hold.
  const [kept, setKept] = useState<{ id: string; round: number } | null>(null);
  const granted = useRef(false);

  const change = (user: ConsoleUser, role: ConsoleRole) => {
    if (hasRole(role, "admin")) {
      setPromoted(null);
      setPromoting(user);
      return;
    }
    setPromoted(null);
    return run(
      () => runWrite($setRole, { id: user._id, role }),
      (answer) => answer.message,
    );
  };

  return (
    <section>
      <ConsoleHeader
        title="Roles"
        lead="Staff keep tournaments, coaches and coach assignments; admins also prices, the audit log and roles."
      />
      <SearchForm path={PATH} params={search} label="Search by name or email" />
      <WriteNote note={promoted ? { ok: true, text: promoted } : note} />
      <ListTable
        rows={data?.items}
        error={error}
        caption="People and their console roles"
        loadingLabel="Loading people..."
        empty="No one matches this search."
        rowKey={(user) => user._id}
        columns={[
          {
            label: "Name",
            cell: (user) => (
              <>
                {user.fullName}
                {me?.user._id === user._id && <span className="console-table__sub">You</span>}
              </>
            ),
          },
          { label: "Email", cell: (user) => user.email },
          {
            label: "Role",
            cell: (user) => (
              <RoleSelect
                key={user.consoleRole}
                user={user}
                keptRound={kept?.id === user._id ? kept.round : 0}
                onChange={(role) => change(user, role)}
              />
            ),
          },
        ]}
      />
      {data && (
        <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />
      )}
      <ConfirmDialog
        open={promoting !== null}
        title={promoting ? `Make ${promoting.fullName} an admin?` : "Make an admin"}
        question={
          promoting
            ? `${promoting.fullName} (${promoting.email}) will be able to refund payments, change prices, read the audit log and decide who is staff or admin.`
            : ""
        }
        closeLabel="Keep"
        keepLabel="Keep their role"
        confirmLabel="Make them an admin"
        busyLabel="Saving..."
        busy={loading}
        onConfirm={async () => {
          if (!promoting) return;
          const answer = await runWrite($setRole, { id: promoting._id, role: "admin" });
          granted.current = true;
          setPromoted(answer.message);
        }}
        onClose={() => {
          if (promoting && !granted.current)
            setKept((last) => ({ id: promoting._id, round: (last?.round ?? 0) + 1 }));
          granted.current = false;
          setPromoting(null);
        }}
      />
    </section>
  );
}

/** A role picker with its own Save button: moving through the options with the keyboard changes nothing. */
function RoleSelect({
  user,
  keptRound,
  onChange,
}: {
  user: ConsoleUser;
  /** Counts the times this person was kept from being an admin: each puts the picker back. */
  keptRound: number;
  onChange: (role: ConsoleRole) => void;
}) {
  const { loading } = useStore($setRole);
  const [role, setRole] = useState<ConsoleRole>(user.consoleRole);
  const select = useRef<HTMLSelectElement>(null);
  const id = `role-${user._id}`;
  useEffect(() => {
    if (keptRound === 0) return;
    setRole(user.consoleRole);
    // Save is disabled again, so the picker takes the focus the question gave back.
    select.current?.focus();
  }, [keptRound, user.consoleRole]);
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
      <select
        ref={select}
        id={id}
        value={role}
        onChange={(event) => setRole(event.target.value as ConsoleRole)}
      >
        {(Object.keys(ROLE_LABELS) as ConsoleRole[]).map((option) => (
          <option key={option} value={option}>
            {ROLE_LABELS[option]}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-outline" disabled={loading || role === user.consoleRole}>
        Save
        <span className="visually-hidden"> the role of {user.fullName}</span>
      </button>
    </form>
  );
}
