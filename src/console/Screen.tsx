/** The console screen for the current route, each a chunk of its own, and the page title naming it. */
import { Suspense, useEffect } from "react";
import type { ConsoleRole } from "@/shared/api/console-contract";
import { $consoleRouter, type ConsolePage, type ConsoleRoute } from "@/stores/console-router";
import { Loading } from "@/ui/Loading";
import { retryableLazy } from "@/ui/retryable-lazy";
import { ScreenBoundary } from "@/ui/ScreenBoundary";
import { homeFor, mayOpen, menuFor } from "./menu";
// The home screen of staff and admins comes with the console itself, so a first visit draws its list
// without waiting for one more file after the console's code (docs/decisions/0225-first-visit.md).
import { TournamentList } from "./tournaments/TournamentList";

const TournamentEditor = retryableLazy(() =>
  import("./tournaments/TournamentEditor").then((m) => ({ default: m.TournamentEditor })),
);
const CoachList = retryableLazy(() => import("./coaches/CoachList").then((m) => ({ default: m.CoachList })));
const CoachEditor = retryableLazy(() =>
  import("./coaches/CoachEditor").then((m) => ({ default: m.CoachEditor })),
);
const ResultList = retryableLazy(() =>
  import("./results/ResultList").then((m) => ({ default: m.ResultList })),
);
const ResultEditor = retryableLazy(() =>
  import("./results/ResultEditor").then((m) => ({ default: m.ResultEditor })),
);
const FriendlyEditor = retryableLazy(() =>
  import("./results/FriendlyEditor").then((m) => ({ default: m.FriendlyEditor })),
);
const DrawScreen = retryableLazy(() => import("./draws/DrawScreen").then((m) => ({ default: m.DrawScreen })));
const OrderOfPlay = retryableLazy(() =>
  import("./draws/OrderOfPlay").then((m) => ({ default: m.OrderOfPlay })),
);
const GroupsScreen = retryableLazy(() =>
  import("./draws/GroupsScreen").then((m) => ({ default: m.GroupsScreen })),
);
const EventsScreen = retryableLazy(() =>
  import("./events/EventsScreen").then((m) => ({ default: m.EventsScreen })),
);
const EntriesScreen = retryableLazy(() =>
  import("./events/EntriesScreen").then((m) => ({ default: m.EntriesScreen })),
);
const PlanList = retryableLazy(() => import("./prices/PlanList").then((m) => ({ default: m.PlanList })));
const PlanEditor = retryableLazy(() =>
  import("./prices/PlanEditor").then((m) => ({ default: m.PlanEditor })),
);
const MembershipPrices = retryableLazy(() =>
  import("./prices/MembershipPrices").then((m) => ({ default: m.MembershipPrices })),
);
const TrainingPackages = retryableLazy(() =>
  import("./prices/TrainingPackages").then((m) => ({ default: m.TrainingPackages })),
);
const Assignments = retryableLazy(() =>
  import("./assignments/Assignments").then((m) => ({ default: m.Assignments })),
);
const TrainingSessions = retryableLazy(() =>
  import("./sessions/TrainingSessions").then((m) => ({ default: m.TrainingSessions })),
);
const FreeSessions = retryableLazy(() =>
  import("./free-sessions/FreeSessions").then((m) => ({ default: m.FreeSessions })),
);
const StaffNotifications = retryableLazy(() =>
  import("./messages/StaffNotifications").then((m) => ({ default: m.StaffNotifications })),
);
const ContactInbox = retryableLazy(() =>
  import("./messages/ContactInbox").then((m) => ({ default: m.ContactInbox })),
);
const Newsletter = retryableLazy(() =>
  import("./messages/Newsletter").then((m) => ({ default: m.Newsletter })),
);
const AuditLog = retryableLazy(() => import("./audit/AuditLog").then((m) => ({ default: m.AuditLog })));
const MemberList = retryableLazy(() =>
  import("./members/MemberList").then((m) => ({ default: m.MemberList })),
);
const Families = retryableLazy(() => import("./families/Families").then((m) => ({ default: m.Families })));
const MemberPage = retryableLazy(() =>
  import("./members/MemberPage").then((m) => ({ default: m.MemberPage })),
);
const CheckIn = retryableLazy(() => import("./check-in/CheckIn").then((m) => ({ default: m.CheckIn })));
const Roles = retryableLazy(() => import("./roles/Roles").then((m) => ({ default: m.Roles })));
const Payments = retryableLazy(() => import("./payments/Payments").then((m) => ({ default: m.Payments })));
const PaymentDetail = retryableLazy(() =>
  import("./payments/PaymentDetail").then((m) => ({ default: m.PaymentDetail })),
);
const Reconciliation = retryableLazy(() =>
  import("./payments/Reconciliation").then((m) => ({ default: m.Reconciliation })),
);
const HandPayment = retryableLazy(() =>
  import("./money/HandPayment").then((m) => ({ default: m.HandPayment })),
);
const MonthlyReport = retryableLazy(() =>
  import("./money/MonthlyReport").then((m) => ({ default: m.MonthlyReport })),
);
const Renewals = retryableLazy(() => import("./payments/Renewals").then((m) => ({ default: m.Renewals })));

