/**
 * Renewal notices, sent by the payments housekeeping (src/shared/domain/renewal-notices.ts says
 * which are due): a member who will not be renewed automatically is asked to renew 7 days before
 * the end, with a link that opens the renewal's checkout; a member renewed on their card is told 3
 * days before the charge, with the amount and how to turn it off; a saved card that expires is
 * flagged a month ahead. Each notice is recorded (member, kind, period) with its notification in
 * one transaction: the first run to insert the record sends it, concurrent runs skip it.
 */
import { eq, gt } from "drizzle-orm";
import { formatDateNG } from "@/shared/domain/dates";
import { formatNaira } from "@/shared/domain/format";
import { isPaidMembershipKey, membershipPlan, pricedMembershipPlan } from "@/shared/domain/membership-plans";
import { renewalPriceKobo } from "@/shared/domain/membership-prices";
import { toNaira } from "@/shared/domain/pricing";
import { type DueNotice, dueRenewalNotices, type RenewalSituation } from "@/shared/domain/renewal-notices";
import { hrefWithPay, membershipSelection } from "@/shared/domain/signup-link";
import { cardAuthorizations, memberships, notifications, renewalNotices, users } from "../db/schema";
import { deliverMail, queueMail } from "../mail/mail-outbox";
import { noticeMail } from "../mail/templates";
import { messageNotices } from "../messaging/outbox";
import type { PaymentDeps } from "../payments/deps";
import { lastChannel } from "../payments/last-channel";
import {
  type MembershipPriceRow,
  membershipPriceRows,
  presentMembershipPrice,
} from "../payments/membership-prices";

interface Member {
  userId: string;
  fullName: string;
  email: string | null;
  plan: string;
  endsAt: Date;
  autoRenew: boolean;
  last4: string | null;
  expMonth: string | null;
  expYear: string | null;
  authorizationCode: string | null;
}

interface Texts {
  title: string;
  message: string;
  subject: string;
  mail: string[];
}

/** The link in a renew-by-hand notice: Billings with the plan's Payment Summary open, at today's price. */
function renewalLink(siteUrl: string, plan: string, prices: readonly MembershipPriceRow[]): string {
  if (!isPaidMembershipKey(plan)) return `${siteUrl}/u/billings`;
  const priced = pricedMembershipPlan(plan, prices.map(presentMembershipPrice));
  return `${siteUrl}${hrefWithPay("/u/billings", { ...membershipSelection(priced), autoRenew: false })}`;
}

function texts(
  notice: DueNotice,
  member: Member,
  siteUrl: string,
  prices: readonly MembershipPriceRow[],
): Texts {
  const title = isPaidMembershipKey(member.plan) ? membershipPlan(member.plan).title : "Premium";
  const ends = formatDateNG(member.endsAt.toISOString());
  const billings = `${siteUrl}/u/billings`;
  switch (notice.kind) {
    case "renew_by_hand": {
      const link = renewalLink(siteUrl, member.plan, prices);
      return {
        title: "Renew your membership",
        message: `Your ${title} membership ends on ${ends} and will not renew by itself. Renew it from Billings: ${link}`,
        subject: `Your membership ends on ${ends}`,
        mail: [
          `Your ${title} membership ends on ${ends}. Your last payment was not made with a saved card, or auto-renew is off, so it will not renew by itself.`,
          `Renew it here (card, bank transfer or USSD), and the new period starts when this one ends: ${link}`,
        ],
      };
    }
    case "card_renewal": {
      // What the renewal job will charge: the price before a change until its notice ends (0215).
      const price = prices.find((row) => row.key === member.plan);
      const amount = price ? formatNaira(toNaira(renewalPriceKobo(price, member.endsAt))) : "";
      const card = member.last4 ? `your card ending in ${member.last4}` : "your saved card";
      return {
        title: "Membership renews soon",
        message: `On ${ends} we will charge ${amount} to ${card} to renew your ${title} membership. To stop it, turn off Auto-renew in Billings.`,
        subject: `Your membership renews on ${ends}`,
        mail: [
          `On ${ends} we will charge ${amount} to ${card} to renew your ${title} membership.`,
          `Nothing to do if you want to keep playing. To stop the renewal, untick Auto-renew in Billings before then: ${billings}`,
        ],
      };
    }
    case "card_expiring": {
      const card = member.last4 ? `The card ending in ${member.last4}` : "Your saved card";
      return {
        title: "Your saved card expires soon",
        message: `${card} expires at the end of ${member.expMonth}/${member.expYear}. Your membership cannot renew on it after that: pay with another card from Billings when it ends.`,
        subject: "Your saved card expires soon",
        mail: [
          `${card}, which renews your ${title} membership, expires at the end of ${member.expMonth}/${member.expYear}.`,
          `After that it cannot be charged. When your membership ends (${ends}) renew it from Billings with another card, by bank transfer or USSD: ${billings}`,
        ],
      };
    }
  }
}

/** Records and notifies one notice; true when this run was the first to. */
async function record(deps: PaymentDeps, member: Member, notice: DueNotice, said: Texts, now: Date) {
  return deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(renewalNotices)
      .values({ userId: member.userId, kind: notice.kind, key: notice.key, sentAt: now })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return false;
    const told = await tx
      .insert(notifications)
      .values({ userId: member.userId, title: said.title, message: said.message, createdAt: now })
      .returning();
    await messageNotices(tx, "renewal-due", told, now);
    return queueMail(tx, noticeMail(member, said.subject, said.mail));
  });
}

/** Sends the renewal notices due now; answers how many were sent. */
export async function sendRenewalNotices(deps: PaymentDeps): Promise<number> {
  const now = deps.now();
  const rows: Member[] = await deps.db
    .select({
      userId: memberships.userId,
      fullName: users.fullName,
      email: users.email,
      plan: memberships.plan,
      endsAt: memberships.endsAt,
      autoRenew: users.autoRenew,
      last4: cardAuthorizations.last4,
      expMonth: cardAuthorizations.expMonth,
      expYear: cardAuthorizations.expYear,
      authorizationCode: cardAuthorizations.authorizationCode,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(cardAuthorizations, eq(cardAuthorizations.userId, memberships.userId))
    .where(gt(memberships.endsAt, now));
  const prices = await membershipPriceRows(deps.db);
  let sent = 0;
  for (const member of rows) {
    const card = member.authorizationCode ? { expMonth: member.expMonth, expYear: member.expYear } : null;
    const base: Omit<RenewalSituation, "lastChannel"> = {
      endsAt: member.endsAt,
      autoRenew: member.autoRenew,
      card,
    };
    // The channel is looked up only for members a notice could be due to.
    if (
      dueRenewalNotices({ ...base, lastChannel: "card" }, now).length === 0 &&
      dueRenewalNotices({ ...base, lastChannel: "bank_transfer" }, now).length === 0
    )
      continue;
    const due = dueRenewalNotices({ ...base, lastChannel: await lastChannel(deps.db, member.userId) }, now);
    for (const notice of due) {
      const said = texts(notice, member, deps.config.publicSiteUrl, prices);
      const queued = await record(deps, member, notice, said, now);
      if (!queued) continue;
      sent++;
      await deliverMail(deps, { ids: queued });
    }
  }
  return sent;
}
