/** The club's mail, plain and friendly. Each template returns a message ready for the mailer. */
import { formatDateNG } from "@/shared/domain/dates";
import { formatNaira } from "@/shared/domain/format";
import { channelLabel } from "@/shared/domain/payment-channels";
import type { MailMessage } from "./mailer";

export interface Recipient {
  fullName: string;
  /** Null for a junior without a login: the mail goes to their guardians (`MailMessage.player`). */
  email: string | null;
  /** The player's id: their active guardians get a copy (docs/decisions/0160-families.md). */
  id?: string;
}

/** A recipient whose guardians get no copy: a login's own business (reset codes, welcome, deletion). */
function ownOnly(to: Recipient): Recipient {
  return { fullName: to.fullName, email: to.email };
}

const SIGN_OFF = "See you on court,\nThe Tennis Community team";

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || "there";
}

function letter(to: Recipient, subject: string, paragraphs: string[]): MailMessage {
  return {
    to: to.email ?? "",
    subject,
    text: [greeting(to.fullName), ...paragraphs, SIGN_OFF].join("\n\n"),
    ...(to.id ? { player: { id: to.id, fullName: to.fullName } } : {}),
  };
}

function greeting(fullName: string): string {
  return `Hi ${firstName(fullName)},`;
}

/** A guardian's copy of a message about a junior: greeted by their own name, saying whom it is about. */
export function guardianCopy(
  message: MailMessage,
  guardian: { fullName: string; email: string },
): MailMessage {
  const { player, ...rest } = message;
  const about = player ? `This message is about ${player.fullName}, whose guardian you are.` : "";
  const body = player ? message.text.replace(greeting(player.fullName), "") : message.text;
  return {
    ...rest,
    to: guardian.email,
    text: [greeting(guardian.fullName), about, body.trimStart()].join("\n\n"),
  };
}

/** A short notice to a member: greeting, the paragraphs, sign-off. */
export function noticeMail(to: Recipient, subject: string, paragraphs: string[]): MailMessage {
  return letter(to, subject, paragraphs);
}

export function welcomeMail(to: Recipient, siteUrl: string): MailMessage {
  return letter(ownOnly(to), "Welcome to the Tennis Community", [
    "Thanks for joining us. Your account is ready.",
    `Log in at ${siteUrl}/login to see upcoming tournaments, find a coach and choose a membership plan.`,
  ]);
}

export function resetCodeMail(to: Recipient, code: string, validMinutes: number): MailMessage {
  return letter(ownOnly(to), "Your password reset code", [
    `Your password reset code is ${code}`,
    `It works for ${validMinutes} minutes. Enter it on the reset password page with your new password.`,
    "If you did not ask to reset your password, you can ignore this message: your password stays the same.",
  ]);
}

export interface TicketDetails {
  tournamentName: string;
  /** ISO date of the tournament. */
  date: string;
  time: string;
  location: string;
  token: string;
  /** Naira. */
  price: number;
  /** The payment's reference and how it was paid, for the receipt lines. */
  reference?: string;
  channel?: string | null;
}

export function ticketMail(to: Recipient, ticket: TicketDetails, siteUrl: string): MailMessage {
  return letter(to, `Your ticket for ${ticket.tournamentName}`, [
    `You're in! Here is your ticket for ${ticket.tournamentName}.`,
    [
      `Ticket code: ${ticket.token}`,
      `Date: ${formatDateNG(ticket.date)}, ${ticket.time}`,
      `Venue: ${ticket.location}`,
      ticket.price === 0 ? "Price: free" : `Paid: ${formatNaira(ticket.price)}`,
      ...(ticket.reference
        ? [`Paid by: ${channelLabel(ticket.channel)}`, `Reference: ${ticket.reference}`]
        : []),
    ].join("\n"),
    `You will need this code to join the tournament. Your tickets, with their QR codes, are at ${siteUrl}/u/tickets.`,
  ]);
}

export interface PaymentDetails {
  /** What was bought, e.g. "Premium Quarterly membership". */
  description: string;
  /** Naira. */
  amount: number;
  reference: string;
  /** ISO date-time. */
  date: string;
  /** How it was paid (card, bank_transfer, ussd), when the provider said. */
  channel?: string | null;
  /** A family training payment's lines, one per player. */
  lines?: readonly { playerName: string; description: string; amount: number; discount: number }[];
}

