/** The screen for the current route, and the page title that names it. */
import { Suspense, useEffect } from "react";
import { $router, type DashboardRoute, redirectPage } from "@/stores/router";
import { Loading } from "@/ui/Loading";
import { retryableLazy } from "@/ui/retryable-lazy";
import { ScreenBoundary } from "@/ui/ScreenBoundary";
import { Overview } from "../overview/Overview";

// The overview, where members land, ships with the shell so it paints with it, one round trip sooner.
// Every other screen is a chunk of its own, fetched when it is shown, the "not found" page too.
const NotFound = retryableLazy(() => import("./NotFound").then((m) => ({ default: m.NotFound })));
const Notifications = retryableLazy(() =>
  import("../notifications/Notifications").then((m) => ({ default: m.Notifications })),
);
const Tournaments = retryableLazy(() =>
  import("../tournaments/Tournaments").then((m) => ({ default: m.Tournaments })),
);
const Billings = retryableLazy(() => import("../billing/Billings").then((m) => ({ default: m.Billings })));
const BillingHistory = retryableLazy(() =>
  import("../billing/BillingHistory").then((m) => ({ default: m.BillingHistory })),
);
const Receipt = retryableLazy(() => import("../billing/Receipt").then((m) => ({ default: m.Receipt })));
const CoachScreen = retryableLazy(() =>
  import("../coach/CoachScreen").then((m) => ({ default: m.CoachScreen })),
);
const FamilyScreen = retryableLazy(() =>
  import("../family/FamilyScreen").then((m) => ({ default: m.FamilyScreen })),
);
const FamilyAccept = retryableLazy(() =>
  import("../family/FamilyAccept").then((m) => ({ default: m.FamilyAccept })),
);
const CoachMembers = retryableLazy(() =>
  import("../coach/CoachMembers").then((m) => ({ default: m.CoachMembers })),
);
const Tickets = retryableLazy(() => import("../tickets/Tickets").then((m) => ({ default: m.Tickets })));
const Matches = retryableLazy(() => import("../matches/Matches").then((m) => ({ default: m.Matches })));
const Training = retryableLazy(() => import("../sessions/Training").then((m) => ({ default: m.Training })));
const CoachSessionScreen = retryableLazy(() =>
  import("../coach-app/CoachSessionScreen").then((m) => ({ default: m.CoachSessionScreen })),
);
const TicketPaymentResult = retryableLazy(() =>
  import("../payments/PaymentResult").then((m) => ({ default: m.TicketPaymentResult })),
);
const BillingPaymentResult = retryableLazy(() =>
  import("../payments/PaymentResult").then((m) => ({ default: m.BillingPaymentResult })),
);

type Page = ReturnType<typeof $router.get>;

const SCREEN_TITLES: Record<DashboardRoute, string> = {
  overview: "Your Overview",
  notifications: "Notifications",
  tournaments: "Tournaments",
  billings: "Billings",
  billingHistory: "Billing History",
  receipt: "Receipt",
  coach: "Your Coach",
  tickets: "Tickets",
  matches: "Matches",
  ticketPayment: "Ticket Payment",
  billingPayment: "Payment",
  coachMembers: "My members",
  family: "Family",
  familyAccept: "Family Invitation",
  training: "Training",
  coachSession: "Session",
};

export function screenTitle(page: Page): string {
  return `${page ? SCREEN_TITLES[page.route] : "Page Not Found"} | Dashboard | ATP Tennis Community`;
}

export function Screen({ page }: { page: Page }) {
  const payOnOverview = page?.route === "overview" && page.search.pay !== undefined;

  useEffect(() => {
    document.title = screenTitle(page);
  }, [page]);

  // A membership page's Get Started lands on /u?pay=...: the Payment Summary lives on Billings.
  useEffect(() => {
    if (payOnOverview && page) redirectPage($router, "billings", {}, page.search);
  }, [payOnOverview, page]);

  if (payOnOverview) return null;
  return (
    <ScreenBoundary route={page?.path ?? ""}>
      <Suspense fallback={<Loading />}>
        <ScreenFor page={page} />
      </Suspense>
    </ScreenBoundary>
  );
}

function ScreenFor({ page }: { page: Page }) {
  if (!page) return <NotFound />;
  switch (page.route) {
    case "overview":
      return <Overview />;
    case "notifications":
      return <Notifications />;
    case "tournaments":
      return <Tournaments />;
    case "billings":
      return <Billings search={page.search} />;
    case "billingHistory":
      return <BillingHistory />;
    case "receipt":
      return <Receipt id={page.params.id} />;
    case "coach":
      return <CoachScreen />;
    case "tickets":
      return <Tickets />;
    case "matches":
      return <Matches />;
    case "ticketPayment":
      return <TicketPaymentResult tournamentId={page.params.tournamentId} search={page.search} />;
    case "billingPayment":
      return <BillingPaymentResult search={page.search} />;
    case "coachMembers":
      return <CoachMembers />;
    case "family":
      return <FamilyScreen />;
    case "familyAccept":
      return <FamilyAccept token={page.search.token ?? ""} />;
    case "training":
      return <Training />;
    case "coachSession":
      return <CoachSessionScreen sessionId={page.params.sessionId} />;
  }
}