const TITLES: Record<ConsoleRoute, string> = {
  home: "Tournaments",
  tournaments: "Tournaments",
  newTournament: "New tournament",
  tournament: "Edit tournament",
  tournamentDraw: "Tournament draw",
  orderOfPlay: "Order of play",
  eventGroups: "Round-robin groups",
  tournamentEvents: "Events",
  eventEntries: "Entries",
  coaches: "Coaches",
  newCoach: "New coach",
  coach: "Edit coach",
  results: "Results",
  newResult: "Record a result",
  newFriendly: "Schedule a friendly",
  result: "Correct a result",
  plans: "Plans",
  plan: "Edit plan",
  training: "Training packages",
  membershipPrices: "Membership prices",
  assignments: "Coach assignments",
  freeSessions: "Free training sessions",
  trainingSessions: "Training sessions",
  notifications: "Notifications",
  contact: "Contact inbox",
  newsletter: "Newsletter",
  audit: "Audit log",
  roles: "Roles",
  payments: "Payments",
  payment: "Payment",
  renewals: "Auto-renewals",
  reconciliation: "Reconciliation",
  handPayment: "Cash and deposits",
  monthlyReport: "Monthly report",
  members: "Members",
  families: "Families",
  member: "Member",
  checkIn: "Check-in",
};

/** Moves a role whose menu starts elsewhere from /staff to its first screen. */
function OpenHome({ href }: { href: string }) {
  useEffect(() => {
    $consoleRouter.open(href, true);
  }, [href]);
  return <Loading />;
}

export function Screen({ page, role }: { page: ConsolePage; role: ConsoleRole }) {
  useEffect(() => {
    document.title = `${page ? TITLES[page.route] : "Page Not Found"} | Club console | ATP Tennis Community`;
  }, [page]);

  if (!page) {
    return (
      <section>
        <h1>Page not found</h1>
        <p>
          This console page does not exist. <a href="/staff">Go to the console's first page</a>.
        </p>
      </section>
    );
  }
  if (!mayOpen(role, page.route)) {
    // The console's first page is the first screen of the role's menu.
    const home = homeFor(role);
    if (page.route === "home" && home) return <OpenHome href={home} />;
    return (
      <section>
        <h1>{TITLES[page.route]}</h1>
        <p className="dash-alert">
          {menuFor("staff").some((item) => item.routes.includes(page.route))
            ? "Your console role cannot open this page."
            : "Only club admins can open this page."}
        </p>
      </section>
    );
  }
  return (
    <ScreenBoundary route={page?.path ?? ""}>
      <Suspense fallback={<Loading />}>
        <ScreenFor page={page} />
      </Suspense>
    </ScreenBoundary>
  );
}

function ScreenFor({ page }: { page: NonNullable<ConsolePage> }) {
  const params = page.params as Record<string, string | undefined>;
  const search = page.search as Record<string, string | undefined>;
  switch (page.route) {
    case "home":
    case "tournaments":
      return <TournamentList search={search} />;
    case "newTournament":
      return <TournamentEditor id={null} />;
    case "tournament":
      return <TournamentEditor id={params.id ?? null} />;
    case "tournamentDraw":
      return <DrawScreen id={params.id ?? ""} />;
    case "orderOfPlay":
      return <OrderOfPlay id={params.id ?? ""} />;
    case "eventGroups":
      return <GroupsScreen id={params.id ?? ""} />;
    case "tournamentEvents":
      return <EventsScreen id={params.id ?? ""} />;
    case "eventEntries":
      return <EntriesScreen id={params.id ?? ""} />;
    case "coaches":
      return <CoachList search={search} />;
    case "newCoach":
      return <CoachEditor id={null} />;
    case "coach":
      return <CoachEditor id={params.id ?? null} />;
    case "results":
      return <ResultList search={search} />;
    case "newResult":
      return <ResultEditor id={null} />;
    case "newFriendly":
      return <FriendlyEditor />;
    case "result":
      return <ResultEditor id={params.id ?? null} />;
    case "plans":
      return <PlanList />;
    case "plan":
      return <PlanEditor id={params.id ?? ""} />;
    case "training":
      return <TrainingPackages />;
    case "membershipPrices":
      return <MembershipPrices />;
    case "assignments":
      return <Assignments search={search} />;
    case "freeSessions":
      return <FreeSessions />;
    case "trainingSessions":
      return <TrainingSessions />;
    case "notifications":
      return <StaffNotifications search={search} />;
    case "contact":
      return <ContactInbox search={search} />;
    case "newsletter":
      return <Newsletter search={search} />;
    case "audit":
      return <AuditLog search={search} />;
    case "roles":
      return <Roles search={search} />;
    case "payments":
      return <Payments search={search} />;
    case "payment":
      return <PaymentDetail />;
    case "renewals":
      return <Renewals search={search} />;
    case "reconciliation":
      return <Reconciliation />;
    case "handPayment":
      return <HandPayment />;
    case "monthlyReport":
      return <MonthlyReport search={search} />;
    case "members":
      return <MemberList search={search} />;
    case "families":
      return <Families search={search} />;
    case "member":
      return <MemberPage id={params.id ?? ""} />;
    case "checkIn":
      return <CheckIn search={search} />;
  }
}
