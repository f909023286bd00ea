/** The member's profile, and the form where staff correct level and contact details (never the password). */
import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { formatDateNG } from "@/shared/domain/dates";
import { LEVELS } from "@/shared/domain/lists";
import { runWrite } from "@/stores/console";
import { $member, $updateMember } from "@/stores/members";
import { ConsoleField } from "../ui/ConsoleField";
import { FormMessage } from "../ui/Fields";
import { Card, Facts, type Member } from "./MemberCard";
import { type Announce, attempt, type SaveFailure } from "./member-save";

export function ProfileCard({ member, onSaved }: { member: Member; onSaved: Announce }) {
  return (
    <Card id="member-profile" title="Profile">
      <Facts
        rows={[
          ["Email", member.email],
          ["Phone", member.phoneNumber],
          ["Date of birth", formatDateNG(member.dob)],
          ["Level", member.level],
        ]}
      />
      <ContactForm key={member.version} member={member} onSaved={onSaved} />
    </Card>
  );
}

const CONTACT_FIELDS = [
  ["email", "Email", "email", 254],
  ["phoneNumber", "Phone", "tel", 20],
] as const;

function ContactForm({ member, onSaved }: { member: Member; onSaved: Announce }) {
  const [values, setValues] = useState({
    email: member.email,
    phoneNumber: member.phoneNumber,
    level: member.level,
  });
  const [result, setResult] = useState<SaveFailure | null>(null);
  const { loading } = useStore($updateMember);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const failure = await attempt(() =>
      runWrite($updateMember, {
        id: member._id,
        body: { ...values, level: values.level as (typeof LEVELS)[number], version: member.version },
      }),
    );
    setResult(failure);
    if (!failure) onSaved("Member details saved.");
  }

  return (
    <form className="console-member__form" onSubmit={submit} aria-labelledby="member-correct-title">
      <h3 id="member-correct-title" className="console-member__subtitle">
        Correct level and contact details
      </h3>
      <p className="console-field__hint">
        Staff never see or set a member's password; members reset their own.
      </p>
      {CONTACT_FIELDS.map(([name, label, type, max]) => (
        <ConsoleField key={name} id={`member-${name}`} label={label}>
          <input
            id={`member-${name}`}
            type={type}
            value={values[name]}
            onChange={set(name)}
            maxLength={max}
            required
          />
        </ConsoleField>
      ))}
      <ConsoleField id="member-level" label="Level">
        <select id="member-level" value={values.level} onChange={set("level")}>
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </ConsoleField>
      <FormMessage
        message={result?.message ?? null}
        stale={result?.stale ?? false}
        onReload={() => $member.revalidate()}
      />
      <button type="submit" className="btn btn-primary" disabled={loading}>
        {loading ? "Saving..." : "Save details"}
      </button>
    </form>
  );
}
