/** The six fixed winner boxes of the tournaments page's leaderboard (docs/product.md, Public pages). */
export interface LeaderboardEntry {
  title: string;
  year: number;
  /** Event, venue and category in one line. */
  info: string;
  gold: string;
  silver: string;
}

export const LEADERBOARD: readonly LeaderboardEntry[] = [
  {
    title: "June 2023 Winners",
    year: 2023,
    info: "June Club Championship, Ikoyi Club 1938, open singles",
    gold: "Tobi Adewale",
    silver: "Ifeoma Nnaji",
  },
  {
    title: "December 2023 Winners",
    year: 2023,
    info: "December Championship, Lagos Lawn Tennis Club, open singles",
    gold: "Kunle Ajayi",
    silver: "Usman Danjuma",
  },
  {
    title: "2024 Winners Male",
    year: 2024,
    info: "Men's singles, season finals at Lagos Lawn Tennis Club",
    gold: "Chidi Okeke",
    silver: "Femi Oyelaran",
  },
  {
    title: "2024 Winners Under 14",
    year: 2024,
    info: "Juniors under 14, mixed singles at Ikoyi Club 1938",
    gold: "Precious Etim",
    silver: "David Olatunji",
  },
  {
    title: "2024 Winners Under 12",
    year: 2024,
    info: "Juniors under 12, mixed singles at Ikoyi Club 1938",
    gold: "Amina Sani",
    silver: "Jide Coker",
  },
  {
    title: "2024 Winners Female",
    year: 2024,
    info: "Women's singles, season finals at Lagos Lawn Tennis Club",
    gold: "Bisola Martins",
    silver: "Nneka Obiora",
  },
];
