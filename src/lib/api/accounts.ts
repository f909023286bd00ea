/** Account calls: login, signup, token check, profile, deletion and password reset. */
import type { z } from "zod";
import { api, CREDENTIALS_CHECK, readJson } from "./client";
import {
  type CreateUserRequest,
  CreateUserResponse,
  DeleteUserResponse,
  type ForgotPasswordRequest,
  ForgotPasswordResponse,
  MeResponse,
  type ResetPasswordRequest,
  ResetPasswordResponse,
  type SignUserRequest,
  SignUserResponse,
  type UserData,
  VerifyResponse,
} from "./contract";

/** POST /signUser. A wrong password answers 401 with the server's message and keeps any session. */
export function signUser(credentials: z.input<typeof SignUserRequest>) {
  return readJson(api.post("signUser", { json: credentials, ...CREDENTIALS_CHECK }), SignUserResponse);
}

/** POST /createUser */
export function createUser(registration: z.input<typeof CreateUserRequest>) {
  return readJson(api.post("createUser", { json: registration }), CreateUserResponse);
}

/** POST /verify: whether the token is still valid. */
export async function verifyToken(token: string): Promise<boolean> {
  const { isValid } = await readJson(api.post("verify", { json: { token } }), VerifyResponse);
  return isValid;
}

/** GET /me: the signed-in user with membership, training and coach state. */
export async function getMe(): Promise<UserData> {
  return (await readJson(api.get("me"), MeResponse)).userData;
}

/** DELETE /delUserData */
export function deleteUserData() {
  return readJson(api.delete("delUserData"), DeleteUserResponse);
}

/** POST /forgot-password */
export function forgotPassword(request: z.input<typeof ForgotPasswordRequest>) {
  return readJson(api.post("forgot-password", { json: request }), ForgotPasswordResponse);
}

/** POST /reset-password */
export function resetPassword(request: z.input<typeof ResetPasswordRequest>) {
  return readJson(api.post("reset-password", { json: request }), ResetPasswordResponse);
}