export function paymentReceiptMail(to: Recipient, payment: PaymentDetails): MailMessage {
  return letter(to, "Payment received", [
    `Thank you, we received your payment for ${payment.description}.`,
    [
      `For: ${payment.description}`,
      // A family training payment lists each player's line (docs/decisions/0200-household-checkout.md).
      ...(payment.lines ?? []).map(
        (line) =>
          `  ${line.playerName}: ${line.description}, ${formatNaira(line.amount)}${line.discount > 0 ? ` (household discount ${formatNaira(line.discount)})` : ""}`,
      ),
      `Amount: ${formatNaira(payment.amount)}`,
      ...(payment.channel === undefined ? [] : [`Paid by: ${channelLabel(payment.channel)}`]),
      `Reference: ${payment.reference}`,
      `Date: ${formatDateNG(payment.date)}`,
    ].join("\n"),
    "Keep this message as your receipt. You can also print it from Billing History in your dashboard.",
  ]);
}

export function paymentFailureMail(to: Recipient, payment: PaymentDetails, siteUrl: string): MailMessage {
  return letter(to, "Your payment did not go through", [
    `We could not take your payment of ${formatNaira(payment.amount)} for ${payment.description} (reference ${payment.reference}). You have not been charged.`,
    `You can try again from your billing page: ${siteUrl}/u/billings. If this keeps happening, reply to this message and we'll help.`,
  ]);
}

export function accountDeletedMail(to: Recipient): MailMessage {
  return letter(ownOnly(to), "Your account has been deleted", [
    "As you asked, we deleted your Tennis Community account and the personal data it held.",
    "We keep a record of past payments, without your name or email, because the law requires us to keep our books.",
    "We're sorry to see you go. You are welcome back any time.",
  ]);
}

export interface ContactDetails {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  message: string;
}

/** A contact-form message, to the club's address; replying answers the sender. */
export function contactMessageMail(clubEmail: string, contact: ContactDetails): MailMessage {
  return {
    to: clubEmail,
    replyTo: contact.email,
    subject: `Contact form: ${contact.firstName} ${contact.lastName}`,
    text: [
      `From: ${contact.firstName} ${contact.lastName} <${contact.email}>`,
      `Phone: ${contact.phoneNumber}`,
      "",
      contact.message,
      "",
      "Reply to this message to answer them. The site promises a reply within 24 hours.",
    ].join("\n"),
  };
}

export interface PriceChange {
  packageName: string;
  /** Naira, before and after, for 1 and 3 months. */
  before: { oneMonth: number; threeMonths: number };
  after: { oneMonth: number; threeMonths: number };
}

/** The new price of a training package, sent to members on auto-renew before they next pay for it. */
export function priceChangeMail(to: Recipient, change: PriceChange): MailMessage {
  const line = (label: string, before: number, after: number) =>
    `${label}: ${formatNaira(before)} before, ${formatNaira(after)} from now on`;
  return letter(to, `New prices for ${change.packageName} training`, [
    `The club has changed the price of ${change.packageName} training. Your current period is not affected; the new price applies from your next renewal.`,
    [
      line("1 month", change.before.oneMonth, change.after.oneMonth),
      line("3 months", change.before.threeMonths, change.after.threeMonths),
    ].join("\n"),
    "You can turn auto-renew off at any time on your Billings page.",
  ]);
}

/** The double opt-in mail: nothing is sent to the address until its owner opens this link. */
export function newsletterConfirmMail(email: string, confirmUrl: string): MailMessage {
  return {
    to: email,
    subject: "Confirm your Tennis Community newsletter subscription",
    text: [
      "Hello,",
      "Someone, hopefully you, asked to receive the Tennis Community newsletter at this address.",
      `To start receiving it, confirm here: ${confirmUrl}`,
      "If it was not you, ignore this message: without a confirmation you will get nothing from us.",
      SIGN_OFF,
    ].join("\n\n"),
  };
}

export interface NewsletterIssue {
  subject: string;
  /** Plain text, in paragraphs. */
  text: string;
}

/**
 * One newsletter mail. Every one ends with the subscriber's own unsubscribe link, which works
 * without logging in, and names it in the List-Unsubscribe header mail programs show as a button.
 */
