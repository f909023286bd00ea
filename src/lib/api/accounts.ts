/** Account calls: login, signup, token check, profile, deletion and password reset. */
import type { z } from "zod";
import { api, CREDENTIALS_CHECK, readJson } from "./client";
import type {
  CreateUserRequest,
  CreateUserResponse,
  DeleteUserResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
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

/** DELETE /delUserData */
export function deleteUserData() {
  return readJson<typeof DeleteUserResponse>(api.delete("delUserData"));
}

/** POST /forgot-password */
export function forgotPassword(request: z.input<typeof ForgotPasswordRequest>) {
  return readJson<typeof ForgotPasswordResponse>(api.post("forgot-password", { json: request }));
}

/** POST /reset-password */
export function resetPassword(request: z.input<typeof ResetPasswordRequest>) {
  return readJson<typeof ResetPasswordResponse>(api.post("reset-password", { json: request }));
}
