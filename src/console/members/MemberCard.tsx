/** The pieces every card of the member page is made of: the card, its facts, a short table and "the newest n of m". */
import type { ReactNode } from "react";
import type { StaffMemberResponse } from "@/shared/api/console-contract";
import { type Column, ListTable } from "../ui/ListScreen";

export type MemberData = StaffMemberResponse;
export type Member = MemberData["member"];

/** A titled card; its heading names the section. */
export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="dash-card console-member__card" aria-labelledby={id}>
      <h2 id={id} className="console-member__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Terms and their values. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="console-member__facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Says how many of the total a card shows, when it shows fewer than all. */
export function NewestOf({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null;
  return (
    <p className="console-field__hint">
      The newest {shown} of {total}.
    </p>
  );
}

/** A member's newest tickets or payments, and how many there are in all. */
export function ItemsTable<T extends { _id: string }>({
  list,
  caption,
  empty,
  columns,
  action,
}: {
  list: { items: T[]; total: number };
  caption: string;
  empty: string;
  columns: Column<T>[];
  action: (item: T) => ReactNode;
}) {
  return (
    <>
      <ListTable
        rows={list.items}
        error={undefined}
        caption={caption}
        loadingLabel=""
        empty={empty}
        columns={columns}
        rowKey={(item) => item._id}
        actions={action}
      />
      <NewestOf shown={list.items.length} total={list.total} />
    </>
  );
}