export function newsletterMail(email: string, issue: NewsletterIssue, unsubscribeUrl: string): MailMessage {
  return {
    to: email,
    subject: issue.subject,
    text: [
      issue.text.trim(),
      SIGN_OFF,
      `You receive this because you subscribed to the Tennis Community newsletter. Unsubscribe: ${unsubscribeUrl}`,
    ].join("\n\n"),
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>` },
  };
}

export interface RefundDetails {
  description: string;
  /** Naira. */
  amount: number;
  reference: string;
  reason: string;
  /** What the refund took back, in a sentence, when anything. */
  effect: string | null;
}

export function refundMail(to: Recipient, refund: RefundDetails): MailMessage {
  return letter(to, "We are refunding your payment", [
    `We are refunding ${formatNaira(refund.amount)} of your payment for ${refund.description} (reference ${refund.reference}).`,
    `Why: ${refund.reason}`,
    ...(refund.effect ? [refund.effect] : []),
    "The money goes back the way you paid; banks usually take a few working days to show it. If it has not arrived after ten working days, reply to this message.",
  ]);
}

/** The mail copy of a notification in the member's dashboard. */
export function notificationMail(
  to: Recipient,
  title: string,
  message: string,
  siteUrl: string,
): MailMessage {
  return letter(to, title, [
    message,
    `You can read your notifications at ${siteUrl}/u/notifications. To stop these mails, turn them off under Billings at ${siteUrl}/u/billings.`,
  ]);
}

/** The club's answer to a contact-form message. */
export function contactReplyMail(to: Recipient, reply: string, original: string): MailMessage {
  return letter(to, "Re: your message to the Tennis Community", [
    reply,
    `You wrote:\n${original
      .split("\n")
      .map((line) => `> ${line}`)
      .join("\n")}`,
  ]);
}

export interface FriendlyDetails {
  opponents: string;
  /** "Sat, 28 Nov 2026, 5:00 PM" in Lagos time. */
  when: string;
  court: string;
}

/** A friendly staff scheduled for the member. */
export function friendlyScheduledMail(
  to: Recipient,
  friendly: FriendlyDetails,
  siteUrl: string,
): MailMessage {
  return letter(to, `Friendly match against ${friendly.opponents}`, [
    `The club has scheduled a friendly match for you against ${friendly.opponents}: ${friendly.when} (Lagos time), ${friendly.court}.`,
    `After you play, either of you can report the score on your Matches page (${siteUrl}/u/matches) and the other confirms it.`,
  ]);
}

/** The other side reported a friendly's score: confirm it, or dispute it. */
export function scoreReportedMail(to: Recipient, by: string, score: string, siteUrl: string): MailMessage {
  return letter(to, "Please confirm your match score", [
    `${by} reported the score of your friendly match as ${score} (from your side).`,
    `Confirm it, or dispute it if it is wrong (the club staff will settle it), on your Matches page: ${siteUrl}/u/matches`,
  ]);
}

/** A guardian invites a second guardian (a co-parent) to manage a junior with them (0160). */
export function guardianInvitationMail(
  to: string,
  inviter: string,
  player: string,
  link: string,
): MailMessage {
  return letter({ fullName: "", email: to }, `${inviter} invited you to manage ${player}'s tennis`, [
    `${inviter} added you as a parent or guardian of ${player} at the Tennis Community.`,
    `To accept, sign in (or sign up) with this email address and open: ${link}`,
    "If you do not know why you received this, ignore it: nothing changes until you accept.",
  ]);
}

/**
 * A managed player without a login turned 18: their guardian receives the link that lets the player
 * take over their profile with their own email and password (0205).
 */
export function takeOverInvitationMail(
  guardian: { fullName: string; email: string },
  player: string,
  link: string,
): MailMessage {
  return letter(guardian, `${player} is 18: their profile can now be their own`, [
    `${player} turned 18, so from now on they manage their own tennis profile, matches and tickets.`,
    `Please give ${firstName(player)} this link. With it they choose their own email address and password, and take over their profile: ${link}`,
    `Once they have, you no longer manage ${firstName(player)}'s profile or pay for them from your account; what you paid for them stays theirs.`,
  ]);
}

/** A junior with a login of their own turned 18: they now hold their own account (0205). */
export function ownProfileMail(player: { fullName: string; email: string }, siteUrl: string): MailMessage {
  return letter(player, "Happy 18th birthday: your profile is now your own", [
    "You are 18, so your Tennis Community profile is now yours alone: your parent or guardian no longer manages it or acts for you.",
    `You sign in as before, and you pay for your own training, memberships and tickets from your dashboard: ${siteUrl}/u`,
  ]);
}

/** A guardian is told that a player they managed turned 18 and holds their own account now (0205). */
export function guardianReleasedMail(
  guardian: { fullName: string; email: string },
  player: string,
): MailMessage {
  return letter(guardian, `${player} now manages their own profile`, [
    `${player} is 18 and has taken over their own Tennis Community profile. You no longer manage it or act for them from your dashboard.`,
    "What you paid for them stays theirs. Thank you for looking after their tennis.",
  ]);
}

/** A 13 to 17-year-old signed up naming this address: the guardian approves their login (0160). */
export function juniorApprovalMail(to: string, junior: string, link: string): MailMessage {
  return letter({ fullName: "", email: to }, `${junior} asks you to approve their Tennis Community account`, [
    `${junior} signed up at the Tennis Community and named you as their parent or guardian.`,
    `Until you approve, they cannot pay or appear on our public pages. To approve and give your consent, sign in (or sign up) with this email address and open: ${link}`,
    "If you are not their parent or guardian, ignore this message.",
  ]);
}
