/** Members made for a test: a fresh, free, coach-less account and a token for it. */

import type { Level } from "@/shared/domain/lists";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { hasLogin } from "../lib/auth";
import { newId } from "../lib/ids";
import { signToken } from "../lib/tokens";

export async function insertTestMember(
  db: Database,
  {
    jwtSecret,
    now,
    level = "adult amatuer",
    role = "student",
    fullName = "Ada Obi",
  }: { jwtSecret: string; now: Date; level?: Level; role?: "student" | "coach"; fullName?: string },
) {
  const id = newId();
  const [user] = await db
    .insert(users)
    .values({
      id,
      fullName,
      email: `ada.${id}@example.com`,
      username: `ada_${id}`,
      passwordHash: "locked",
      dob: "1995-05-05",
      phoneNumber: "+234 800 000 0000",
      role,
      level,
    })
    .returning();
  if (!user || !hasLogin(user)) throw new Error("The test member was not created");
  return { user, token: await signToken(user, jwtSecret, now) };
}
