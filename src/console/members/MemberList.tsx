/**
 * Members: search by name, email, phone or username, filter by plan, training, coach and standing;
 * search, filters and page live in the address and are applied on the server.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { consoleHref, openConsolePath } from "@/stores/console-router";
import { $coachChoices, $memberList } from "@/stores/members";
import { ConsoleField } from "../ui/ConsoleField";
import { ConsoleHeader } from "../ui/Header";
import { ListTable, Pager } from "../ui/ListScreen";
import {
  PLAN_OPTIONS,
  planLabel,
  STANDING_LABELS,
  STANDING_OPTIONS,
  TRAINING_OPTIONS,
  trainingLabel,
} from "./member-texts";

const PATH = "/staff/members";
const FILTERS = ["q", "plan", "training", "coach", "standing"] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

export function MemberList({ search }: { search: Record<string, string | undefined> }) {
  const { data, error, loading } = useStore($memberList);
  const coaches = useStore($coachChoices).data?.items ?? [];
  const [filters, setFilters] = useState<Filters>(
    () => Object.fromEntries(FILTERS.map((name) => [name, search[name] ?? ""])) as Filters,
  );
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [name]: event.target.value }));
  const select = (name: keyof Filters, label: string, options: { value: string; label: string }[]) => (
    <ConsoleField id={`members-${name}`} label={label}>
      <select id={`members-${name}`} value={filters[name]} onChange={set(name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </ConsoleField>
  );
  const filtered = FILTERS.some((name) => search[name]);

  return (
    <section>
      <ConsoleHeader title="Members" lead="Everyone who signed up, with their plans and coach." />
      <search>
        <form
          className="console-filters"
          aria-label="Find members"
          onSubmit={(event) => {
            event.preventDefault();
            openConsolePath(consoleHref(PATH, { ...filters, q: filters.q.trim() }));
          }}
        >
          <ConsoleField id="members-q" label="Name, email, phone or username" wide>
            <input id="members-q" type="search" value={filters.q} onChange={set("q")} maxLength={100} />
          </ConsoleField>
          {select("plan", "Membership", PLAN_OPTIONS)}
          {select("training", "Training", TRAINING_OPTIONS)}
          {select("coach", "Coach", [
            { value: "", label: "Any coach" },
            ...coaches.map((coach) => ({ value: coach._id, label: coach.coachName })),
          ])}
          {select("standing", "Standing", STANDING_OPTIONS)}
          <button type="submit" className="btn btn-primary">
            Find
          </button>
          {filtered && (
            <a className="btn btn-outline" href={PATH}>
              Clear
            </a>
          )}
        </form>
      </search>
      <ListTable
        rows={data?.items}
        error={error}
        loading={loading}
        caption="Members"
        loadingLabel="Loading members..."
        empty={filtered ? "No members match these filters." : "No members yet."}
        rowKey={(member) => member._id}
        columns={[
          {
            label: "Name",
            cell: (member) => (
              <>
                <a href={`${PATH}/${member._id}`}>{member.fullName}</a>
                <span className="console-table__sub">
                  @{member.username}
                  {member.role === "coach" && " · Coach"}
                </span>
              </>
            ),
          },
          {
            label: "Contact",
            cell: (member) => (
              <>
                {member.email}
                <span className="console-table__sub">{member.phoneNumber}</span>
              </>
            ),
          },
          { label: "Level", cell: (member) => member.level },
          {
            label: "Membership",
            cell: (member) => (
              <>
                {member.membership ? planLabel(member.membership.plan) : "Free"}
                <span className="console-table__sub">{STANDING_LABELS[member.standing]}</span>
              </>
            ),
          },
          {
            label: "Training",
            cell: (member) => (member.training ? trainingLabel(member.training.plan) : "None"),
          },
          {
            label: "Coach",
            cell: (member) =>
              member.coach ? (
                <>
                  {member.coach.coachName}
                  {member.coach.status === "Pending" && <span className="console-table__sub">Pending</span>}
                </>
              ) : (
                "None"
              ),
          },
        ]}
      />
      {data && (
        <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />
      )}
    </section>
  );
}
