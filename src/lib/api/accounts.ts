/** Account calls: login, signup, logout, token check, profile, deletion and password reset. */
import type { z } from "zod";
import { api, CREDENTIALS_CHECK, readJson } from "./client";
import type {
  CreateUserRequest,
  CreateUserResponse,
  DeleteUserRequest,
  DeleteUserResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  LogoutResponse,
  MeResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SignUserRequest,
  SignUserResponse,
  UserData,
  VerifyResponse,
} from "./contract";

/** POST /signUser. A wrong password answers 401 with the server's message and keeps any session. */
export function signUser(credentials: z.input<typeof SignUserRequest>) {
  return readJson<typeof SignUserResponse>(api.post("signUser", { json: credentials, ...CREDENTIALS_CHECK }));
}

/** POST /createUser */
export function createUser(registration: z.input<typeof CreateUserRequest>) {
  return readJson<typeof CreateUserResponse>(api.post("createUser", { json: registration }));
}

/** POST /verify: whether the token is still valid. */
export async function verifyToken(token: string): Promise<boolean> {
  const { isValid } = await readJson<typeof VerifyResponse>(api.post("verify", { json: { token } }));
  return isValid;
}

/** GET /me: the signed-in user with membership, training and coach state. */
export async function getMe(): Promise<UserData> {
  return (await readJson<typeof MeResponse>(api.get("me"))).userData;
}

/** DELETE /delUserData, confirmed with the member's password (a wrong one answers 403). */
export function deleteUserData(request: DeleteUserRequest) {
  return readJson<typeof DeleteUserResponse>(api.delete("delUserData", { json: request }));
}

/** How long a logout call may take before the browser stops waiting for it. */
const LOGOUT_TIMEOUT_MS = 10_000;

/**
 * POST /logout: ends `token` on the server. The token is passed in, because the local session is
 * cleared first; `keepalive` lets the call finish while the page goes to /login.
 */
export function endToken(token: string) {
  return readJson<typeof LogoutResponse>(
    api.post("logout", {
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
      timeout: LOGOUT_TIMEOUT_MS,
    }),
  );
}

/** POST /logout-all: "sign out everywhere", every token of the signed-in member. */
export function endAllTokens() {
  return readJson<typeof LogoutResponse>(api.post("logout-all", { timeout: LOGOUT_TIMEOUT_MS }));
}

/** POST /forgot-password */
export function forgotPassword(request: z.input<typeof ForgotPasswordRequest>) {
  return readJson<typeof ForgotPasswordResponse>(api.post("forgot-password", { json: request }));
}

/** POST /reset-password */
export function resetPassword(request: z.input<typeof ResetPasswordRequest>) {
  return readJson<typeof ResetPasswordResponse>(api.post("reset-password", { json: request }));
}
